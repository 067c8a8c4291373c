import { describe, expect, it } from 'vitest';
import { makeCoupon } from '../test/coupon-fixtures';
import { buildSearchIndex, filterCoupons, sortCoupons } from './coupon-filters';
import { couponFacts, LOW_STOCK } from './coupon-facts';

describe('coupon facts', () => {
  it('says until when, how few are left (only when few), and the limit per person', () => {
    const until = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date('2027-01-15T12:00:00Z'));
    expect(couponFacts({ validUntil: '2027-01-15T12:00:00Z', stock: 3, perUserLimit: 1 })).toEqual([`Until ${until}`, 'Only 3 left', '1 per person']);
    expect(couponFacts({ validUntil: null, stock: LOW_STOCK + 1, perUserLimit: null })).toEqual([]);
    expect(couponFacts({ validUntil: null, stock: 0, perUserLimit: null })).toEqual(['None left']);
  });
});

describe('what the balance covers, and the order by points', () => {
  const coupons = [makeCoupon({ id: 1, pointToRedeem: 50 }), makeCoupon({ id: 2, pointToRedeem: 50 }), makeCoupon({ id: 3, pointToRedeem: 400 })];
  const index = buildSearchIndex(coupons);
  const ids = (list: { id: number }[]) => list.map((c) => c.id);

  it('"I can afford this" keeps the coupons costing at most the balance', () => {
    expect(ids(filterCoupons(index, { query: '', companyId: null, maxPoints: 50 }))).toEqual([1, 2]);
    expect(ids(filterCoupons(index, { query: '', companyId: null, maxPoints: 49 }))).toEqual([]);
    expect(ids(filterCoupons(index, { query: '', companyId: null, maxPoints: null }))).toEqual([1, 2, 3]);
  });

  it('puts the most points first on request, equal points in the server order', () => {
    expect(ids(sortCoupons(coupons, 'points-desc'))).toEqual([3, 1, 2]);
    expect(ids(sortCoupons(coupons, 'points-asc'))).toEqual([1, 2, 3]);
  });
});
