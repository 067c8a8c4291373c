// Every screen a recycler reaches, on a 390×844 phone, in light, dark and RTL: no target under
// 44×44 CSS px (sweep-support.ts says how exemptions are applied), no sideways scrolling, no serious or critical axe-core violation, and nothing
// logged as a warning or an error.
// The screens come from the route table itself (every public, guest, signed-in and NORMAL_USER
// route), so a screen added later is swept without anyone remembering to list it.
import { routesFor } from './route-table';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { apiAs, creditReturn, registerRecycler, signInRecycler } from '../helpers/recycler';
import { LOOKS, audit, expectedLook, settled, shownLook, storeLook, watchConsole } from './sweep-support';

const baseUrl = sharedServerUrl();

interface Screen {
  path: string;
  label?: string;
  open?: (page: Page) => Promise<void>;
}

// '/' and '/coupon' show the same catalogue as '/coupons'; '/dashboard' only redirects.
const SAME_AS_ANOTHER = new Set(['/', '/coupon', '/dashboard']);

function screensFor(accesses: string[], params: Record<string, string>): Screen[] {
  return routesFor(accesses)
    .filter((path) => !SAME_AS_ANOTHER.has(path))
    .map((path) => ({ path: path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `missing-${name}`) }));
}

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  page = browser.page;
  watchConsole(page);
  await page.goto(`${baseUrl}/login`);
});
afterAll(() => browser.close());

async function sweep(screen: Screen, look: (typeof LOOKS)[number]) {
  await page.goto(`${baseUrl}${screen.path}`);
  await page.locator('main').first().waitFor();
  await settled(page);
  await screen.open?.(page);
  await settled(page);
  expect(await shownLook(page)).toEqual(expectedLook(look));
  // Sizes and overflow do not change with colours: measured in light and RTL, axe in all three.
  return audit(page, { sizes: look.name !== 'dark' });
}

const CLEAN = { smallTargets: [], overflow: 0, clippedTables: [], axe: [], console: [] };

describe('signed out', () => {
  const screens: Screen[] = [...screensFor(['public', 'guest'], { id: 'spring-drive' }), { path: '/no-such-page', label: 'not found' }];
  for (const look of LOOKS) {
    describe(look.name, () => {
      beforeAll(() => storeLook(page, look));
      for (const screen of screens) {
        it(`${screen.label ?? screen.path}`, async () => {
          expect(await sweep(screen, look)).toEqual(CLEAN);
        });
      }
    });
  }
});

/**
 * A recycler of its own with something on every screen: points from a counter, a coupon in the
 * wallet (its "Mark as used" switch is a target too), a report waiting for staff. With a shared
 * demo account the wallet was empty or not depending on which test ran first.
 */
async function recyclerWithData() {
  const recycler = await registerRecycler(baseUrl, 'Sweep Recycler');
  await creditReturn(baseUrl, recycler.userId, 40);
  const catalogue = await apiAs<{ data: { id: number; pointToRedeem: number }[] }>(baseUrl, '', 'GET', '/coupon/get-coupon-list-for-frontend');
  const cheapest = [...catalogue.body.data.data].sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0]!;
  const redeemed = await apiAs(baseUrl, recycler.token, 'POST', '/coupon/redeem-coupon-code', { couponCodeId: cheapest.id, userId: recycler.userId });
  if (redeemed.status !== 200) throw new Error(`redeeming failed: ${redeemed.status} ${redeemed.body.message}`);
  const reported = await apiAs(baseUrl, recycler.token, 'POST', '/points/returns/report', { boxes: 2, location: 'Sweep street 1' });
  if (reported.status !== 201) throw new Error(`reporting failed: ${reported.status} ${reported.body.message}`);
  return recycler;
}

describe('signed in as a recycler', () => {
  const screens: Screen[] = [];

  beforeAll(async () => {
    const { email, userId } = await recyclerWithData();
    await signInRecycler(page, baseUrl, email);
    screens.push(...screensFor(['signed-in', 'NORMAL_USER'], { userId: String(userId) }), {
      path: '/coupons',
      label: '/coupons with the redeem dialog open',
      open: (p) => p.getByRole('button', { name: 'Redeem Now' }).first().click(),
    });
  });

  // The list is only known once signed in (the user's id): one test per look walks it and
  // names every screen that fails, with what failed.
  for (const look of LOOKS) {
    it(`every screen, ${look.name}`, async () => {
      await storeLook(page, look);
      expect(screens.length).toBeGreaterThan(6);
      const failures: Record<string, unknown> = {};
      for (const screen of screens) {
        const result = await sweep(screen, look);
        if (JSON.stringify(result) !== JSON.stringify(CLEAN)) failures[screen.label ?? screen.path] = result;
      }
      expect(failures).toEqual({});
    }, 120_000);
  }
});
