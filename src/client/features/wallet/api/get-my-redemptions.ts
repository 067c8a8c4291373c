import type { Redemption } from '../../../../shared/contract/coupons';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, couponCall } from '../../../lib/api-client';

/** Every coupon the signed-in user redeemed, newest first: the wallet's source of truth. */
export async function getMyRedemptions(): Promise<Redemption[]> {
  return couponCall(() => api<ApiEnvelope<Redemption[]>>('/coupon/my-redemptions'));
}
