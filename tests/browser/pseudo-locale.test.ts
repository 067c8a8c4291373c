// In the pseudo-locale (every message accented, ~40 % longer,
// in [ ]) every route of every role, on a 390 px phone, shows no text that does not come from
// the catalogue, and no text cut off or pushing the page sideways.
// What is not from the catalogue: any word of two or more plain ASCII letters. Exempt are the
// words of data (every string the API answered during the walk: names, coupon texts, emails,
// codes) and the few words no language translates (below).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Store } from '@/shared/contract/stores';
import type { Role } from '@/shared/roles';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, apiCall, apiLogIn } from '../helpers/pwa';
import { apiAs, creditReturn, registerRecycler } from '../helpers/recycler';
import { routesFor, withParams } from './route-table';
import { clippedTables, settled, sidewaysOverflow } from './sweep-support';

const baseUrl = sharedServerUrl();
const stamp = Date.now();
// The name and SI units. (The pseudo-locale formats dates and numbers as Arabic does, so a date
// written in English by hand is caught.)
const UNTRANSLATED = new Set(['rebox', 'co', 'kg']);

interface Finding {
  english: string[];
  cutOff: string[];
  /** Tables whose last columns are out of sight at the screen's edge (sweep-support.ts). */
  clippedTables: string[];
  overflow: number;
}

/** Every word of every string in an API answer: the data a screen may show as it is. */
function collectWords(value: unknown, into: Set<string>) {
  if (typeof value === 'string') for (const word of value.toLowerCase().match(/[a-z]+/g) ?? []) into.add(word);
  else if (Array.isArray(value)) value.forEach((v) => collectWords(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectWords(v, into));
}

function watchData(page: Page, words: Set<string>) {
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      const body = (await response.json()) as { data?: unknown };
      // Only the data: a server sentence (message) in English must be caught, not exempted.
      collectWords(typeof body.data === 'string' ? safeParse(body.data) : body.data, words);
    } catch {
      // a body already gone (navigation): nothing to learn from it
    }
  });
}

const safeParse = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Visible text and accessible names, and elements whose text is cut off. */
function readScreen(page: Page) {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false } as CheckVisibilityOptions);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript, code, [data-testid="wallet-code"]') || !visible(parent)) continue;
      // Text marked as another language (each language's own name in the picker) is meant so.
      if (parent.closest('[lang]') !== document.documentElement) continue;
      texts.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    const cutOff: string[] = [];
    for (const el of document.querySelectorAll('main *, header *, nav *, dialog *')) {
      if (!(el instanceof HTMLElement) || !visible(el) || el.children.length > 0) continue;
      // Visually hidden on purpose (a table's caption): a screen reader reads it whole.
      if (el.closest('.sr-only')) continue;
      const text = el.textContent?.trim() ?? '';
      if (!text.includes('[') && !text.includes(']')) continue; // only text of the catalogue
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) cutOff.push(text.slice(0, 60));
    }
    return { texts, cutOff };
  });
}

async function check(page: Page, path: string, data: Set<string>): Promise<Finding> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('main').first().waitFor();
  await settled(page);
  const { texts, cutOff } = await readScreen(page);
  const english = new Set<string>();
  for (const text of texts) {
    const words = text.match(/[A-Za-z]{2,}/g) ?? [];
    if (words.some((w) => !data.has(w.toLowerCase()) && !UNTRANSLATED.has(w.toLowerCase()))) english.add(text.slice(0, 80));
  }
  return { english: [...english], cutOff, clippedTables: await clippedTables(page), overflow: await sidewaysOverflow(page) };
}

const clean = (findings: Record<string, Finding>) =>
  Object.fromEntries(Object.entries(findings).filter(([, f]) => f.english.length > 0 || f.cutOff.length > 0 || f.clippedTables.length > 0 || f.overflow > 0));

let browser: BrowserSession;
let page: Page;
const data = new Set<string>();

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  page = browser.page;
  watchData(page, data);
  // ?lang= on any address picks the language and keeps it on the device.
  await page.goto(`${baseUrl}/coupons?lang=pseudo`);
  await page.locator('[data-testid="coupon-card"]').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});
afterAll(() => browser.close());

async function walk(paths: string[]) {
  const findings: Record<string, Finding> = {};
  for (const path of paths) {
    findings[path] = await check(page, path, data);
    expect(new URL(page.url()).pathname, `${path} was shown`).toBe(path.split('?')[0]);
  }
  return clean(findings);
}

/** Signs in through the form in English (its labels are what the helper finds), then back to the pseudo-locale. */
async function signIn(email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login?lang=en`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${baseUrl}/coupons?lang=pseudo`);
  await page.locator('main').first().waitFor();
}

/** The session leaves the device (as a logout would, without the dialog). */
async function signOut() {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').delete('rebox:session:v1');
          tx.oncomplete = () => resolve();
        };
        open.onerror = () => resolve();
      }),
  );
}

describe('in the pseudo-locale, at 390 px, all text comes from the catalogue and fits', () => {
  it('signed out', async () => {
    const paths = routesFor(['public', 'guest']).map((p) => withParams(p, { id: 'spring-drive' }));
    expect(paths.length).toBeGreaterThan(5);
    expect(await walk(paths)).toEqual({});
  }, 180_000);

  it('a recycler', async () => {
    const recycler = await registerRecycler(baseUrl, 'Pseudo Recycler');
    await creditReturn(baseUrl, recycler.userId, 40);
    const catalogue = await apiAs<{ data: { id: number; pointToRedeem: number }[] }>(baseUrl, '', 'GET', '/coupon/get-coupon-list-for-frontend');
    const cheapest = [...catalogue.body.data.data].sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0]!;
    await apiAs(baseUrl, recycler.token, 'POST', '/coupon/redeem-coupon-code', { couponCodeId: cheapest.id, userId: recycler.userId });
    await apiAs(baseUrl, recycler.token, 'POST', '/points/returns/report', { boxes: 2, location: 'Pseudo street 1' });
    await signIn(recycler.email);
    const paths = routesFor(['signed-in', 'NORMAL_USER'])
      .filter((p) => p !== '/dashboard')
      .map((p) => withParams(p, { userId: String(recycler.userId) }));
    expect(paths.length).toBeGreaterThan(5);
    // Signed out whatever the walk found, or the next role's sign-in would meet this session.
    const findings = await walk(paths).finally(signOut);
    expect(findings).toEqual({});
  }, 180_000);

  const STAFF: { role: Role; email: string; password?: string }[] = [
    { role: 'SUPER_ADMIN', email: 'superadmin@rebox.test' },
    { role: 'ADMIN', email: 'admin@rebox.test' },
    { role: 'BUSINESS_USER', email: 'business@rebox.test' },
    { role: 'DISTRIBUTOR', email: 'distributor@rebox.test' },
    { role: 'EVENT_MANAGER', email: 'events@rebox.test' },
    { role: 'STORE_MANAGER', email: `pseudo-clerk-${stamp}@rebox.test`, password: 'clerk-password-1' },
  ];
  const params: Record<string, string> = { clientId: '1', companyId: '1', eventId: '1' };
  const QUERY: Record<string, string> = { '/admin/clients/store/details': '?id=1' };

  beforeAll(async () => {
    // A store manager the admin makes works a store once the admin assigns them (which gives them to its business).
    const admin = await apiLogIn(baseUrl, 'admin@rebox.test');
    const clerk = STAFF.at(-1)!;
    await apiCall(baseUrl, 'POST', API_PATHS.user.create, admin.token, { name: `Pia Pseudo ${stamp}`, email: clerk.email, password: clerk.password, role: 'STORE_MANAGER' });
    const business = await apiLogIn(baseUrl, 'business@rebox.test');
    const store = (await apiCall<Store[]>(baseUrl, 'GET', API_PATHS.stores.mine, business.token)).find((s) => s.active)!;
    await apiCall(baseUrl, 'POST', API_PATHS.stores.managers(store.id), admin.token, { email: clerk.email });
    params.businessId = String(business.user.user_id);
  });

  for (const staff of STAFF) {
    it(staff.role, async () => {
      const { user } = await apiCall<{ user: { user_id: number } }>(baseUrl, 'POST', '/auth/login', undefined, { email: staff.email, password: staff.password ?? DEMO_PASSWORD });
      await signIn(staff.email, staff.password ?? DEMO_PASSWORD);
      const shared = staff.role === 'ADMIN' ? ['/account', '/profile-setting/:userId', '/wallet'] : [];
      const paths = [...routesFor([staff.role]), ...shared].map((p) => withParams(p, { ...params, userId: String(user.user_id) }) + (QUERY[p] ?? ''));
      expect(paths.length).toBeGreaterThan(1);
      const findings = await walk(paths).finally(signOut);
      expect(findings).toEqual({});
    }, 180_000);
  }
});
