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
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
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
    expect(await dialog.getByTestId('redeem-already-held').count()).toBe(0);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    code = (await dialog.getByTestId('redeemed-code').textContent())!;
    expect(code).toBeTruthy();
    await dialog.getByRole('button', { name: 'GO BACK' }).click();

    // The same coupon again: the dialog says first that it is already in the wallet.
    await page.locator(`[data-coupon-id="${coupon.id}"]`).getByRole('button', { name: 'Redeem Now' }).click();
    const warning = page.getByTestId('redeem-dialog').getByTestId('redeem-already-held');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/^You already have this coupon: you redeemed it .+ and it is under My coupons/);
    await page.getByTestId('redeem-dialog').getByRole('button', { name: 'GO BACK' }).click();

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

  it('opens with no connection, shows the QR code large for the till with the screen kept awake, and keeps the used mark', async () => {
    // Counts the page's wake-lock requests, passing each on to the browser's own.
    await page.addInitScript(() => {
      const wakeLock = navigator.wakeLock;
      if (!wakeLock) return;
      const request = wakeLock.request.bind(wakeLock);
      (window as unknown as { wakeLockRequests: number }).wakeLockRequests = 0;
      wakeLock.request = (type) => {
        (window as unknown as { wakeLockRequests: number }).wakeLockRequests++;
        return request(type);
      };
    });
    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.getByText('You are offline: these are the coupons saved on this device.').waitFor();
      const entry = entryWithCode(page, code);
      await entry.waitFor();

      await entry.getByRole('button', { name: 'Show QR code' }).click();
      const till = page.getByRole('dialog', { name: 'Show at the till' });
      const qr = till.getByRole('img', { name: `QR code of coupon code ${code}` });
      await qr.waitFor();
      expect(await qr.getAttribute('data-qr-value')).toBe(code);
      expect(await qr.locator('svg').count()).toBe(1);
      // Large and centred on the phone, its code under it, and the screen asked to stay awake.
      const box = (await qr.boundingBox())!;
      // Centred in the dialog's content (a desktop scrollbar, which a phone overlays, is not part of it) and whole on screen.
      const middle = await till.locator('.modal-box').evaluate((dialog) => dialog.getBoundingClientRect().left + dialog.clientLeft + dialog.clientWidth / 2);
      expect(box.width).toBeGreaterThanOrEqual(240);
      expect(Math.abs(box.x + box.width / 2 - middle)).toBeLessThan(4);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      expect(await till.getByTestId('till-code').textContent()).toBe(code);
      expect(await page.evaluate(() => (window as unknown as { wakeLockRequests?: number }).wakeLockRequests)).toBe(1);
      await page.keyboard.press('Escape');
      await till.waitFor({ state: 'hidden' });

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
