// The recycler's story shared by the offline tests: one visit online (signed in, points,
// wallet, catalogue), then the app must open with no connection (or no server) and show all of it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logIn, redeemCheapest, waitForServiceWorker, waitForWarmCaches } from './pwa';

export const USER_EMAIL = 'user@rebox.test';
const COUPON_COUNT = 24;

export interface OnlineVisit {
  balance: number;
  walletCoupon: string;
}

/** A redemption on the server (so the wallet has an entry), then one visit online. */
export async function visitOnline(page: Page, baseUrl: string): Promise<OnlineVisit> {
  const { balance, description } = await redeemCheapest(baseUrl, USER_EMAIL);
  await page.goto(baseUrl);
  await page.getByTestId('coupon-card').first().waitFor();
  await waitForServiceWorker(page);
  // Four demo companies, each with its banner: warmed after activation, not by this page.
  await waitForWarmCaches(page, 4);

  await logIn(page, baseUrl, USER_EMAIL);
  await expect.poll(() => page.getByTestId('balance').textContent()).toBe(balance.toLocaleString('en-US'));
  // The dashboard's server sections, seen once online (they are remembered for offline): all
  // four answered, no skeleton left. The "My events" heading shows before its answer does, so
  // waiting for it let a loaded machine leave for the wallet with the events (or the impact)
  // not yet seen, and then offline they had nothing to show "as of".
  await page.getByTestId('points-history').waitFor();
  await page.getByTestId('recent-redemptions').waitFor();
  await expect.poll(() => page.locator('main .skeleton, main [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await page.getByRole('alert').filter({ hasText: 'Could not load' }).waitFor({ state: 'detached' });
  await page.goto(`${baseUrl}/wallet`);
  await page.getByTestId('wallet-entry').filter({ hasText: description }).waitFor();
  return { balance, walletCoupon: description };
}

/** Everything of the online visit, with no network behind the page. */
export async function expectAppWithoutNetwork(page: Page, baseUrl: string, visit: OnlineVisit) {
  // A deep link opens from the precached shell.
  await page.goto(`${baseUrl}/user/dashboard`);
  await expect.poll(() => page.getByTestId('balance').textContent()).toBe(visit.balance.toLocaleString('en-US'));
  // From storage: the figure can be refreshed, and the screen's one line says how old it is.
  await page.getByTestId('balance-as-of').getByRole('button', { name: 'Refresh points' }).waitFor();
  // What was seen online shows, not as four error blocks (impact, history, recent redemptions,
  // events), and the screen says once how old it is.
  await expect.poll(() => page.getByTestId('screen-as-of').count(), { timeout: 5_000 }).toBe(1);
  expect(await page.getByTestId('screen-as-of').textContent()).toMatch(/^As of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  expect(await page.getByTestId('section-as-of').count()).toBe(0);
  expect(await page.getByText('Could not load').count()).toBe(0);
  expect(await page.getByTestId('ledger-entry').count()).toBeGreaterThan(0);

  await page.goto(`${baseUrl}/coupon`);
  // The grid renders only the cards in view; the count says the whole list came.
  await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(`${COUPON_COUNT} coupons`);
  // The banners in view come from the image cache.
  await page.waitForFunction(
    () => {
      const banners = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="coupon-card"] img')).slice(0, 2);
      return banners.length === 2 && banners.every((img) => img.complete && img.naturalWidth > 0);
    },
    null,
    { timeout: 10_000 },
  );

  await page.goto(`${baseUrl}/wallet`);
  await page.getByTestId('wallet-entry').filter({ hasText: visit.walletCoupon }).waitFor();
  // Checked with the server during the online visit: it says when.
  expect(await page.getByTestId('wallet-as-of').textContent()).toMatch(/^As of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
}
