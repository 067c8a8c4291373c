import { API_PATHS } from '@/shared/api-paths';
import type { Coupon } from '@/shared/contract/coupons';
import { apiCall } from '@/client/lib/api/api-client';

/** Every coupon of the company that is not deleted, expired and sold-out ones included. */
export function listCompanyCoupons(companyId: number): Promise<Coupon[]> {
  return apiCall<Coupon[]>(API_PATHS.coupons.ofCompany(companyId));
}
