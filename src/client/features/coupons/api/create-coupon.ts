import { API_PATHS } from '@/shared/api-paths';
import type { Coupon } from '@/shared/contract/coupons';
import { uploadWithProgress } from '@/client/lib/api/upload-with-progress';

/** Multipart: the coupon's text fields and its banner (see lib/coupon-form-values.ts). */
export async function createCoupon(form: FormData, onProgress: (fraction: number) => void): Promise<Coupon> {
  return (await uploadWithProgress<Coupon>(API_PATHS.coupons.create, form, { onProgress })).data;
}
