import { API_PATHS } from '@/shared/api-paths';
import type { Redemption } from '@/shared/contract/coupons';
import { apiCall } from './api-client';

/** Every coupon the signed-in user redeemed, newest first (the wallet and the dashboard). */
export function listMyRedemptions(): Promise<Redemption[]> {
  return apiCall<Redemption[]>(API_PATHS.redemptions.mine);
}
