// A coupon's value keeps its order when the layout is turned right to left in English: "$5 OFF"
// reads "$5 OFF", not "OFF $5", in the wallet's badge and the dashboard's recent redemptions.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner } from '../helpers/pwa';
import { apiAs, creditReturn, registerRecycler, signInRecycler } from '../helpers/recycler';

const baseUrl = sharedServerUrl();

/** Where, left to right, the value's "$" and its "O" are painted. */
const glyphOrder = (element: Locator) =>
  element.evaluate((el) => {
    const text = el.firstChild?.nodeType === Node.TEXT_NODE ? el.firstChild : el.querySelector('bdi')?.firstChild;
    const x = (index: number) => {
      const range = document.createRange();
      range.setStart(text!, index);
      range.setEnd(text!, index + 1);
      return range.getBoundingClientRect().x;
    };
    const value = text!.textContent!;
    return { dollar: x(value.indexOf('$')), off: x(value.indexOf('OFF')), value };
  });

describe('coupon values right to left', () => {
  let browser: BrowserSession;
  let label = '';

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    await answerInstallBanner(browser.page);
    const recycler = await registerRecycler(baseUrl, 'Rana Rtl');
    await creditReturn(baseUrl, recycler.userId, 40);
    const list = await apiAs<{ data: Coupon[] }>(baseUrl, '', 'GET', '/coupon/get-coupon-list-for-frontend');
    const dollar = list.body.data.data.filter((c) => c.couponType !== 'percentage').sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0]!;
    label = `$${dollar.couponValue} OFF`;
    const redeemed = await apiAs(baseUrl, recycler.token, 'POST', '/coupon/redeem-coupon-code', { couponCodeId: dollar.id, userId: recycler.userId });
    expect(redeemed.status).toBe(200);
    await signInRecycler(browser.page, baseUrl, recycler.email);
  });
  afterAll(() => browser.close());

  it('reads "$5 OFF" in order in the wallet and on the dashboard', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/wallet`);
    const header = page.getByTestId('header');
    const display = header.getByRole('group', { name: 'Display' });
    // The install banner may arrive while Display is open; its "Not now" closes Display, so open it again.
    await vi.waitFor(
      async () => {
        if (!(await display.isVisible())) await header.getByRole('button', { name: 'Display' }).click();
        await display.getByRole('switch', { name: 'Right-to-left layout' }).click({ timeout: 2000 });
      },
      { timeout: 20_000, interval: 100 },
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const badge = page.locator('.badge-primary', { hasText: label }).first();
    const inWallet = await glyphOrder(badge);
    expect(inWallet.value).toBe(label);
    expect(inWallet.dollar).toBeLessThan(inWallet.off);
    await page.goto(`${baseUrl}/user/dashboard`);
    const recent = page.locator('a[href^="/wallet#"] .font-medium', { hasText: label }).first();
    const onDashboard = await glyphOrder(recent);
    expect(onDashboard.dollar).toBeLessThan(onDashboard.off);
  });
});
