import type { Redemption } from '../../../../shared/contract/coupons';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';

export function listMyRedemptions() {
  return userCall(() => api<ApiEnvelope<Redemption[]>>('/coupon/my-redemptions'));
}
