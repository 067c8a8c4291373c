import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Coupon } from '../../../../shared/contract/coupons';
import { api } from '../../../lib/api-client';

export async function getCouponList(): Promise<Coupon[]> {
  const answer = await api<ApiEnvelope<{ data: Coupon[] }>>('/coupon/get-coupon-list-for-frontend');
  return answer.data.data;
}
