// "My coupons" is where a thumb finds it (recycler journey): one tap from the dashboard and from
// the catalogue (the bottom bar's Points), and a recent redemption opens its own coupon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import type { LoginAnswer } from '@/shared/contract/auth';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn, answerInstallBanner } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
  await answerInstallBanner(browser.page);
});
afterAll(() => browser?.close());

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return ((await response.json()) as { data: T }).data;
}

describe('the wallet, one tap away', () => {
  it('dashboard and catalogue link to My coupons; a recent redemption opens that coupon', async () => {
    const { page } = browser;
    const email = `wallet-${Date.now()}@rebox.test`;
    const registered = await api<LoginAnswer>('/auth/register', { method: 'POST', body: JSON.stringify({ name: 'Wanda Wallet', email, password: 'wallet-password' }) });
    // Credited by staff at a counter, as a recycler earns.
    const distributor = await api<LoginAnswer>('/auth/login', { method: 'POST', body: JSON.stringify({ email: 'distributor@rebox.test', password: 'rebox-demo' }) });
    await api('/points/returns', { method: 'POST', headers: { authorization: distributor.token }, body: JSON.stringify({ userCode: registered.user.user_code, boxes: 10 }) });
    const list = await api<{ data: Coupon[] }>('/coupon/get-coupon-list-for-frontend');
    const coupon = list.data.filter((c) => c.pointToRedeem <= 100).sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0]!;
    const redemption = await api<{ redemptionId: number; couponCode: string }>('/coupon/redeem-coupon-code', {
      method: 'POST',
      headers: { authorization: registered.token },
      body: JSON.stringify({ couponCodeId: coupon.id, userId: registered.user.user_id }),
    });

    await logIn(page, baseUrl, email, 'wallet-password');
    await page.goto(`${baseUrl}/user/dashboard`);
    await page.getByTestId('dashboard-wallet-link').click();
    await page.waitForURL(`${baseUrl}/wallet`);
    await page.getByRole('heading', { level: 1, name: 'My coupons' }).waitFor();

    await page.goto(`${baseUrl}/coupons`);
    await page.getByTestId('catalogue-wallet-link').click();
    await page.waitForURL(`${baseUrl}/wallet`);

    await page.goto(`${baseUrl}/user/dashboard`);
    await page.getByTestId('recent-redemptions').getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}/wallet#redemption-${redemption.redemptionId}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`redemption-${redemption.redemptionId}`);
    expect(await page.locator(`#redemption-${redemption.redemptionId}`).textContent()).toContain(redemption.couponCode);
  });
});
