// The admin's way around: Clients has its own place in the menu, the menu keeps its
// entry marked on the pages below it (a company's coupons, a store's details), a store address
// without a store says so with a way back instead of a useless Retry, and every date under the
// dashboard chart fits inside it, on a desk and on a phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Company } from '@/shared/contract/coupons';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';
import { dismissInstallBanner } from './shell-support';

const baseUrl = sharedServerUrl();
let desk: BrowserSession;
let phone: BrowserSession;
let token = '';

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: token } });
  return ((await answer.json()) as { data: T }).data;
}

beforeAll(async () => {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@rebox.test', password: DEMO_PASSWORD }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  desk = await openBrowser({ viewport: { width: 1440, height: 900 } });
  phone = await openBrowser({ viewport: { width: 390, height: 844 } });
  await logIn(desk.page, baseUrl, 'admin@rebox.test');
  await logIn(phone.page, baseUrl, 'admin@rebox.test');
  await dismissInstallBanner(phone.page);
});
afterAll(async () => {
  await desk?.close();
  await phone?.close();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('the admin menu', () => {
  it('gives Clients its own entry, kept marked on a store’s details; Coupon Management on a company’s coupons', async () => {
    const page = desk.page;
    await page.goto(`${baseUrl}/admin/clients`);
    const clients = menu(page).getByRole('link', { name: 'Clients', exact: true });
    await clients.waitFor();
    expect(await clients.getAttribute('aria-current')).toBe('page');
    // Its own top-level entry, not one of the Users entries.
    // A link right in a top-level entry (children sit in a nested list under their parent).
    expect(await menu(page).getByTestId('sidebar-menu').locator(':scope > li > a').filter({ hasText: /^Clients$/ }).count()).toBe(1);

    // A store's details, reached from the clients list.
    const stores = await fetch(`${baseUrl}/api/v1${API_PATHS.stores.mine}`, {
      headers: { Authorization: ((await (await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'business@rebox.test', password: DEMO_PASSWORD }) })).json()) as { data: { token: string } }).data.token },
    });
    const store = ((await stores.json()) as { data: { id: number; name: string }[] }).data[0]!;
    await page.goto(`${baseUrl}/admin/clients/store/details?id=${store.id}`);
    await page.getByRole('heading', { level: 1, name: store.name }).waitFor();
    expect(await clients.getAttribute('aria-current')).toBe('page');

    const company = (await api<Company[]>(API_PATHS.coupons.companies))[0]!;
    await page.goto(`${baseUrl}/admin/coupon-companies/manage/${company.id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await menu(page).getByRole('link', { name: 'Coupon Management', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it('a store address without a store says so and links back to the list, with no Retry', async () => {
    const page = desk.page;
    await page.goto(`${baseUrl}/admin/clients/store/details`);
    await page.getByText('This address names no store. Open a store from its business user’s list of stores.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'All clients' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });
});

describe('the admin dashboard chart', () => {
  for (const which of ['desk', 'phone'] as const) {
    it(`fits every date label inside the chart on a ${which}`, async () => {
      const page = which === 'desk' ? desk.page : phone.page;
      await page.goto(`${baseUrl}/admin/dashboard`);
      const chart = page.getByTestId('points-chart');
      await chart.waitFor();
      const overflow = await chart.evaluate((svg) => {
        const frame = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')]
          .map((text) => ({ label: text.textContent, box: text.getBoundingClientRect() }))
          .filter(({ box }) => box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
          .map(({ label }) => label);
      });
      expect(overflow).toEqual([]);
      const labels = await chart.locator('text').count();
      expect(labels).toBeGreaterThan(3);
    });
  }
});
