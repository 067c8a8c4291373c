// Each role's dashboard, opened cold on a phone with a stored session, asks the API for what it
// shows and nothing else, each thing once: its figures, its lists, the bell's count and the
// profile behind the balance. A screen that fetched a list it never shows (the whole catalogue
// on the recycler's dashboard), asked per client for a table one answer gives, or read back a
// setting on every page load fails here.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Store } from '@/shared/contract/stores';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, apiCall, apiLogIn, logIn } from '../helpers/pwa';
import { settled } from './sweep-support';

const baseUrl = sharedServerUrl();
const stamp = Date.now();
const CLERK = { email: `requests-clerk-${stamp}@rebox.test`, password: 'clerk-password-1' };
const NOTIFICATIONS_COUNT = '/notifications?limit=1';

// What each dashboard shows, as the API paths it reads (the profile's id is filled in below).
const DASHBOARDS: { email: string; password?: string; path: string; reads: string[] }[] = [
  { email: 'user@rebox.test', path: '/user/dashboard', reads: ['/stats/user', '/coupon/my-redemptions', '/events/joined', '/points/history?page=1&pageSize=10'] },
  { email: 'admin@rebox.test', path: '/admin/dashboard', reads: ['/stats/admin', API_PATHS.boxes.returnRates] },
  { email: 'superadmin@rebox.test', path: '/super-admin/dashboard', reads: ['/stats/super-admin', '/stats/admin', API_PATHS.boxes.returnRates] },
  { email: 'business@rebox.test', path: '/business/dashboard', reads: ['/stats/business', '/settings', '/points/returns/pending?page=1&pageSize=10'] },
  { email: 'distributor@rebox.test', path: '/distributor/dashboard', reads: ['/stats/distributor', '/boxes/stats', '/points/returns/pending?page=1&pageSize=10', '/points/returns/mine?page=1&pageSize=10'] },
  { email: 'events@rebox.test', path: '/event-manager/dashboard', reads: ['/stats/event-manager'] },
  { email: CLERK.email, password: CLERK.password, path: '/store-manager/dashboard', reads: ['/stats/store-manager'] },
];

beforeAll(async () => {
  const admin = await apiLogIn(baseUrl, 'admin@rebox.test');
  await apiCall(baseUrl, 'POST', API_PATHS.user.create, admin.token, { name: `Rex Requests ${stamp}`, email: CLERK.email, password: CLERK.password, role: 'STORE_MANAGER' });
  const business = await apiLogIn(baseUrl, 'business@rebox.test');
  const store = (await apiCall<Store[]>(baseUrl, 'GET', API_PATHS.stores.mine, business.token)).find((s) => s.active)!;
  await apiCall(baseUrl, 'POST', API_PATHS.stores.managers(store.id), admin.token, { email: CLERK.email });
});

/** The API reads of one cold open of `path`, in the order asked. */
async function readsOfColdOpen(page: Page, path: string): Promise<string[]> {
  const asked: string[] = [];
  const record = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname.replace('/api/v1', '')}${url.search}`);
  };
  page.on('request', record);
  try {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('main').first().waitFor();
    await settled(page);
    // A read that follows another (the bell's, after the first paint) has had its moment.
    await page.waitForTimeout(1000);
    return asked;
  } finally {
    page.off('request', record);
  }
}

describe('a dashboard’s first load', () => {
  for (const dashboard of DASHBOARDS) {
    it(`${dashboard.path} asks for what it shows, each once`, async () => {
      const { user } = await apiCall<{ user: { user_id: number } }>(baseUrl, 'POST', API_PATHS.auth.login, undefined, { email: dashboard.email, password: dashboard.password ?? DEMO_PASSWORD });
      const phone: BrowserSession = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      try {
        await logIn(phone.page, baseUrl, dashboard.email, dashboard.password ?? DEMO_PASSWORD);
        await phone.page.waitForURL(`${baseUrl}${dashboard.path}`);
        // What the login itself sets off (telling the server the language) is done before the cold open.
        await settled(phone.page);
        await phone.page.waitForTimeout(500);
        const asked = await readsOfColdOpen(phone.page, dashboard.path);
        const expected = [`/user/getUserById/${user.user_id}`, NOTIFICATIONS_COUNT, ...dashboard.reads].map((read) => `GET ${read}`);
        expect([...asked].sort()).toEqual([...expected].sort());
      } finally {
        await phone.close();
      }
    });
  }
});
