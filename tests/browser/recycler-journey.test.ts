// The recycler's whole journey on a 390x844 phone, in one browser against the real
// server: first visit → the catalogue (kept for offline) → register → how earning works → a
// return point → staff credit a return (API) → the balance rises → redeem → the coupon in the
// wallet → offline: dashboard, history and wallet shown "as of" → a return reported offline →
// back online it is sent once.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import type { Page as Paged } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import type { LoginAnswer } from '@/shared/contract/auth';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner, DEMO_PASSWORD, waitForServiceWorker } from '../helpers/pwa';
import { apiAs, creditReturn } from '../helpers/recycler';

const baseUrl = sharedServerUrl();

describe('the recycler journey', () => {
  let browser: BrowserSession;
  let page: Page;
  const email = `journey-${Date.now()}@rebox.test`;
  let token = '';
  let userId = 0;
  let coupon: Coupon;
  let code = '';

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
    const list = (await (await fetch(`${baseUrl}/api/v1/coupon/get-coupon-list-for-frontend`)).json()) as { data: { data: Coupon[] } };
    // The cheapest coupon with stock: what a first return can pay for.
    coupon = list.data.data.filter((c) => c.stock === null || c.stock > 0).sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0]!;
  });
  afterAll(async () => {
    await browser.context.setOffline(false);
    await browser.close();
  });

  it('first visit: the catalogue, then an account', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('coupon-card').first().waitFor();
    await waitForServiceWorker(page);

    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Name').fill('Jo Journey');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/user\/dashboard/);
    const login = await apiAs<LoginAnswer>(baseUrl, '', 'POST', '/auth/login', { email, password: DEMO_PASSWORD });
    token = login.body.data.token;
    userId = login.body.data.user.user_id;
  });

  it('learns how earning works and finds a return point', async () => {
    const intro = page.getByTestId('how-earning-works');
    await intro.getByRole('heading', { name: 'How earning works' }).waitFor();
    await intro.getByRole('link', { name: 'find the nearest one' }).click();
    await page.waitForURL(/\/return-points$/);
    await page.getByTestId('return-point').filter({ hasText: 'Rebox Corner Shop' }).waitFor();
  });

  it('sees the balance rise once staff credit a return', async () => {
    const perBox = await creditReturn(baseUrl, userId, 1);
    const boxes = Math.max(1, Math.ceil(coupon.pointToRedeem / perBox));
    const credited = perBox + (boxes > 1 ? await creditReturn(baseUrl, userId, boxes - 1) : 0);
    await page.goto(`${baseUrl}/user/dashboard`);
    await page.getByTestId('balance').filter({ hasText: String(credited) }).waitFor();
  });

  it('redeems a coupon and finds it in the wallet', async () => {
    await page.goto(`${baseUrl}/coupons?q=${encodeURIComponent(coupon.couponDescription)}`);
    await page.locator(`[data-coupon-id="${coupon.id}"]`).getByRole('button', { name: 'Redeem Now' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    code = (await dialog.getByTestId('redeemed-code').textContent())!;
    await dialog.getByRole('button', { name: 'GO BACK' }).click();
    await page.getByTestId('catalogue-wallet-link').click();
    await page.getByTestId('wallet-code').getByText(code, { exact: true }).waitFor();
  });

  it('offline, the dashboard, its history and the wallet show what was seen, as of then', async () => {
    // Seen online once more, so the dashboard remembers the redemption too.
    await page.goto(`${baseUrl}/user/dashboard`);
    await page.getByTestId('ledger-entry').first().waitFor();
    await page.getByTestId('recent-redemptions').getByRole('link').first().waitFor();
    await page.waitForTimeout(500);
    // Live: nothing says "as of".
    expect(await page.getByTestId('screen-as-of').count()).toBe(0);

    await browser.context.setOffline(true);
    // The signal goes with the dashboard open: the four server sections (impact, history,
    // recent redemptions, events) now show what was seen, and the screen says once how old it is.
    await expect.poll(() => page.getByTestId('screen-as-of').count(), { timeout: 5_000 }).toBe(1);
    expect(await page.getByTestId('section-as-of').count()).toBe(0);
    expect(await page.getByTestId('screen-as-of').textContent()).toMatch(/^As of /);
    // …instead of error lines ("You are offline…") under what they show.
    expect(await page.locator('main [role="alert"]').count()).toBe(0);

    await page.reload();
    await page.getByTestId('balance').waitFor();
    await page.getByTestId('ledger-entry').first().waitFor();
    await page.getByTestId('recent-redemptions').getByRole('link').first().waitFor();
    await expect.poll(() => page.getByTestId('screen-as-of').count(), { timeout: 5_000 }).toBe(1);
    expect(await page.getByTestId('section-as-of').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Could not load' }).count()).toBe(0);

    await page.goto(`${baseUrl}/wallet`).catch(() => undefined);
    await page.getByTestId('wallet-code').getByText(code, { exact: true }).waitFor();
    // Checked with the server when it was opened online: offline it says when.
    expect(await page.getByTestId('wallet-as-of').textContent()).toMatch(/^As of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  });

  it('reports a return offline, and back online it is sent once', async () => {
    const where = `Journey drop box ${Date.now()}`;
    await page.goto(`${baseUrl}/user/form`).catch(() => undefined);
    await page.getByLabel('Number of boxes').fill('2');
    await page.getByLabel('Where').fill(where);
    await page.getByRole('button', { name: 'Report return' }).click();
    const waiting = page.getByTestId('queued-report').filter({ hasText: where });
    await waiting.getByText('Waiting to send').waitFor();

    await browser.context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 20_000 });
    const mine = await apiAs<Paged<BoxReturn>>(baseUrl, token, 'GET', '/points/returns/my-reports?page=1&pageSize=50');
    expect(mine.body.data.items.filter((r) => r.location === where)).toHaveLength(1);
  });
});
