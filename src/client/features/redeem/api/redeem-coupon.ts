import { API_PATHS } from '@/shared/api-paths';
import type { RedeemAnswer, RedeemBody } from '@/shared/contract/coupons';
import { apiCall } from '@/client/lib/api/api-client';

/**
 * Spends the coupon's points. The same `idempotencyKey` on a repeat (double tap, retry after
 * a dropped connection) gets the first answer back and spends nothing more.
 */
export function redeemCoupon(body: RedeemBody, idempotencyKey: string): Promise<RedeemAnswer> {
  return apiCall<RedeemAnswer>(API_PATHS.redemptions.redeem, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
