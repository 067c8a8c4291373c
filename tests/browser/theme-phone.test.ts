// The look of the app on a recycler's phone: the theme follows the
// phone's dark setting until the person picks one, the dark theme is calm at night (no lit-up
// brand panels), the theme customizer's button covers nothing, and on an RTL page English
// text and "N points" still read in order.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { API_PATHS } from '@/shared/api-paths';
import { logIn } from '../helpers/pwa';
import { apiAs, registerRecycler } from '../helpers/recycler';
import { LOOKS, settled, storeLook } from './sweep-support';

const baseUrl = sharedServerUrl();
const RECYCLER = 'rita@rebox.test';

const sessions: BrowserSession[] = [];
let page: Page;

async function newPhone() {
  const session = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  sessions.push(session);
  page = session.page;
}

beforeAll(newPhone);
afterAll(() => Promise.all(sessions.map((s) => s.close())));

/** Signed in as the recycler, whatever the tests before left: each test stands on its own. */
async function ensureSignedIn() {
  await page.goto(`${baseUrl}/user/dashboard`);
  // The guard sends a visitor to /login after the page has loaded: wait for one screen or the other.
  const balance = page.getByTestId('balance');
  await balance.or(page.getByLabel('Email')).first().waitFor();
  if (!(await balance.isVisible())) await logIn(page, baseUrl, RECYCLER);
  await balance.waitFor();
}

const theme = () => page.evaluate(() => document.documentElement.dataset.theme);

/** The layout record the app keeps in IndexedDB (idb-keyval's default store). */
function storedLayout(p: Page): Promise<unknown> {
  return p.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('rebox:layout:v1');
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** The relative luminance (WCAG) of what the screen shows a few pixels inside an element's corner. */
async function shownLuminance(selector: string): Promise<number> {
  const box = (await page.locator(selector).first().boundingBox())!;
  const png = await page.screenshot({ clip: { x: box.x + box.width - 12, y: box.y + 4, width: 6, height: 6 } });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const channel = (c: number) => {
    let sum = 0;
    for (let i = c; i < data.length; i += info.channels) sum += data[i]!;
    const v = sum / (data.length / info.channels) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

describe('the theme follows the phone until the person chooses', () => {
  it('a phone set to dark gets the dark theme on the first visit, and follows the setting live', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${baseUrl}/coupons`);
    await page.getByTestId('coupon-card').first().waitFor();
    expect(await theme()).toBe('rebox-dark');
    expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(theme).toBe('rebox');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(theme).toBe('rebox-dark');
  });

  it('is calm at night: the shop banner and the points card are no lit-up panels', async () => {
    await settled(page);
    // The old dark theme painted them #2dd4bf (luminance 0.54), brighter than anything around.
    expect(await shownLuminance('[aria-labelledby="shop-banner-title"]')).toBeLessThan(0.1);
    await ensureSignedIn();
    await settled(page);
    expect(await theme()).toBe('rebox-dark');
    expect(await shownLuminance('[aria-labelledby="balance-heading"]')).toBeLessThan(0.1);
  });

  it('a stored choice wins over the phone’s setting, and Reset gives the choice back to the phone', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await ensureSignedIn();
    // On a phone the look-and-language controls are behind the header's Display entry.
    await page.getByTestId('header').getByRole('button', { name: 'Display' }).click();
    const toggle = page.getByTestId('header').getByRole('switch', { name: 'Dark mode' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await expect.poll(theme).toBe('rebox');
    // Written through to IndexedDB before the reload that reads it.
    await expect.poll(() => storedLayout(page)).toMatchObject({ darkMode: false, themeChosen: true });
    await page.reload();
    await page.getByTestId('balance').waitFor();
    expect(await theme()).toBe('rebox');

    await page.getByRole('button', { name: 'Display' }).click();
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    const panel = page.getByRole('dialog', { name: 'Theme customizer' });
    await panel.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect.poll(theme).toBe('rebox-dark');
    await page.keyboard.press('Escape');
    await page.emulateMedia({ colorScheme: 'light' });
  });
});

describe('the theme customizer on a phone', () => {
  beforeAll(async () => {
    // A recycler whose My reports fills the screen: the old floating button sat over its Points column.
    const recycler = await registerRecycler(baseUrl, 'Tess Tables');
    for (let boxes = 1; boxes <= 8; boxes++) {
      const answer = await apiAs(baseUrl, recycler.token, 'POST', API_PATHS.returns.report, { boxes, location: `Shelf ${boxes}` }, { 'idempotency-key': randomUUID() });
      expect(answer.status).toBeLessThan(300);
    }
    await newPhone();
    await logIn(page, baseUrl, recycler.email);
  });

  it('keeps the admin template’s frame options under Advanced and offers a Reset', async () => {
    await page.goto(`${baseUrl}/user/form`);
    await page.locator('main').waitFor();
    await page.getByRole('button', { name: 'Display' }).click();
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    const panel = page.getByRole('dialog', { name: 'Theme customizer' });
    await panel.getByRole('radio', { name: 'Dark' }).waitFor();
    expect(await panel.getByRole('group', { name: 'Navbar type' }).isVisible()).toBe(false);
    await panel.getByText('Advanced').click();
    for (const name of ['Content width', 'Navbar type', 'Footer type']) expect(await panel.getByRole('group', { name }).isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Reset to defaults' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  for (const [path, name] of [
    ['/user/form', 'Report a return and My reports'],
    ['/user/dashboard', 'the dashboard'],
    ['/wallet', 'My coupons'],
  ] as const) {
    it(`its button covers no text and no control of ${name}, wherever the page is scrolled`, async () => {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main').waitFor();
      await settled(page);
      const covered = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('[data-testid=display-menu] > button')!;
        const header = document.querySelector('[data-testid=header]');
        const bar = document.querySelector('[data-testid=bottom-bar]');
        const main = document.querySelector('main')!;
        // Everything a person reads or taps in the page: its controls and its runs of text.
        const items: { what: string; rects: () => DOMRect[] }[] = [];
        for (const el of main.querySelectorAll('a[href], button, input, select, textarea, summary')) items.push({ what: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`, rects: () => [...el.getClientRects()] });
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          items.push({ what: `"${node.textContent.trim().slice(0, 30)}"`, rects: () => [...range.getClientRects()] });
        }
        const hits = new Set<string>();
        for (let y = 0; y <= document.documentElement.scrollHeight; y += 120) {
          window.scrollTo(0, y);
          const b = button.getBoundingClientRect();
          // What the sticky header or the bottom bar hides is hidden from everyone, button or not.
          const top = header?.getBoundingClientRect().bottom ?? 0;
          const bottom = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : innerHeight;
          for (const item of items) {
            for (const r of item.rects()) {
              const visibleTop = Math.max(r.top, top);
              const visibleBottom = Math.min(r.bottom, bottom);
              if (r.width === 0 || visibleTop >= visibleBottom) continue;
              if (r.left < b.right && b.left < r.right && visibleTop < b.bottom && b.top < visibleBottom) hits.add(item.what);
            }
          }
        }
        window.scrollTo(0, 0);
        return [...hits];
      });
      expect(covered).toEqual([]);
    });
  }
});

describe('right to left', () => {
  const rtl = LOOKS.find((l) => l.name === 'rtl')!;

  it('a coupon’s English title and its "N points" read in order on an RTL page', async () => {
    await storeLook(page, rtl);
    await page.goto(`${baseUrl}/coupons`);
    await page.getByLabel('Search for coupons').fill('10% off');
    const card = page.getByTestId('coupon-card').filter({ hasText: '10% off' }).first();
    await card.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const order = await card.evaluate((el) => {
      /** Left edges on screen of the first occurrence of each word in the element's text. */
      const leftOf = (root: Element, word: string) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(word);
          if (at === -1) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          return range.getBoundingClientRect().left;
        }
        throw new Error(`no "${word}" in ${root.textContent}`);
      };
      const title = el.querySelector('h2')!;
      const points = el.querySelector('[data-testid=coupon-points]')!;
      const number = /\d+/.exec(points.textContent!)![0];
      return {
        percentBeforeOff: leftOf(title, '10%') < leftOf(title, 'off'),
        numberBeforeWord: leftOf(points, number) < leftOf(points, 'points'),
        // The markup isolates them: the partner's text in dir="auto", number and word in one <bdi>.
        titleIsolated: title.closest('[dir=auto], bdi') !== null,
        pointsInOneIsolate: points.querySelector('bdi')?.textContent?.trim() === `${number} points`,
      };
    });
    expect(order).toEqual({ percentBeforeOff: true, numberBeforeWord: true, titleIsolated: true, pointsInOneIsolate: true });
  });

  it('an English sentence keeps its full stop at its end', async () => {
    const dot = await page.locator('[aria-labelledby="shop-banner-title"] p').evaluate((p) => {
      const node = [...p.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim().endsWith('.'))!;
      const text = node.textContent!;
      const range = document.createRange();
      range.setStart(node, text.lastIndexOf('.'));
      range.setEnd(node, text.lastIndexOf('.') + 1);
      const lastWord = document.createRange();
      lastWord.setStart(node, text.lastIndexOf(' ') + 1);
      lastWord.setEnd(node, text.lastIndexOf('.'));
      return { dot: range.getBoundingClientRect().left, lastWord: lastWord.getBoundingClientRect().right };
    });
    // In reading order the stop comes last, right after the word it ends ("below.", not ".below").
    expect(dot.dot).toBeGreaterThanOrEqual(dot.lastWord - 1);
    await storeLook(page, LOOKS[0]!);
  });
});
