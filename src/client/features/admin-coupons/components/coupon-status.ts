import type { Coupon } from '@/shared/contract/coupons';

export type CouponStatus = 'Live' | 'Scheduled' | 'Expired' | 'Sold out';

/** Whether the public catalogue shows the coupon now, and if not, why (product.md: expired or out of stock leave it). */
export function couponStatus(coupon: Coupon, now = Date.now()): CouponStatus {
  if (coupon.validUntil && new Date(coupon.validUntil).getTime() <= now) return 'Expired';
  if (coupon.stock !== null && coupon.stock <= 0) return 'Sold out';
  if (coupon.poolCodesLeft === 0) return 'Sold out';
  if (coupon.validFrom && new Date(coupon.validFrom).getTime() > now) return 'Scheduled';
  return 'Live';
}

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function validityText(coupon: Coupon): string {
  const from = coupon.validFrom ? day.format(new Date(coupon.validFrom)) : null;
  const until = coupon.validUntil ? day.format(new Date(coupon.validUntil)) : null;
  if (from && until) return `${from} – ${until}`;
  if (until) return `Until ${until}`;
  if (from) return `From ${from}`;
  return 'Always';
}

export function stockText(coupon: Coupon): string {
  const stock = coupon.stock === null ? 'Unlimited' : `${coupon.stock} left`;
  return coupon.poolCodesLeft != null ? `${stock} · ${coupon.poolCodesLeft} codes` : stock;
}
