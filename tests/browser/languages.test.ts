// The recycler's journey (catalogue → redeem → wallet →
// dashboard offline) and an admin screen in German and in Arabic, axe-clean; the language comes
// from the browser's own on the first visit. In Arabic the page is right to left without the
// RTL switch: the drawer and the sidebar open on the right, icons that point are mirrored,
// numbers are Latin digits and Latin text (coupon titles, codes) keeps its own direction.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { translated } from '../helpers/catalogue';
import { answerInstallBanner, DEMO_PASSWORD, waitForServiceWorker } from '../helpers/pwa';
import { creditReturn, registerRecycler, type Recycler } from '../helpers/recycler';
import { seriousViolations } from './shell-support';
import { settled } from './sweep-support';

const baseUrl = sharedServerUrl();

const LANGUAGES = [
  { locale: 'de', browser: 'de-DE', dir: 'ltr' },
  { locale: 'ar', browser: 'ar-EG', dir: 'rtl' },
] as const;

async function signIn(page: Page, locale: string, email: string) {
  const tr = (english: string) => translated(locale, english);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(tr('Email')).fill(email);
  await page.getByLabel(tr('Password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('Log in') }).click();
  await page.waitForURL(/\/(user|admin)\/dashboard/);
}

async function axeClean(page: Page) {
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
}

for (const language of LANGUAGES) {
  const tr = (english: string) => translated(language.locale, english);

  describe(`in ${language.locale}`, () => {
    let browser: BrowserSession;
    let page: Page;
    let recycler: Recycler;
    let coupon: Coupon;
    let code = '';

    beforeAll(async () => {
      browser = await openBrowser({ viewport: { width: 390, height: 844 }, locale: language.browser });
      page = browser.page;
      await answerInstallBanner(page, tr('Not now'));
      recycler = await registerRecycler(baseUrl, 'Lina Language');
      await creditReturn(baseUrl, recycler.userId, 40);
      const list = (await (await fetch(`${baseUrl}/api/v1/coupon/get-coupon-list-for-frontend`)).json()) as { data: { data: Coupon[] } };
      coupon = list.data.data.filter((c) => c.stock === null || c.stock > 0).sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0]!;
    });
    afterAll(async () => {
      await browser.context.setOffline(false);
      await browser.close();
    });

    it('first visit: the catalogue in the browser’s language, with <html lang> and dir to match', async () => {
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('coupon-card').first().waitFor();
      await waitForServiceWorker(page);
      expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({ lang: language.locale, dir: language.dir });
      await page.getByRole('button', { name: tr('Redeem Now') }).first().waitFor();
      // Latin text keeps its own direction inside an Arabic page.
      expect(await page.getByTestId('coupon-card').first().locator('[dir="auto"]').count()).toBeGreaterThan(0);
      await axeClean(page);
    });

    it('signs in and redeems a coupon, then finds it in the wallet', async () => {
      await signIn(page, language.locale, recycler.email);
      await page.goto(`${baseUrl}/coupons?q=${encodeURIComponent(coupon.couponDescription)}`);
      await page.locator(`[data-coupon-id="${coupon.id}"]`).getByRole('button', { name: tr('Redeem Now') }).click();
      const dialog = page.getByTestId('redeem-dialog');
      await dialog.getByRole('checkbox').check();
      await axeClean(page);
      await dialog.getByRole('button', { name: tr('CONTINUE') }).click();
      code = (await dialog.getByTestId('redeemed-code').textContent())!;
      await dialog.getByText(tr('Coupon Redeemed Successfully')).first().waitFor();
      await dialog.getByRole('button', { name: tr('GO BACK') }).click();
      await page.getByTestId('catalogue-wallet-link').click();
      await page.getByTestId('wallet-code').getByText(code, { exact: true }).waitFor();
      await axeClean(page);
    });

    it('offline, the dashboard shows what was seen, in the same language', async () => {
      await page.goto(`${baseUrl}/user/dashboard`);
      await page.getByTestId('ledger-entry').first().waitFor();
      await page.getByTestId('recent-redemptions').getByRole('link').first().waitFor();
      // Points are Latin digits in every language (locales.ts says why).
      expect(await page.getByTestId('balance').textContent()).toMatch(/[0-9]/);
      await page.waitForTimeout(500);

      await browser.context.setOffline(true);
      await page.reload();
      await page.getByTestId('balance').waitFor();
      await page.getByTestId('ledger-entry').first().waitFor();
      // Impact, history, recent redemptions and events: what was seen, the screen 'as of' its time once.
      await expect.poll(() => page.getByTestId('screen-as-of').count()).toBe(1);
      expect(await page.getByTestId('section-as-of').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.locale);
      await page.getByRole('heading', { name: tr('Dashboard') }).first().waitFor();
      await axeClean(page);
      await browser.context.setOffline(false);
    });

    it('the page mirrors in a right-to-left language: the drawer opens from the right, the logout arrow points the other way', async () => {
      await page.goto(`${baseUrl}/user/dashboard`);
      await page.getByTestId('bottom-bar').waitFor();
      const logoutIcon = page.getByTestId('bottom-bar').getByRole('button', { name: tr('Logout') }).locator('svg');
      // Tailwind's -scale-x-100 is the `scale` property.
      const scale = await logoutIcon.evaluate((svg) => getComputedStyle(svg).scale);
      expect(scale.startsWith('-1'), scale).toBe(language.dir === 'rtl');
      await page.getByTestId('header').getByRole('button', { name: tr('Open menu') }).click();
      const drawer = page.getByTestId('menu-drawer').locator('.modal-box');
      await drawer.waitFor();
      await settled(page);
      const box = (await drawer.boundingBox())!;
      const [leftGap, rightGap] = [box.x, 390 - box.x - box.width];
      // Against the reading side's edge (a scrollbar's gutter may sit between them).
      if (language.dir === 'rtl') expect(rightGap).toBeLessThan(20);
      else expect(leftGap).toBeLessThan(20);
      expect(language.dir === 'rtl' ? leftGap : rightGap).toBeGreaterThan(100);
    });
  });

  describe(`an admin screen in ${language.locale}`, () => {
    let browser: BrowserSession;

    beforeAll(async () => {
      browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block', locale: language.browser });
    });
    afterAll(() => browser.close());

    it('the users table, with the sidebar on the reading side', async () => {
      const { page } = browser;
      await signIn(page, language.locale, 'admin@rebox.test');
      await page.goto(`${baseUrl}/admin/users?q=Uma`);
      await page.getByText('Uma User').first().waitFor();
      await page.getByRole('columnheader', { name: tr('Name') }).first().waitFor();
      const sidebar = (await page.getByTestId('sidebar').boundingBox())!;
      if (language.dir === 'rtl') expect(sidebar.x).toBeGreaterThan(1440 / 2);
      else expect(sidebar.x).toBeLessThan(1440 / 2);
      await axeClean(page);
    });
  });
}
