import { msg, plural, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { Coupon } from '@/shared/contract/coupons';
import { formatDate } from '@/client/lib/format/format';

export type CouponStatus = 'Live' | 'Scheduled' | 'Expired' | 'Sold out';

const STATUS_LABELS = { Live: msg`Live`, Scheduled: msg`Scheduled`, Expired: msg`Expired`, 'Sold out': msg`Sold out` } as const;

/** Whether the public catalogue shows the coupon now, and if not, why (product.md: expired or out of stock leave it). */
export function couponStatus(coupon: Coupon, now = Date.now()): CouponStatus {
  if (coupon.validUntil && new Date(coupon.validUntil).getTime() <= now) return 'Expired';
  if (coupon.stock !== null && coupon.stock <= 0) return 'Sold out';
  if (coupon.poolCodesLeft === 0) return 'Sold out';
  if (coupon.validFrom && new Date(coupon.validFrom).getTime() > now) return 'Scheduled';
  return 'Live';
}

/** The status in the active language. */
export const couponStatusLabel = (status: CouponStatus) => i18n._(STATUS_LABELS[status]);

export function validityText(coupon: Coupon): string {
  const from = coupon.validFrom ? formatDate(coupon.validFrom) : null;
  const until = coupon.validUntil ? formatDate(coupon.validUntil) : null;
  if (from && until) return t`${from} – ${until}`;
  if (until) return t`Until ${until}`;
  if (from) return t`From ${from}`;
  return t`Always`;
}

export function stockText(coupon: Coupon): string {
  const left = coupon.stock;
  const stock = left === null ? t`Unlimited` : t`${plural(left, { one: '# left', other: '# left' })}`;
  const codes = coupon.poolCodesLeft;
  return codes != null ? t`${stock} · ${plural(codes, { one: '# code', other: '# codes' })}` : stock;
}
