import { SHELL_API } from '@/shared/shell-api-paths';
import type { Coupon } from '@/shared/contract/coupons';
import { apiCall } from '@/client/lib/api/api-client';

/** The public catalogue; the list sits at data.data (spec section 7). */
export async function getCouponList(): Promise<Coupon[]> {
  return (await apiCall<{ data: Coupon[] }>(SHELL_API.catalogue)).data;
}
