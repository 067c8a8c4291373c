import { describe, expect, it } from 'vitest';
import { SEARCH_ENTRIES, filterSearchEntries } from './search-entries';

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
});
