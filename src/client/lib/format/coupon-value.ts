// A coupon's value as a person reads it: "20% OFF", "$10 OFF" (spec section 3) in English, and
// in the active language otherwise. Client-side: src/shared/coupon-value.ts keeps the spec's
// English for the server (it has no message catalogue), and this module stays off the first
// visit (the catalogue's cards do not show the value).
import { t } from '@lingui/core/macro';
import { formatNumber } from './format';

export function couponValueLabel(couponType: string, couponValue: number): string {
  const value = formatNumber(couponValue);
  return couponType === 'percentage' ? t`${value}% OFF` : t`$${value} OFF`;
}
