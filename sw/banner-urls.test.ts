import { describe, expect, it } from 'vitest';
import { bannerUrls } from './banner-urls';

describe('bannerUrls', () => {
  it('gives each distinct banner once per width the cards ask for, skipping coupons without one', () => {
    expect(bannerUrls('https://rebox.test', ['a.webp', null, 'b.webp', 'a.webp'])).toEqual([
      'https://rebox.test/uploads/images/a.webp?w=250',
      'https://rebox.test/uploads/images/a.webp?w=500',
      'https://rebox.test/uploads/images/b.webp?w=250',
      'https://rebox.test/uploads/images/b.webp?w=500',
    ]);
  });

  it('encodes a name the way the page does', () => {
    expect(bannerUrls('https://rebox.test', ['a b.webp'])).toEqual([
      'https://rebox.test/uploads/images/a%20b.webp?w=250',
      'https://rebox.test/uploads/images/a%20b.webp?w=500',
    ]);
  });
});
