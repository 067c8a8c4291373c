import { describe, expect, it } from 'vitest';
import { createClientShell } from './client-shell';
import type { CatalogueAnswer } from './modules/coupons/catalogue.service';

const INDEX = '<!doctype html><html><head><title>Rebox</title></head><body></body></html>';
const answer = (leadBanners: string[], etag = '"a"'): CatalogueAnswer => ({
  etag,
  digest: etag,
  leadBanners,
  body: Buffer.from('{}'),
  gzip: Buffer.alloc(0),
  br: Buffer.alloc(0),
});

describe('the shell a navigation gets', () => {
  it('names the first cards’ banners on the catalogue’s paths, with the sources the cards use', async () => {
    const shellFor = createClientShell(INDEX, { get: () => answer(['a b.webp', 'c.webp']) });
    for (const path of ['/', '/coupon', '/coupons']) {
      const html = await shellFor(path);
      expect(html).toContain(
        '<link rel="preload" as="image" href="/uploads/images/a%20b.webp?w=250" imagesrcset="/uploads/images/a%20b.webp?w=250 1x, /uploads/images/a%20b.webp?w=500 2x" fetchpriority="high" />',
      );
      expect(html.match(/rel="preload" as="image"/g)).toHaveLength(2);
      expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('is the plain file on other paths, and when the list fails or is slow', async () => {
    expect(await createClientShell(INDEX, { get: () => answer(['a.webp']) })('/login')).toBe(INDEX);
    expect(await createClientShell(INDEX, { get: () => Promise.reject(new Error('database away')) })('/')).toBe(INDEX);
    expect(await createClientShell(INDEX, { get: () => new Promise<CatalogueAnswer>(() => undefined) })('/')).toBe(INDEX);
  });

  it('follows the list when it changes', async () => {
    let current = answer(['old.webp'], '"1"');
    const shellFor = createClientShell(INDEX, { get: () => current });
    expect(await shellFor('/')).toContain('old.webp');
    current = answer(['new.webp'], '"2"');
    const html = await shellFor('/');
    expect(html).toContain('new.webp');
    expect(html).not.toContain('old.webp');
  });
});
