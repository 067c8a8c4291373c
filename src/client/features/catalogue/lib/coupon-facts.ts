// What a recycler should know before spending points: until when the coupon runs, that few are
// left (only when few are), and how many one person may take. Short words for a small card.
import { plural, t } from '@lingui/core/macro';
import type { Coupon } from '@/shared/contract/coupons';
import { formatDate } from '@/client/lib/format/format';

/** At or below this many left, the card says how many. */
export const LOW_STOCK = 10;

export function couponFacts(coupon: Pick<Coupon, 'validUntil' | 'stock' | 'perUserLimit'>): string[] {
  const facts: string[] = [];
  if (coupon.validUntil) {
    const date = formatDate(coupon.validUntil);
    facts.push(t`Until ${date}`);
  }
  const { stock, perUserLimit } = coupon;
  if (stock !== null && stock <= LOW_STOCK) facts.push(stock === 0 ? t`None left` : t`${plural(stock, { one: 'Only # left', other: 'Only # left' })}`);
  if (perUserLimit !== null) facts.push(t`${plural(perUserLimit, { one: '# per person', other: '# per person' })}`);
  return facts;
}
