// A NORMAL_USER opening any /admin/* URL is sent to /login (spec: wrong role → /login, which
// then forwards a signed-in user to their own dashboard), and nothing of the admin area is
// fetched or drawn on the way: no admin API call, no admin page chunk, no admin heading.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();

const ADMIN_URLS = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/users/add-new',
  '/admin/clients',
  '/admin/clients/distributors/1',
  '/admin/clients/stores/1',
  '/admin/clients/store/details?id=1',
  '/admin/stores',
  '/admin/form',
  '/admin/events',
  '/admin/event/create',
  '/admin/ManageParticipants/1',
  '/admin/coupon-management',
  '/admin/coupon-companies/manage/1',
  '/admin/profile-setting/1',
];

// Calls only staff make; a normal user's own calls (profile, points, coupons) may happen.
const ADMIN_API = /\/api\/v1\/(user\/getAllUsers|user\/createUser|coupon\/get-companies|coupon\/get-coupon-codes-by-company|clients|stores(\?|$)|stats\/admin|points\/history\/\d)/;
const ADMIN_CHUNK = /\/assets\/(users-page|add-user-page|coupon-management-page|company-coupons-page|admin-[\w-]+|clients-page|dashboard-page)[-.][\w-]*\.js/;

let browser: BrowserSession;
let page: Page;
const seen: string[] = [];

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  page = browser.page;
  await logIn(page, baseUrl, 'user@rebox.test');
  page.on('request', (request: Request) => seen.push(request.url()));
  // Every path the app visits, pushState/replaceState included, and every h1 it ever draws.
  await page.addInitScript(() => {
    const w = window as unknown as { __paths: string[]; __headings: string[] };
    w.__paths = [location.pathname];
    w.__headings = [];
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        w.__paths.push(location.pathname);
      };
    }
    new MutationObserver(() => {
      document.querySelectorAll('h1').forEach((h) => {
        if (h.textContent && !w.__headings.includes(h.textContent)) w.__headings.push(h.textContent);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
});
afterAll(() => browser.close());

describe('a NORMAL_USER on admin URLs', () => {
  it.each(ADMIN_URLS)('%s lands on /login and shows no admin data', async (url) => {
    seen.length = 0;
    await page.goto(`${baseUrl}${url}`);
    await page.waitForURL(/\/user\/dashboard$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const paths = await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
    const headings = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
    expect(paths[0]).toBe(url.split('?')[0]);
    expect(paths).toContain('/login');
    expect(paths.at(-1)).toBe('/user/dashboard');
    expect(seen.filter((u) => ADMIN_API.test(u))).toEqual([]);
    expect(seen.filter((u) => ADMIN_CHUNK.test(u))).toEqual([]);
    expect(headings.filter((h) => /users|clients|coupon management|admin|add user|stores|store details/i.test(h))).toEqual([]);
  });
});
