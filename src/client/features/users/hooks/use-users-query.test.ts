import { describe, expect, it } from 'vitest';
import { parseAdjustment } from '../components/adjust-points-dialog';
import { pagingQuery, readUsersView } from './use-users-query';

describe('users table view from the URL', () => {
  it('reads filter, sort and place (a cursor, not a page number), and ignores values the server would refuse', () => {
    expect(readUsersView(new URLSearchParams('q=ada&role=DISTRIBUTOR&sort=-points&after=WyJ4IiwzXQ&from=41'))).toEqual({
      search: 'ada',
      role: 'DISTRIBUTOR',
      sort: '-points',
      place: { at: 'after', cursor: 'WyJ4IiwzXQ' },
      from: 41,
    });
    expect(readUsersView(new URLSearchParams('before=WyJ4IiwzXQ'))).toMatchObject({ place: { at: 'before', cursor: 'WyJ4IiwzXQ' }, from: null });
    expect(readUsersView(new URLSearchParams('last=1'))).toMatchObject({ place: { at: 'last' }, from: null });
    // An old ?page=3 link, a cursor with characters no cursor has: the first page.
    expect(readUsersView(new URLSearchParams('role=KING&sort=shoe-size&page=3&after=%3Cx%3E'))).toEqual({ search: '', role: '', sort: '-created_at', place: { at: 'first' }, from: 1 });
  });

  it('asks the server for cursor pages', () => {
    expect(pagingQuery({ at: 'first' })).toEqual({ paging: 'cursor' });
    expect(pagingQuery({ at: 'after', cursor: 'abc' })).toEqual({ paging: 'cursor', after: 'abc' });
    expect(pagingQuery({ at: 'before', cursor: 'abc' })).toEqual({ paging: 'cursor', before: 'abc' });
    expect(pagingQuery({ at: 'last' })).toEqual({ paging: 'cursor', last: 'true' });
  });
});

describe('points adjustment amount', () => {
  it('takes whole numbers with a sign and nothing else', () => {
    expect(parseAdjustment('50')).toBe(50);
    expect(parseAdjustment('+50')).toBe(50);
    expect(parseAdjustment(' -20 ')).toBe(-20);
    expect(parseAdjustment('2.5')).toBeNull();
    expect(parseAdjustment('ten')).toBeNull();
    expect(parseAdjustment('')).toBeNull();
  });
});
