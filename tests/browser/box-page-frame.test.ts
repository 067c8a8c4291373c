// A box's page opened from its label on a first visit: the HTML already says what the box is and
// what it earns, in the visitor's language, before the script runs (the page's largest paint),
// and the app's page takes its place without moving that sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCharacter, formatBoxCode } from '@/shared/box-codes';
import type { Batch } from '@/shared/contract/boxes';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { apiAs, staffToken } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
let code: string;
let visitor: BrowserSession;

beforeAll(async () => {
  const admin = await staffToken(baseUrl, 'admin@rebox.test');
  const clients = await apiAs<{ items: { id: number }[] }>(baseUrl, admin, 'GET', '/clients?pageSize=50');
  const batch = await apiAs<Batch>(baseUrl, admin, 'POST', '/boxes/batches', { clientId: clients.body.data.items[0]!.id, count: 1 });
  code = batch.body.data.codes[0]!;
  const shipped = await apiAs(baseUrl, await staffToken(baseUrl, 'distributor@rebox.test'), 'POST', '/boxes/ship', { codes: [code] });
  expect(shipped.status).toBe(200);
  // No service worker: a first visit, where the network is all there is.
  visitor = await openBrowser({ serviceWorkers: 'block' });
});
afterAll(() => visitor?.close());

const html = async (path: string, language = 'en') => (await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': language } })).text();
const SENTENCE = /<p class="text-lg">Hand this box in at a return point and earn <strong>\d+ points<\/strong>\./;

describe('the HTML of a box’s page', () => {
  it('holds the frame with the box’s sentence, hidden from screen readers, before any script runs', async () => {
    const page = await html(`/b/${formatBoxCode(code).toLowerCase()}`);
    const root = /<div id="root">(.*)<\/div>$/m.exec(page)![1]!;
    expect(root).toMatch(SENTENCE);
    expect(root).toMatch(/^<div aria-hidden="true" inert /);
    expect(root).toContain(`<code dir="ltr" class="font-semibold text-base-content">${formatBoxCode(code)}</code>`);
    expect(page).not.toContain('<template');
  });

  it('is in German for a German browser, right to left in Arabic', async () => {
    expect(await html(`/b/${code}`, 'de-DE,de;q=0.9')).toMatch(/<p class="text-lg">Gib diese Box an einer Rückgabestelle ab und erhalte <strong>\d+ Punkte<\/strong>\./);
    const arabic = await html(`/b/${code}`, 'ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('سلّم هذا الصندوق');
  });

  it('is the plain shell for an unknown code or one that does not check; an address that cannot be read is no server error', async () => {
    const plain = await html('/login');
    // A code that checks but was never made (codes are 40 random bits).
    const unknown = code.startsWith('ZZZZ') ? '00000000' : 'ZZZZZZZZ';
    for (const path of [`/b/${unknown}${checkCharacter(unknown)}`, `/b/${code.slice(0, 8)}${code[8] === '0' ? '1' : '0'}`]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(plain);
    }
    // Fastify itself refuses a malformed percent-encoding (400) before any shell is made.
    expect((await fetch(`${baseUrl}/b/%E0%A4%A`)).status).toBeLessThan(500);
  });
});

describe('a box’s page on a first visit', () => {
  const sentenceBox = () =>
    visitor.page.evaluate(() => {
      const p = document.querySelector('#root p.text-lg');
      if (!p) return null;
      const { x, y, width, height } = p.getBoundingClientRect();
      return { text: p.textContent, x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    });

  it('paints the sentence with the script held back, and the app’s facts card then shows it in the same place', async () => {
    const { page } = visitor;
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(`${baseUrl}/b/${code}`);
    const framed = await sentenceBox();
    expect(framed?.text).toMatch(/^Hand this box in at a return point and earn \d+ points\./);
    await page.unroute(ENTRY);

    await page.goto(`${baseUrl}/b/${code}`);
    await page.getByTestId('box-facts').waitFor();
    expect(await page.locator('#root [aria-hidden="true"][inert]').count()).toBe(0);
    expect(await page.getByTestId('box-facts').locator('p.text-lg').evaluate((p) => p.closest('[inert]'))).toBeNull();
    expect(await sentenceBox()).toEqual(framed);
  });

  it('in German, as the app is for a German browser: the same words in the same place', async () => {
    const german = await openBrowser({ serviceWorkers: 'block', locale: 'de-DE' });
    try {
      const { page } = german;
      const box = () => page.locator('#root p.text-lg').first().evaluate((p) => ({ text: p.textContent, top: Math.round(p.getBoundingClientRect().top), height: Math.round(p.getBoundingClientRect().height) }));
      await page.route(ENTRY, (route) => route.abort());
      await page.goto(`${baseUrl}/b/${code}`);
      const framed = await box();
      expect(framed.text).toMatch(/^Gib diese Box an einer Rückgabestelle ab/);
      await page.unroute(ENTRY);
      await page.goto(`${baseUrl}/b/${code}`);
      await page.getByTestId('box-facts').waitFor();
      expect(await box()).toEqual(framed);
    } finally {
      await german.close();
    }
  });
});
