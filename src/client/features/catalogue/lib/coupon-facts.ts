// What a recycler should know before spending points: until when the coupon runs, that few are
// left (only when few are), and how many one person may take. Short words for a small card.
import type { Coupon } from '@/shared/contract/coupons';
import { formatDate, formatNumber } from '@/client/lib/format';

/** At or below this many left, the card says how many. */
export const LOW_STOCK = 10;

export function couponFacts(coupon: Pick<Coupon, 'validUntil' | 'stock' | 'perUserLimit'>): string[] {
  const facts: string[] = [];
  if (coupon.validUntil) facts.push(`Until ${formatDate(coupon.validUntil)}`);
  if (coupon.stock !== null && coupon.stock <= LOW_STOCK) facts.push(coupon.stock === 0 ? 'None left' : `Only ${formatNumber(coupon.stock)} left`);
  if (coupon.perUserLimit !== null) facts.push(`${formatNumber(coupon.perUserLimit)} per person`);
  return facts;
}
