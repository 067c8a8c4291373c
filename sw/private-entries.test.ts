import { describe, expect, it } from 'vitest';
import { isPrivateEntry } from './private-entries';

const ORIGIN = 'https://rebox.test';
const at = (path: string) => new URL(path, ORIGIN);

describe('isPrivateEntry (what logout deletes from the caches)', () => {
  it("deletes every API answer but the public catalogue", () => {
    expect(isPrivateEntry(at('/api/v1/user/getUserById/7'), ORIGIN, null)).toBe(true);
    expect(isPrivateEntry(at('/api/v1/coupon/my-redemptions'), ORIGIN, null)).toBe(true);
    expect(isPrivateEntry(at('/api/v1/coupon/get-coupon-list-for-frontend'), ORIGIN, null)).toBe(false);
  });

  it("deletes the user's own profile image in every size, and no one else's image", () => {
    expect(isPrivateEntry(at('/uploads/images/me.webp'), ORIGIN, 'me.webp')).toBe(true);
    expect(isPrivateEntry(at('/uploads/images/me.webp?w=250'), ORIGIN, 'me.webp')).toBe(true);
    expect(isPrivateEntry(at('/uploads/images/banner.webp?w=250'), ORIGIN, 'me.webp')).toBe(false);
    expect(isPrivateEntry(at('/uploads/images/me.webp'), ORIGIN, null)).toBe(false);
  });

  it('keeps the app shell and anything of another origin', () => {
    expect(isPrivateEntry(at('/index.html?__WB_REVISION__=abc'), ORIGIN, 'me.webp')).toBe(false);
    expect(isPrivateEntry(new URL('https://elsewhere.test/api/v1/user/getUserById/7'), ORIGIN, null)).toBe(false);
  });
});
