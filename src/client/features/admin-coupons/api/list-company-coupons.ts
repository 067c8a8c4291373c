import type { Coupon } from '../../../../shared/contract/coupons';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, couponCall } from '../../../lib/api-client';

/** Every coupon of the company that is not deleted, expired and sold-out ones included. */
export function listCompanyCoupons(companyId: number): Promise<Coupon[]> {
  return couponCall(() => api<ApiEnvelope<Coupon[]>>(`/coupon/get-coupon-codes-by-company/${companyId}`));
}
