import { describe, expect, it } from 'vitest';
import { parseAdjustment } from '../components/adjust-points-dialog';
import { readUsersView } from './use-users-query';

describe('users table view from the URL', () => {
  it('reads filter, sort and page, and ignores values the server would refuse', () => {
    expect(readUsersView(new URLSearchParams('q=ada&role=DISTRIBUTOR&sort=-points&page=3'))).toEqual({ search: 'ada', role: 'DISTRIBUTOR', sort: '-points', page: 3 });
    expect(readUsersView(new URLSearchParams('role=KING&sort=shoe-size&page=-2'))).toEqual({ search: '', role: '', sort: '-created_at', page: 1 });
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
