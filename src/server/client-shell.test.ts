import { describe, expect, it } from 'vitest';
import { boxFrameWords } from '@/build/box-frame-words';
import { checkCharacter } from '@/shared/box-codes';
import { createClientShell } from './client-shell';
import type { CatalogueAnswer } from './modules/coupons/catalogue.service';

const INDEX = '<!doctype html><html><head><title>Rebox</title></head><body></body></html>';
const LIST_PRELOAD = '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/coupon/get-coupon-list-for-frontend" />';
const answer = (leadBanners: (string | null)[], etag = '"a"'): CatalogueAnswer => ({
  etag,
  digest: etag,
  leadBanners,
  body: Buffer.from('{}'),
  gzip: Buffer.alloc(0),
  br: Buffer.alloc(0),
});

// index.html's shape: the plain frame on one line of #root, the catalogue's in a template.
const SLOT = '<div data-lead-banner class="h-24"></div>';
const FRAMED = `<!doctype html><html><head><title>Rebox</title></head><body>\n<div id="root"><div>header</div></div>\n<template id="catalogue-frame"><div>catalogue${SLOT}${SLOT}${SLOT}</div></template>\n</body></html>`;

describe('the shell a navigation gets', () => {
  it('has the catalogue’s frame in #root on the catalogue’s paths, whether or not the list is in time', async () => {
    for (const list of [() => answer(['a.webp']), () => Promise.reject(new Error('database away')), () => new Promise<CatalogueAnswer>(() => undefined)]) {
      const html = await createClientShell(FRAMED, { get: list })('/');
      expect(html).toContain('<div id="root"><div>catalogue');
      expect(html).not.toContain('header');
      expect(html).not.toContain('<template');
    }
  });

  it('shows the first cards’ banners in the frame’s card slots, in order, where the list is in time', async () => {
    const html = await createClientShell(FRAMED, { get: () => answer([null, 'b.webp']) })('/');
    const slots = html.slice(html.indexOf('<div id="root">')).match(/<img [^>]*>|<div data-lead-banner[^>]*>/g);
    // The first card has no banner: its slot stays; the second card's shows with the card's own sources.
    expect(slots).toEqual([
      SLOT.replace('</div>', ''),
      '<img src="/uploads/images/b.webp?w=250" srcset="/uploads/images/b.webp?w=250 1x, /uploads/images/b.webp?w=500 2x" fetchpriority="high" alt="" class="h-24 w-full object-cover" />',
      SLOT.replace('</div>', ''),
    ]);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('is in the language and direction the app will open in: ?lang=, else the first of the browser’s languages Rebox speaks', async () => {
    const index = `<!doctype html><html lang="en" dir="ltr"><head></head><body>\n<div id="root"><div>header</div></div>\n</body></html>`;
    const shellFor = createClientShell(index, { get: () => answer([]) });
    const tag = async (path: string, request: { search?: string; acceptLanguage?: string }) => (await shellFor(path, request)).match(/<html[^>]*>/)![0];
    expect(await tag('/', { acceptLanguage: 'fr-FR,ar;q=0.9,en;q=0.8' })).toBe('<html lang="ar" dir="rtl">');
    expect(await tag('/login', { acceptLanguage: 'en;q=0.5,de-AT' })).toBe('<html lang="de" dir="ltr">');
    expect(await tag('/', { search: '?lang=ar', acceptLanguage: 'de' })).toBe('<html lang="ar" dir="rtl">');
    expect(await tag('/', { search: '?lang=pseudo' })).toBe('<html lang="en" dir="ltr">');
    expect(await tag('/', { acceptLanguage: 'fr, *;q=0.1' })).toBe('<html lang="en" dir="ltr">');
    expect(await tag('/', {})).toBe('<html lang="en" dir="ltr">');
  });

  it('keeps the plain frame elsewhere, without the template', async () => {
    const html = await createClientShell(FRAMED, { get: () => answer(['a.webp']) })('/login');
    expect(html).toContain('<div id="root"><div>header</div></div>');
    expect(html).not.toContain('catalogue');
  });

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

  it('is the plain file on other paths, and on the catalogue’s only the list’s preload when the list fails or is slow', async () => {
    expect(await createClientShell(INDEX, { get: () => answer(['a.webp']) })('/login')).toBe(INDEX);
    const withListOnly = INDEX.replace('</head>', `${LIST_PRELOAD}\n    </head>`);
    expect(await createClientShell(INDEX, { get: () => Promise.reject(new Error('database away')) })('/')).toBe(withListOnly);
    expect(await createClientShell(INDEX, { get: () => new Promise<CatalogueAnswer>(() => undefined) })('/')).toBe(withListOnly);
  });

  it('asks for the catalogue’s list on the catalogue’s paths only, before the head’s scripts: a dashboard does not show it', async () => {
    const index = '<!doctype html><html><head><title>Rebox</title><script type="module" src="/assets/app.js"></script></head><body></body></html>';
    const shellFor = createClientShell(index, { get: () => answer(['a.webp']) });
    for (const path of ['/', '/coupon', '/coupons']) {
      const html = await shellFor(path);
      expect(html.match(/rel="preload" as="fetch"/g)).toHaveLength(1);
      expect(html.indexOf(LIST_PRELOAD)).toBeLessThan(html.indexOf('<script'));
    }
    for (const path of ['/user/dashboard', '/admin/dashboard', '/login', '/wallet']) expect(await shellFor(path)).not.toContain('as="fetch"');
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

describe('the shell of a box’s page', () => {
  const code = `ABCDEFGH${checkCharacter('ABCDEFGH')}`;
  const BOX_FRAMED = async () =>
    FRAMED.replace('<html>', '<html lang="en" dir="ltr">').replace(
      '</template>',
      `</template>\n<template id="box-frame"><script type="application/json" data-box-frame-words>${JSON.stringify(await boxFrameWords())}</script><div><p data-frame-word="title"></p><p data-frame-word="box"><code dir="ltr"></code></p><p data-frame-word="facts" class="text-lg"><strong></strong></p></div></template>`,
    );
  const root = (html: string) => /<div id="root">.*<\/div>$/m.exec(html)![0];
  const asked: string[] = [];
  const boxes = (facts: { returnable: boolean; pointsForReturning: number } | null) => async (stored: string) => (asked.push(stored), facts);

  it('paints the box’s public facts in #root, in the visitor’s language, without either template', async () => {
    const shellFor = createClientShell(await BOX_FRAMED(), { get: () => answer([]) }, boxes({ returnable: true, pointsForReturning: 20 }));
    const english = await shellFor(`/b/${code.toLowerCase().replace(/(...)(?=.)/g, '$1-')}`);
    expect(asked.at(-1)).toBe(code);
    expect(root(english)).toBe(
      `<div id="root"><div><p>A Rebox box</p><p>Box <code dir="ltr">ABC-DEF-GH${code[8]}</code></p><p class="text-lg">Hand this box in at a return point and earn <strong>20 points</strong>. Staff scan your personal code and this box: the points are yours.</p></div></div>`,
    );
    expect(english).not.toContain('<template');
    const german = await shellFor(`/b/${code}`, { acceptLanguage: 'de-DE,en;q=0.5' });
    expect(root(german)).toContain('<p class="text-lg">Gib diese Box an einer Rückgabestelle ab und erhalte <strong>20 Punkte</strong>.');
    const arabic = await shellFor(`/b/${code}`, { search: '?lang=ar' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(root(arabic)).toContain('<strong>20 نقطة</strong>');
  });

  it('says a box that is not out has nothing to hand in', async () => {
    const html = await createClientShell(await BOX_FRAMED(), { get: () => answer([]) }, boxes({ returnable: false, pointsForReturning: 20 }))(`/b/${code}`);
    expect(root(html)).toContain('<p class="text-lg">This box is not out with anyone just now: there is nothing to hand in. Thank you for checking.</p>');
  });

  it('is the plain shell for a code that does not check or cannot be read (never asked for), no box, a lookup that fails or is slow', async () => {
    const index = await BOX_FRAMED();
    const plain = await createClientShell(index, { get: () => answer([]) })('/login');
    asked.length = 0;
    for (const path of [`/b/ABCDEFGH${code[8] === '0' ? '1' : '0'}`, '/b/%ZZ', '/b/', `/b/${code}/more`]) {
      expect(await createClientShell(index, { get: () => answer([]) }, boxes({ returnable: true, pointsForReturning: 1 }))(path)).toBe(plain);
    }
    expect(asked).toEqual([]);
    for (const lookup of [boxes(null), () => Promise.reject(new Error('database away')), () => new Promise<null>(() => undefined)]) {
      expect(await createClientShell(index, { get: () => answer([]) }, lookup)(`/b/${code}`)).toBe(plain);
    }
  });
});
