import { describe, expect, it } from 'vitest';
import { SEARCH_ENTRIES, SEARCH_ENTRY_PAGES, filterSearchEntries, searchHits } from './search-entries';

describe('the header search', () => {
  it('holds the seven entries of the spec', () => {
    expect(SEARCH_ENTRIES).toEqual(['What is Rebox?', 'Our Services', 'Our Team', 'Our Clients', 'Our Partners', 'Our Blog', 'Our Contact']);
  });

  it('matches a case-insensitive substring anywhere in an entry', () => {
    expect(filterSearchEntries('')).toHaveLength(7);
    expect(filterSearchEntries('OUR')).toHaveLength(6);
    expect(filterSearchEntries('tner')).toEqual(['Our Partners']);
    expect(filterSearchEntries('rebox')).toEqual(['What is Rebox?']);
    expect(filterSearchEntries('  team ')).toEqual(['Our Team']);
    expect(filterSearchEntries('zzz')).toEqual([]);
  });

  it('opens each entry on its own page of the public site, and adds what else is found once something is typed', () => {
    expect(new Set(Object.values(SEARCH_ENTRY_PAGES)).size).toBe(7);
    const coupon = { key: 'coupon:1', label: '$10 Gift Voucher', href: '/coupons?redeem=1', external: false };
    const findMore = (query: string) => (query.includes('gift') ? [coupon] : []);
    expect(searchHits('', findMore).map((h) => h.label)).toEqual([...SEARCH_ENTRIES]);
    expect(searchHits('team', findMore)).toEqual([{ key: 'page:Our Team', label: 'Our Team', href: SEARCH_ENTRY_PAGES['Our Team'], external: true }]);
    expect(searchHits('gift', findMore)).toEqual([coupon]);
  });
});
