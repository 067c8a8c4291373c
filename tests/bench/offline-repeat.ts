// Budget 3: a repeat visit with the service worker and no network: navigation start to
// the first coupon card painted, median of 7 reloads.
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

export async function measureOfflineRepeat(baseUrl: string): Promise<Figure[]> {
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
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { __firstCardAt?: number }).__firstCardAt !== undefined, null, { timeout: 15_000 });
      times.push(await page.evaluate(() => (window as unknown as { __firstCardAt: number }).__firstCardAt));
    }
    return [
      {
        name: 'offline repeat visit: first card painted (median of 7)',
        value: Math.round(median(times)),
        unit: 'ms',
        kind: 'max',
        budget: 400,
        note: controlled ? `runs ${times.map(Math.round).join('/')}` : 'the service worker did not control the page',
      },
    ];
  } catch (error) {
    return [{ name: 'offline repeat visit: first card painted (median of 7)', value: null, unit: 'ms', kind: 'max', budget: 400, note: (error as Error).message.split('\n')[0]!.slice(0, 120) }];
  } finally {
    await browser.close();
  }
}
