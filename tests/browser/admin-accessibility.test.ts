// The admin screens pass axe-core (no serious or critical violations) in both themes, with
// their tables, forms and dialogs on screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';
import { dismissInstallBanner, seriousViolations } from './shell-support';
import { animationsDone } from './sweep-support';

const baseUrl = sharedServerUrl();
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  page = browser.page;
  await logIn(page, baseUrl, 'admin@rebox.test');
});
afterAll(() => browser.close());

async function setDarkMode(dark: boolean) {
  const toggle = page.getByTestId('header').getByRole('button', { name: 'Dark mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(dark ? 'rebox-dark' : 'rebox');
}

/** Colours fade between themes and dialogs animate in; axe must measure the settled page. */
const settled = () => animationsDone(page);

const SCREENS: { path: string; ready: string; open?: (page: Page) => Promise<void> }[] = [
  // Searched for: other tests add accounts, and by name Uma could be past the first page.
  { path: '/admin/users?q=Uma', ready: 'Uma User' },
  { path: '/admin/users?q=Uma', ready: 'Uma User', open: (p) => p.getByRole('button', { name: /^Adjust points of / }).first().click() },
  { path: '/admin/users/add-new', ready: 'Create user', open: (p) => p.getByRole('button', { name: 'Create user' }).click() },
  { path: '/admin/clients', ready: 'North Logistics' },
  { path: '/admin/clients/distributors/1', ready: 'Distributors' },
  { path: '/admin/clients/store/details?id=1', ready: 'Returns at this store' },
  { path: '/admin/coupon-management', ready: 'GreenGrocer' },
  { path: '/admin/coupon-companies/manage/1', ready: 'GREEN10A', open: (p) => p.getByRole('button', { name: 'New coupon' }).click() },
  { path: '/admin/form', ready: 'Record a return' },
];

describe('admin screens have no serious accessibility problems', () => {
  for (const dark of [false, true]) {
    for (const screen of SCREENS) {
      it(`${screen.path}${screen.open ? ' (with its form open)' : ''}, ${dark ? 'dark' : 'light'} theme`, async () => {
        await page.goto(`${baseUrl}${screen.path}`);
        await page.getByText(screen.ready, { exact: false }).first().waitFor();
        await dismissInstallBanner(page);
        await setDarkMode(dark);
        await screen.open?.(page);
        await settled();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
