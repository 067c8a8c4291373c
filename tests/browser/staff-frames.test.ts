// The site frame on the pages around signing in: login, register, a page that does
// not exist and an event invite keep the public site header the catalogue has, and redeeming
// while signed out arrives on Login with a sentence saying why. Phone, 390 × 844.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
let visitor: BrowserSession;
let inviteId = '';

beforeAll(async () => {
  visitor = await openBrowser({ viewport: { width: 390, height: 844 } });
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'events@rebox.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const form = new FormData();
  const day = 86_400_000;
  for (const [name, value] of Object.entries({
    title: `Frame drive ${Date.now()}`,
    description: 'Bring boxes',
    location: 'Square',
    startsAt: new Date(Date.now() + day).toISOString(),
    endsAt: new Date(Date.now() + 2 * day).toISOString(),
    capacity: '10',
    pointsReward: '5',
  }))
    form.append(name, value);
  const created = await fetch(`${baseUrl}/api/v1${API_PATHS.events.list}`, { method: 'POST', headers: { Authorization: token }, body: form });
  inviteId = ((await created.json()) as { data: { inviteId: string } }).data.inviteId;
});
afterAll(() => visitor?.close());

/** The public site header, as the catalogue shows it: the Rebox link home and the site's links. */
async function expectSiteHeader(page: Page) {
  const header = page.locator('header').filter({ has: page.getByRole('link', { name: 'Rebox', exact: true }) });
  await header.waitFor();
  await header.getByLabel('Menu', { exact: true }).waitFor();
}

describe('pages around signing in keep the site frame', () => {
  it('the catalogue has the header the other pages must keep', async () => {
    await visitor.page.goto(`${baseUrl}/coupon`);
    await expectSiteHeader(visitor.page);
  });

  for (const [name, path, heading] of [
    ['login', '/login', 'Log in'],
    ['register', '/register', 'Create an account'],
    ['a page that does not exist', '/no-such-page', 'Page not found'],
  ] as const) {
    it(`${name} shows the site header`, async () => {
      await visitor.page.goto(`${baseUrl}${path}`);
      await visitor.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectSiteHeader(visitor.page);
    });
  }

  it('an event invite shows the site header', async () => {
    await visitor.page.goto(`${baseUrl}/invite/${inviteId}`);
    await visitor.page.getByRole('heading', { level: 1, name: /^Frame drive/ }).waitFor();
    await expectSiteHeader(visitor.page);
  });

  it('redeeming signed out arrives on Login saying why', async () => {
    const page = visitor.page;
    await page.goto(`${baseUrl}/coupon`);
    await page.getByRole('button', { name: /Redeem Now/ }).first().click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByText('Log in to redeem this coupon. You come straight back to it afterwards.').waitFor();
    await expectSiteHeader(page);
    // A plain visit to Login says nothing about redeeming.
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.getByText('Log in to redeem this coupon').count()).toBe(0);
  });
});
