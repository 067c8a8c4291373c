// The scrollbars of the shell's scroll areas (the sidebar, the drawer, the header search's
// results) in Chromium with scrollbars drawn: however long the list, the thumb is never
// shorter than the spec's minimum of 25 px (section 9), on a desk and on a phone. Measured on a
// screenshot of the scrollbar, after making the list long enough for a thumb of a few pixels.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';
import { dismissInstallBanner } from './shell-support';

const baseUrl = sharedServerUrl();
const MIN_THUMB = 25;

/**
 * The length in CSS px of the vertical scrollbar thumb of `area` once its content is 200,000 px
 * tall (a natural thumb of a few pixels): the longest run of pixels down the middle of the
 * scrollbar that differ from its most common colour, the track.
 */
async function thumbLength(page: Page, area: Locator): Promise<number> {
  // A list that renders again (its data arriving) drops the spacer: measure once it stays.
  for (let attempt = 1; ; attempt++) {
    const length = await measureThumb(page, area);
    if (length !== null || attempt === 3) return length ?? 0;
  }
}

/** The thumb's length, or null when the spacer was gone by the time of the screenshot. */
async function measureThumb(page: Page, area: Locator): Promise<number | null> {
  const strip = await area.evaluate(async (element: HTMLElement) => {
    // A dialog slides in: measure where it comes to rest.
    let last = '';
    for (let tries = 0; tries < 50; tries++) {
      const now = JSON.stringify(element.getBoundingClientRect());
      if (now === last) break;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const spacer = document.createElement('div');
    spacer.style.cssText = 'height: 200000px; flex: none;';
    element.append(spacer);
    element.scrollTop = 0;
    const style = getComputedStyle(element);
    const [left, right, top] = [style.borderLeftWidth, style.borderRightWidth, style.borderTopWidth].map(parseFloat) as [number, number, number];
    const width = element.offsetWidth - element.clientWidth - left - right;
    const box = element.getBoundingClientRect();
    // Viewport coordinates, as the screenshot's clip takes them.
    return { x: box.right - right - width, y: box.top + top, width, height: element.clientHeight };
  });
  expect(strip.width, 'the area draws a scrollbar').toBeGreaterThan(0);
  const png = await page.screenshot({ clip: strip });
  if (!(await area.evaluate((element) => element.scrollHeight > 100_000))) return null;
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width / 2);
  const column = Array.from({ length: info.height }, (_, y) => {
    const at = (y * info.width + x) * info.channels;
    return `${data[at]},${data[at + 1]},${data[at + 2]}`;
  });
  const counts = new Map<string, number>();
  for (const colour of column) counts.set(colour, (counts.get(colour) ?? 0) + 1);
  const track = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  let longest = 0;
  let run = 0;
  for (const colour of column) {
    run = colour === track ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

async function openSearch(page: Page): Promise<Locator> {
  await page.getByTestId('header').getByRole('button', { name: 'Search' }).click();
  const results = page.getByTestId('search-results');
  await results.waitFor();
  return results;
}

describe('on a desk (1440 x 900)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 1440, height: 900 }, showScrollbars: true });
    await logIn(browser.page, baseUrl, 'admin@rebox.test');
    await dismissInstallBanner(browser.page);
  });
  afterAll(() => browser?.close());

  it('the sidebar’s thumb is at least 25 px', async () => {
    const { page } = browser;
    const length = await thumbLength(page, page.getByTestId('sidebar'));
    expect(length).toBeGreaterThanOrEqual(MIN_THUMB);
    // The minimum is what holds it up: the content's own proportion would give a few pixels.
    expect(length).toBeLessThan(MIN_THUMB + 10);
  });

  it('the header search’s results keep a thumb of at least 25 px', async () => {
    const { page } = browser;
    await page.reload();
    const length = await thumbLength(page, await openSearch(page));
    expect(length).toBeGreaterThanOrEqual(MIN_THUMB);
    expect(length).toBeLessThan(MIN_THUMB + 10);
    await page.keyboard.press('Escape');
  });
});

describe('on a phone (390 x 844)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 }, showScrollbars: true });
    await logIn(browser.page, baseUrl, 'admin@rebox.test');
    await dismissInstallBanner(browser.page);
  });
  afterAll(() => browser?.close());

  it('the drawer’s thumb is at least 25 px', async () => {
    const { page } = browser;
    await page.getByTestId('header').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('menu-drawer').locator('.modal-box');
    await drawer.waitFor();
    const length = await thumbLength(page, drawer);
    expect(length).toBeGreaterThanOrEqual(MIN_THUMB);
    expect(length).toBeLessThan(MIN_THUMB + 10);
    await page.keyboard.press('Escape');
  });

  it('the header search’s results keep a thumb of at least 25 px', async () => {
    const { page } = browser;
    await page.reload();
    const length = await thumbLength(page, await openSearch(page));
    expect(length).toBeGreaterThanOrEqual(MIN_THUMB);
    expect(length).toBeLessThan(MIN_THUMB + 10);
    await page.keyboard.press('Escape');
  });
});
