// The first visit's largest paint is a coupon banner, which waits for the catalogue's list:
// the list is asked for by the HTML itself (a preload), not after the script has
// loaded and run, and the catalogue's own call is handed that answer: one request, not two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
const LIST = '/api/v1/coupon/get-coupon-list-for-frontend';
let visitor: BrowserSession;

beforeAll(async () => {
  // No service worker: a first visit, where the network is all there is.
  visitor = await openBrowser({ serviceWorkers: 'block' });
});
afterAll(() => visitor?.close());

/** Who asked for the paths `matches` picks ('parser': the HTML; 'script': the app), in order, from here on. */
async function requestInitiators({ page, context }: BrowserSession, matches: (pathname: string) => boolean): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const initiators: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (matches(new URL(event.request.url).pathname)) initiators.push(event.initiator.type);
  });
  return initiators;
}

const listInitiators = (session: BrowserSession) => requestInitiators(session, (pathname) => pathname === LIST);

describe('the catalogue list on a first visit', () => {
  it('is requested once, by the HTML, before the script has run', async () => {
    const { page } = visitor;
    const initiators = await listInitiators(visitor);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('coupon-card').first().waitFor();
    await page.waitForTimeout(500); // a second request, were the preload not used, would be on its way
    expect(initiators).toEqual(['parser']);
  });

  it('is requested once for a signed-in visitor too (their call, token and all, is handed the preloaded answer)', async () => {
    const member = await openBrowser({ serviceWorkers: 'block' });
    try {
      const { page } = member;
      await logIn(page, baseUrl, 'user@rebox.test');
      const initiators = await listInitiators(member);
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('catalogue-wallet-link').waitFor(); // signed in, on the catalogue
      await page.getByTestId('coupon-card').first().waitFor();
      await page.waitForTimeout(500);
      expect(initiators).toEqual(['parser']);
    } finally {
      await member.close();
    }
  });
});

describe('the catalogue list on a first visit elsewhere', () => {
  it('is not asked for on a dashboard, which does not show it, and Chrome does not warn of a preload left unused', async () => {
    const member = await openBrowser({ serviceWorkers: 'block' });
    try {
      const { page } = member;
      await logIn(page, baseUrl, 'admin@rebox.test');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const initiators = await listInitiators(member);
      await page.goto(`${baseUrl}/admin/dashboard`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Chrome names a preload nobody used about three seconds after the load event.
      await page.waitForTimeout(4000);
      expect(initiators).toEqual([]);
      expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
    } finally {
      await member.close();
    }
  });
});

describe('the first cards’ banners on a first visit', () => {
  it('are asked for by the HTML, once each, and are what the cards show', async () => {
    const { page, context } = visitor;
    await context.clearCookies();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.enable');
    const banners: { url: string; initiator: string; priority: string }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname.startsWith('/uploads/images/')) banners.push({ url: event.request.url, initiator: event.initiator.type, priority: event.request.initialPriority });
    });
    await page.goto(`${baseUrl}/`);
    const firstBanner = page.getByTestId('coupon-card').first().locator('img');
    await expect.poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForTimeout(500); // a second request for it, were the preload not used, would be on its way
    const shown = await firstBanner.evaluate((img: HTMLImageElement) => img.currentSrc);
    // Before the script has run: the HTML named it (a request of the parser), at the priority the
    // card's own <img> asks for (a preload is Low otherwise), and the card used that answer.
    expect(banners.filter((banner) => banner.url === shown)).toEqual([{ url: shown, initiator: 'parser', priority: 'High' }]);
  });
});

describe('the scripts of a first visit', () => {
  it('are all asked for by the HTML: none waits for the entry script to arrive and name it', async () => {
    const { page, context } = visitor;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.enable');
    const scripts = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const { pathname } = new URL(event.request.url);
      if (pathname.endsWith('.js') && !scripts.has(pathname)) scripts.set(pathname, event.initiator.type);
    });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('coupon-card').first().waitFor();
    const entry = await page.locator('script[type="module"][src]').getAttribute('src');
    const entryCode = await (await fetch(new URL(entry!, baseUrl))).text();
    // The entry's static imports (`import{…}from"./x.js"`), which it cannot run without; its
    // lazy chunks (`import("./x.js")`) are asked for by the script when they are needed.
    const staticImports = [...entryCode.matchAll(/from"\.\/([\w.-]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
    expect(staticImports.length).toBeGreaterThan(0);
    expect(Object.fromEntries([entry!, ...staticImports].map((file) => [file, scripts.get(file)]))).toEqual(
      Object.fromEntries([entry!, ...staticImports].map((file) => [file, 'parser'])),
    );
  });

  it('include the Intl warm-up worker’s: the HTML asks for it, before the entry has run and started the worker', async () => {
    // A browser of its own: the tests above turned the cache off in theirs.
    const fresh = await openBrowser({ serviceWorkers: 'block' });
    try {
      const { page } = fresh;
      // The worker's own fetch is the worker target's, whose answer this page's session does not
      // see (Lighthouse showed it from the cache, 0 bytes): here, who asked, in order.
      const initiators = await requestInitiators(fresh, (pathname) => /\/warm-intl\.worker-[\w-]+\.js$/.test(pathname));
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('coupon-card').first().waitFor();
      // Asked for by the entry only, it came too late unthrottled: the first render set Intl up
      // itself, 37 ms of one task (2026-11-28). The HTML asks first, then the worker starts.
      await expect.poll(() => initiators.length).toBe(2);
      expect(initiators[0]).toBe('parser');
    } finally {
      await fresh.close();
    }
  });
});

describe('the first screen of a first visit', () => {
  type FirstScreen = { cards?: number; skeletons?: number; registered?: number };
  let session: BrowserSession;
  /** The page's dedicated workers, with when each ended. */
  const workers: { url: string; ended: Promise<void> }[] = [];

  // Performance-clock times at which cards and skeletons first appeared and the service worker
  // was registered, recorded from before the app's script runs, on a first visit to the catalogue.
  beforeAll(async () => {
    session = await openBrowser({ serviceWorkers: 'block' });
    await session.page.addInitScript(() => {
      const seen: { cards?: number; skeletons?: number; registered?: number } = {};
      (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args) => {
        seen.registered ??= performance.now();
        return register(...args);
      };
      new MutationObserver(() => {
        if (seen.cards === undefined && document.querySelector('[data-testid="coupon-card"]')) seen.cards = performance.now();
        if (seen.skeletons === undefined && document.querySelector('[role="status"] .skeleton')) seen.skeletons = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    session.page.on('worker', (worker) => workers.push({ url: worker.url(), ended: new Promise((resolve) => worker.on('close', () => resolve())) }));
    await session.page.goto(`${baseUrl}/`);
    await session.page.getByTestId('coupon-card').first().waitFor();
  });
  afterAll(() => session?.close());
  const firstScreen = () => session.page.evaluate(() => (window as unknown as { firstScreen: FirstScreen }).firstScreen);

  it('shows the cards in the app’s first render: no skeletons while the list the HTML asked for is already in', async () => {
    const seen = await firstScreen();
    expect(seen.cards).toBeGreaterThan(0);
    expect(seen.skeletons).toBeUndefined();
  });

  it('sets Intl up in a worker from its own origin, which ends once done: the first numbers are formatted without that wait on the main thread', async () => {
    expect(workers.map((worker) => new URL(worker.url).origin)).toEqual([new URL(baseUrl).origin]);
    await workers[0]!.ended;
  });

  it('registers the service worker only once the cards are on screen: its script and precache do not compete with them', async () => {
    await expect.poll(async () => (await firstScreen()).registered ?? null).not.toBeNull();
    const seen = await firstScreen();
    expect(seen.registered).toBeGreaterThan(seen.cards!);
  });
});

describe('the HTML’s first paint, while the script downloads', () => {
  const ENTRY = /\/assets\/index-[\w-]+\.js$/;
  type Painted = { text: string; hidden: boolean; cards: number; banners: number; dock: boolean; brand: string; background: string };

  /** What `path` shows with the entry script held back (a phone on a slow network, before it arrives). */
  async function firstPaint(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Painted> {
    const { page } = visitor;
    await page.emulateMedia({ colorScheme });
    await page.route(ENTRY, (route) => route.abort());
    try {
      await page.goto(`${baseUrl}${path}`);
      return await page.evaluate(() => {
        const root = document.getElementById('root')!;
        const frame = root.firstElementChild as HTMLElement;
        const shown = (selector: string) => [...root.querySelectorAll(selector)].filter((el) => el.getBoundingClientRect().height > 0);
        return {
          text: root.innerText.trim(),
          hidden: frame.getAttribute('aria-hidden') === 'true' && (frame.inert || root.querySelectorAll('a, button, input, select').length === 0),
          cards: shown('.card').length,
          banners: shown('.card img').filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length,
          dock: shown('.dock').length === 1,
          brand: getComputedStyle(root.querySelector('.text-primary')!).color,
          background: getComputedStyle(frame).backgroundColor,
        };
      });
    } finally {
      await page.unroute(ENTRY);
      await page.emulateMedia({ colorScheme: null });
    }
  }

  it('is the catalogue’s frame on the catalogue: banner, filters, card frames with the first two coupons’ banners, and the bottom bar, in the theme’s colours, with no words and hidden from screen readers', async () => {
    const painted = await firstPaint('/');
    // Words in the frame are the real ones, laid out but not shown (the app's language may differ).
    expect(painted).toEqual({ text: 'Rebox', hidden: true, cards: 4, banners: 2, dock: true, brand: 'rgb(15, 118, 110)', background: 'rgb(244, 246, 248)' });
  });

  it('follows the device’s dark setting, as the app will', async () => {
    expect(await firstPaint('/coupons', 'dark')).toMatchObject({ cards: 4, background: 'rgb(11, 18, 32)' });
  });

  it('is right to left for a browser that speaks Arabic, as the app will be: the first card at the right from the first paint on', async () => {
    const arabic = await openBrowser({ serviceWorkers: 'block', locale: 'ar' });
    try {
      const { page } = arabic;
      const firstCardsLeft = () => page.evaluate(() => [...document.querySelectorAll('#root .card')].slice(0, 2).map((card) => Math.round(card.getBoundingClientRect().left)));
      await page.route(ENTRY, (route) => route.abort());
      await page.goto(`${baseUrl}/`);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      const framed = await firstCardsLeft();
      expect(framed[0]).toBeGreaterThan(framed[1]!);
      await page.unroute(ENTRY);
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('coupon-card').first().waitFor();
      // The app's cards where the frame's were: nothing turned over.
      expect(await firstCardsLeft()).toEqual(framed);
    } finally {
      await arabic.close();
    }
  });

  it('is the header’s frame alone on another screen', async () => {
    expect(await firstPaint('/login')).toMatchObject({ text: 'Rebox', hidden: true, cards: 0, banners: 0, dock: false, brand: 'rgb(15, 118, 110)' });
  });

  it('is replaced by the app once it runs, whose first two cards show the banners the frame showed', async () => {
    const { page } = visitor;
    await firstPaint('/');
    const framed = await page.locator('#root .card img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('coupon-card').first().waitFor();
    expect(await page.locator('#root [aria-hidden="true"][inert]').count()).toBe(0);
    const cards = await page.getByTestId('coupon-card').locator('img').evaluateAll((imgs) => imgs.slice(0, 2).map((img) => img.getAttribute('src')));
    expect(framed).toHaveLength(2);
    expect(framed).toEqual(cards);
  });
});
