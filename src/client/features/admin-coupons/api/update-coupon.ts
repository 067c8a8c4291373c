import type { Coupon } from '../../../../shared/contract/coupons';
import { dataOrThrow } from '../../../lib/call-result';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Multipart PUT: the fields sent replace the stored ones; a banner replaces the old banner. */
export function updateCoupon(id: number, form: FormData, onProgress: (fraction: number) => void): Promise<Coupon> {
  return dataOrThrow(uploadWithProgress<Coupon>(`/coupon/update-coupon-code/${id}`, form, { method: 'PUT', onProgress }));
}
