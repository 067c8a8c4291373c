import { describe, expect, it } from 'vitest';
import { makeCoupon } from '../test/coupon-fixtures';
import { buildSearchIndex, companyOptions, filterCoupons, parseCompanyId } from './coupon-filters';

const green = { id: 1, companyName: 'GreenGrocer' };
const cycle = { id: 2, companyName: 'CycleWorks' };
const coupons = [
  makeCoupon({ id: 1, companyId: 1, company: green, couponDescription: '10% off your next order at GreenGrocer' }),
  makeCoupon({ id: 2, companyId: 2, company: cycle, couponDescription: '$10 Gift Voucher at CycleWorks' }),
  makeCoupon({ id: 3, companyId: 1, company: green, couponDescription: '$5 off orders over $50 at GreenGrocer' }),
];
const index = buildSearchIndex(coupons);
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('coupon search', () => {
  it('matches a substring of the description whatever the case of either side', () => {
    expect(ids(filterCoupons(index, { query: 'gift voucher', companyId: null }))).toEqual([2]);
    expect(ids(filterCoupons(index, { query: 'GIFT', companyId: null }))).toEqual([2]);
    expect(ids(filterCoupons(index, { query: 'greengrocer', companyId: null }))).toEqual([1, 3]);
  });

  it('shows every coupon for an empty or blank query', () => {
    expect(ids(filterCoupons(index, { query: '', companyId: null }))).toEqual([1, 2, 3]);
    expect(ids(filterCoupons(index, { query: '   ', companyId: null }))).toEqual([1, 2, 3]);
  });

  it('searches the description only, not the company or code', () => {
    expect(filterCoupons(index, { query: 'CODE1', companyId: null })).toEqual([]);
  });

  it('finds nothing for text that is in no description', () => {
    expect(filterCoupons(index, { query: 'no such coupon', companyId: null })).toEqual([]);
  });
});

describe('company filter', () => {
  it('keeps the coupons of the chosen companyId', () => {
    expect(ids(filterCoupons(index, { query: '', companyId: 1 }))).toEqual([1, 3]);
    expect(ids(filterCoupons(index, { query: '', companyId: 2 }))).toEqual([2]);
  });

  it('combines with the search', () => {
    expect(ids(filterCoupons(index, { query: '$', companyId: 1 }))).toEqual([3]);
    expect(filterCoupons(index, { query: 'voucher', companyId: 1 })).toEqual([]);
  });

  it('derives the list from coupons having both a company id and a name, once each, by name', () => {
    const list = companyOptions([
      ...coupons,
      makeCoupon({ companyId: 7, company: null }),
      makeCoupon({ companyId: 8, company: { id: 8, companyName: '' } }),
      makeCoupon({ companyId: 0, company: { id: 0, companyName: 'Nameless id' } }),
      makeCoupon({ companyId: 9, company: { id: 9, companyName: 'Bean & Leaf Café' } }),
    ]);
    expect(list).toEqual([
      { id: 9, name: 'Bean & Leaf Café' },
      { id: 2, name: 'CycleWorks' },
      { id: 1, name: 'GreenGrocer' },
    ]);
  });

  it('has no companies for an empty catalogue', () => {
    expect(companyOptions([])).toEqual([]);
  });

  it('reads the company from the URL, treating anything unreadable as all companies', () => {
    expect(parseCompanyId('2')).toBe(2);
    expect(parseCompanyId(null)).toBeNull();
    expect(parseCompanyId('')).toBeNull();
    expect(parseCompanyId('abc')).toBeNull();
    expect(parseCompanyId('-3')).toBeNull();
    expect(parseCompanyId('1.5')).toBeNull();
  });
});

describe('at catalogue scale', () => {
  it('filters 5,000 coupons well within a frame', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeCoupon({ id: 10_000 + i, companyId: (i % 40) + 1, couponDescription: `Offer number ${i} on Item ${i % 97}` }),
    );
    const big = buildSearchIndex(many);
    const started = performance.now();
    for (const query of ['o', 'of', 'off', 'offe', 'offer n', 'ITEM 42']) filterCoupons(big, { query, companyId: null });
    expect(filterCoupons(big, { query: 'ITEM 42', companyId: null })).toHaveLength(many.filter((c) => c.couponDescription.endsWith('Item 42')).length);
    expect((performance.now() - started) / 6).toBeLessThan(16);
  });
});
