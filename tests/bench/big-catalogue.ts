// Budget 4: 5,000 and 10,000 coupons in Chromium with 4x CPU throttling: the first render, and each
// search keystroke's interaction latency (Event Timing: input to next paint), against the same
// measurement on the demo's 24 coupons in the same run.
import { startServerProcess } from '../helpers/browser-global-setup';
import { openBrowser } from '../helpers/browser';
import { prepareBenchData } from './bench-data';
import { median, type Figure } from './report';

const PROBES = `
  window.__interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions[entry.interactionId] = Math.max(window.__interactions[entry.interactionId] || 0, entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 0 });
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="coupon-card"]')) {
      observer.disconnect();
      requestAnimationFrame(() => { window.__firstCardAt = performance.now(); });
    }
  }).observe(document, { childList: true, subtree: true });
`;

interface CatalogueTimes {
  firstRender: number;
  rendered: number;
  keystroke: number | null;
  interactions: number;
  worst: number;
  filtered: number;
  queryInUrl: boolean;
}

/** A catalogue of 24 + `extraCoupons` coupons at 4× CPU: first card painted (median of 3), then each search keystroke. */
async function measureCatalogue(runDir: string, clientDir: string, extraCoupons: number): Promise<CatalogueTimes> {
  const data = await prepareBenchData({ coupons: extraCoupons });
  const server = await startServerProcess(runDir, data.dataDir, { CLIENT_DIST: clientDir, LOG_LEVEL: 'warn' });
  const browser = await openBrowser({ serviceWorkers: 'block' });
  try {
    const { page, context } = browser;
    await context.addInitScript(PROBES);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const firstRenders: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(server.url);
      await page.waitForFunction(() => (window as unknown as { __firstCardAt?: number }).__firstCardAt !== undefined, null, { timeout: 60_000 });
      firstRenders.push(await page.evaluate(() => (window as unknown as { __firstCardAt: number }).__firstCardAt));
    }
    const rendered = await page.locator('[data-testid="coupon-card"]').count();
    const search = page.getByPlaceholder('Search for coupons');
    await search.click();
    await page.evaluate(() => ((window as unknown as { __interactions: object }).__interactions = {}));
    for (const key of 'deal number 12') {
      await page.keyboard.type(key);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(500);
    const latencies = Object.values(await page.evaluate(() => (window as unknown as { __interactions: Record<string, number> }).__interactions));
    return {
      firstRender: Math.round(median(firstRenders)),
      rendered,
      keystroke: latencies.length ? Math.round(median(latencies)) : null,
      interactions: latencies.length,
      worst: Math.round(Math.max(0, ...latencies)),
      filtered: await page.locator('[data-testid="coupon-card"]').count(),
      queryInUrl: page.url().includes('q='),
    };
  } finally {
    await browser.close();
    await server.stop('SIGKILL');
  }
}

// Ratio budget: the absolute budget it replaces (50 ms) over the 24-coupon keystroke on the
// machine that set that (32 ms, 2026-11-23), rounded.
const KEYSTROKE_BUDGET = 1.6;

/** The older budget's 5,000 coupons and the national scale's 10,000 (live coupons of 500 companies at national scale). */
const SIZES = [5000, 10_000];

/** Each size against the same measurement on the demo's 24, same build, same throttling. */
export async function measureBigCatalogue(runDir: string, clientDir: string): Promise<Figure[]> {
  const small = await measureCatalogue(runDir, clientDir, 0);
  const figures: Figure[] = [
    { name: '24 coupons, 4× CPU: first card painted / search keystroke to next paint (medians)', value: small.keystroke, unit: 'ms', kind: null, note: `first card ${small.firstRender} ms; ${small.interactions} interactions; the yardstick of the keystroke rows` },
  ];
  for (const size of SIZES) {
    const big = await measureCatalogue(runDir, clientDir, size);
    const label = `${size.toLocaleString('en')} coupons, 4× CPU`;
    const keystrokeRatio = big.keystroke === null || !small.keystroke ? null : Math.round((big.keystroke / small.keystroke) * 100) / 100;
    figures.push(
      { name: `${label}: first card painted (median of 3)`, value: big.firstRender, unit: 'ms', kind: null, note: `${big.rendered} cards in the DOM` },
      {
        name: `${label}: search keystroke to next paint / 24 coupons (median)`,
        value: keystrokeRatio,
        unit: '×',
        kind: 'max',
        budget: KEYSTROKE_BUDGET,
        note: `${big.keystroke ?? '?'} ms against ${small.keystroke ?? '?'} ms; ${big.interactions} interactions, worst ${big.worst} ms; ${big.filtered} cards after filtering; ${big.queryInUrl ? 'query in URL' : 'query NOT in URL'}`,
      },
    );
  }
  return figures;
}
