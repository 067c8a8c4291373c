import type { RedeemAnswer, RedeemBody } from '../../../../shared/contract/coupons';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, couponCall } from '../../../lib/api-client';

/**
 * Spends the coupon's points. The same `idempotencyKey` on a repeat (double tap, retry after
 * a dropped connection) gets the first answer back and spends nothing more.
 */
export async function redeemCoupon(body: RedeemBody, idempotencyKey: string): Promise<RedeemAnswer> {
  return couponCall(() =>
    api<ApiEnvelope<RedeemAnswer>>('/coupon/redeem-coupon-code', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
