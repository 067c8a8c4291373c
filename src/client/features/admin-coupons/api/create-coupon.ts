import type { Coupon } from '../../../../shared/contract/coupons';
import { dataOrThrow } from '../../../lib/call-result';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Multipart: the coupon's text fields and its banner (see lib/coupon-form-values.ts). */
export function createCoupon(form: FormData, onProgress: (fraction: number) => void): Promise<Coupon> {
  return dataOrThrow(uploadWithProgress<Coupon>('/coupon/create-coupon-code', form, { onProgress }));
}
