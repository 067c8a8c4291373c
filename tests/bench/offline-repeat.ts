// Budget 3: a repeat visit with the service worker and no network: navigation start to
// the first coupon card painted, median of 7 reloads, against the same measurement of a bare
// React page with 24 cards and a cache-first service worker (bare-page.ts).
import { openBrowser } from '../helpers/browser';
import { median, type Figure } from './report';

// Records when the first card enters the DOM, then waits one frame for the paint.
const FIRST_CARD_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="coupon-card"]')) {
      observer.disconnect();
      requestAnimationFrame(() => { window.__firstCardAt = performance.now(); });
    }
  }).observe(document, { childList: true, subtree: true });
`;

interface OfflineTimes {
  median: number;
  runs: number[];
  controlled: boolean;
}

async function firstCardOffline(baseUrl: string): Promise<OfflineTimes> {
  const browser = await openBrowser();
  const { page, context } = browser;
  try {
    await page.goto(baseUrl);
    await page.locator('[data-testid="coupon-card"]').first().waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Let the SW take control and warm its caches, then a controlled online reload.
    await page.reload();
    await page.locator('[data-testid="coupon-card"]').first().waitFor();
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    await context.addInitScript(FIRST_CARD_PROBE);
    await context.setOffline(true);
    const runs: number[] = [];
    for (let i = 0; i < 7; i++) {
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { __firstCardAt?: number }).__firstCardAt !== undefined, null, { timeout: 15_000 });
      runs.push(Math.round(await page.evaluate(() => (window as unknown as { __firstCardAt: number }).__firstCardAt)));
    }
    return { median: Math.round(median(runs)), runs, controlled };
  } finally {
    await browser.close();
  }
}

const NAME = 'offline repeat visit: first card painted / bare page (median of 7)';
// Ratio budget: the absolute budget it replaces (400 ms) over the bare page's figure on the
// machine that set that (47 ms, 2026-11-23), rounded down.
const BUDGET = 8;

/** The catalogue's offline repeat visit against the same measurement of the bare page (bare-page.ts). */
export async function measureOfflineRepeat(baseUrl: string, bareUrl: string): Promise<Figure[]> {
  try {
    const bare = await firstCardOffline(bareUrl);
    const app = await firstCardOffline(baseUrl);
    const note = [app.controlled ? '' : 'the service worker did not control the page', bare.controlled ? '' : 'the bare page\'s service worker did not control it']
      .filter(Boolean)
      .join('; ');
    return [
      { name: 'bare React page, 24 cards: offline repeat visit, first card painted (median of 7)', value: bare.median, unit: 'ms', kind: null, note: `runs ${bare.runs.join('/')}` },
      { name: NAME, value: Math.round((app.median / Math.max(bare.median, 1)) * 10) / 10, unit: '×', kind: 'max', budget: BUDGET, note: `${app.median} ms (runs ${app.runs.join('/')})${note ? `; ${note}` : ''}` },
    ];
  } catch (error) {
    return [{ name: NAME, value: null, unit: '×', kind: 'max', budget: BUDGET, note: (error as Error).message.split('\n')[0]!.slice(0, 120) }];
  }
}
