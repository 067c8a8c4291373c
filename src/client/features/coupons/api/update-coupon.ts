import { API_PATHS } from '@/shared/api-paths';
import type { Coupon } from '@/shared/contract/coupons';
import { uploadWithProgress } from '@/client/lib/api/upload-with-progress';

/** Multipart PUT: the fields sent replace the stored ones; a banner replaces the old banner. */
export async function updateCoupon(id: number, form: FormData, onProgress: (fraction: number) => void): Promise<Coupon> {
  return (await uploadWithProgress<Coupon>(API_PATHS.coupons.update(id), form, { method: 'PUT', onProgress })).data;
}
