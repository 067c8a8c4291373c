// "My coupons" in Chromium against the real server, with the service worker: a redeemed
// coupon is in the wallet, still there after a reload, opens with no connection (QR code and
// used mark included), and comes back on a new device from the server.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { waitForServiceWorker, answerInstallBanner } from '../helpers/pwa';
import { signInRecycler } from '../helpers/recycler';

const baseUrl = sharedServerUrl();

async function couponWith(text: string): Promise<Coupon> {
  const answer = (await (await fetch(`${baseUrl}/api/v1/coupon/get-coupon-list-for-frontend`)).json()) as { data: { data: Coupon[] } };
  const coupon = answer.data.data.find((c) => c.couponDescription.includes(text));
  if (!coupon) throw new Error(`No live coupon mentions "${text}"`);
  return coupon;
}

const entryWithCode = (page: Page, code: string) => page.getByTestId('wallet-entry').filter({ has: page.getByTestId('wallet-code').getByText(code, { exact: true }) });

describe('wallet', () => {
  let browser: BrowserSession;
  let page: Page;
  let coupon: Coupon;
  let code: string;

  beforeAll(async () => {
    browser = await openBrowser();
    page = browser.page;
    await answerInstallBanner(page);
    await signInRecycler(page, baseUrl, 'user@rebox.test');
    await waitForServiceWorker(page);
    coupon = await couponWith('everything in store at GreenGrocer');
  });
  afterAll(() => browser.close());

  it('lists a coupon right after redeeming it, and after a reload', async () => {
    await page.goto(`${baseUrl}/coupons?q=${encodeURIComponent(coupon.couponDescription)}`);
    await page.locator(`[data-coupon-id="${coupon.id}"]`).getByRole('button', { name: 'Redeem Now' }).click();
    await page.getByRole('dialog', { name: 'ONE LAST CHECK' }).waitFor();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    code = (await dialog.getByTestId('redeemed-code').textContent())!;
    expect(code).toBeTruthy();
    await dialog.getByRole('button', { name: 'GO BACK' }).click();

    // Through the catalogue's own link, as a visitor would (its user menu, in main-screen mode,
    // holds only Dashboard and Logout).
    await page.getByTestId('catalogue-wallet-link').click();
    await page.waitForURL(/\/wallet$/);
    await page.getByRole('heading', { name: 'My coupons' }).waitFor();
    await entryWithCode(page, code).waitFor();

    await page.reload();
    const entry = entryWithCode(page, code);
    await entry.waitFor();
    expect(await entry.textContent()).toContain(coupon.couponDescription);
    expect(await entry.getByRole('link', { name: 'SHOP NOW' }).getAttribute('href')).toBe(coupon.redeemLink);
  });

  it('opens with no connection, shows the QR code of the code, and keeps the used mark', async () => {
    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.getByText('You are offline: these are the coupons saved on this device.').waitFor();
      const entry = entryWithCode(page, code);
      await entry.waitFor();

      await entry.getByRole('button', { name: 'Show QR code' }).click();
      const qr = entry.getByRole('img', { name: `QR code of coupon code ${code}` });
      await qr.waitFor();
      expect(await qr.getAttribute('data-qr-value')).toBe(code);
      expect(await qr.locator('svg').count()).toBe(1);

      await entry.getByRole('checkbox', { name: 'Mark as used' }).check();
      await entry.getByText(/^Used /).waitFor();
      await page.waitForTimeout(300); // let the write reach IndexedDB
      await page.reload();
      const reloaded = entryWithCode(page, code);
      await reloaded.waitFor();
      expect(await reloaded.getByRole('checkbox', { name: 'Mark as used' }).isChecked()).toBe(true);
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it('is rebuilt from the server on a new device', async () => {
    const fresh = await openBrowser();
    try {
      await answerInstallBanner(fresh.page);
      await signInRecycler(fresh.page, baseUrl, 'user@rebox.test');
      await fresh.page.goto(`${baseUrl}/wallet`);
      const entry = entryWithCode(fresh.page, code);
      await entry.waitFor();
      expect(await entry.textContent()).toContain(coupon.couponDescription);
      // The used mark belongs to the device it was set on.
      expect(await entry.getByRole('checkbox', { name: 'Mark as used' }).isChecked()).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
