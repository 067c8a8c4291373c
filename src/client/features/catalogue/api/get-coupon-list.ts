import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Coupon } from '../../../../shared/contract/coupons';
import { api, couponCall } from '../../../lib/api-client';

export const COUPON_LIST_URL = '/coupon/get-coupon-list-for-frontend';

/** The public catalogue; the list sits at data.data (spec section 7). */
export async function getCouponList(): Promise<Coupon[]> {
  const data = await couponCall(() => api<ApiEnvelope<{ data: Coupon[] }>>(COUPON_LIST_URL));
  return data.data;
}
