// What the main thread spends in Intl on a first visit to the catalogue, at Lighthouse's 4× CPU
// slowdown, until the first card shows: every formatter, plural rule and collator it makes, and
// every localeCompare (the first of each kind sets up ICU's data for it). With the worker that
// sets Intl up while the entry runs (src/client/lib/performance/warm-intl.ts) and, in the same run, with
// workers taken away (the main thread then pays the set-up itself).
import { openBrowser } from '../helpers/browser';
import { median, type Figure } from './report';

const RUNS = 5;

// A string, not a function: tsx would wrap a function's inner arrows in a helper the page lacks.
const timeIntl = (keepWorker: boolean) => `(() => {
  const spent = (window.intlSpent = { ms: 0, calls: 0 });
  if (!${keepWorker}) window.Worker = undefined;
  const timed = (run) => {
    const started = performance.now();
    try { return run(); } finally { spent.ms += performance.now() - started; spent.calls += 1; }
  };
  for (const name of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'Collator']) {
    Intl[name] = new Proxy(Intl[name], { construct: (target, args) => timed(() => Reflect.construct(target, args)) });
  }
  const localeCompare = String.prototype.localeCompare;
  String.prototype.localeCompare = function (...args) { return timed(() => localeCompare.apply(this, args)); };
})()`;

async function intlSpentMs(url: string, withWorker: boolean): Promise<number> {
  const session = await openBrowser({ serviceWorkers: 'block' });
  try {
    const { page, context } = session;
    await page.addInitScript(timeIntl(withWorker));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await page.getByTestId('coupon-card').first().waitFor();
    const spent = await page.evaluate(() => (window as unknown as { intlSpent: { ms: number; calls: number } }).intlSpent);
    if (spent.calls === 0) throw new Error('The catalogue made no Intl formatter on its first screen.');
    return Math.round(spent.ms * 10) / 10;
  } finally {
    await session.close();
  }
}

export async function measureFirstIntl(url: string): Promise<Figure[]> {
  const warm: number[] = [];
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    warm.push(await intlSpentMs(url, true));
    cold.push(await intlSpentMs(url, false));
  }
  return [
    {
      name: 'first visit: main-thread time in Intl until the first card (4× CPU)',
      value: median(warm),
      unit: 'ms',
      kind: null,
      note: `median of ${RUNS} (${warm.join(' / ')}); without the warm-up worker ${median(cold)} ms (${cold.join(' / ')})`,
    },
  ];
}
