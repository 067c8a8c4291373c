// The header search on a 390x844 phone: each of the seven entries opens
// its page of the public site, it finds coupons by description from the catalogue already on
// the device (choosing one opens its redeem flow), and the keyboard alone does all of it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner } from '../helpers/pwa';
import { registerRecycler, signInRecycler, storedValue } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
const SITE = 'https://rebox.example';

async function openSearch(page: Page) {
  await page.getByTestId('header').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor();
  return box;
}

describe('header search', () => {
  let browser: BrowserSession;
  let page: Page;
  let coupon: Coupon;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    // The public site is not part of the test: answer for it.
    await browser.context.route(`${SITE}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Rebox site</title><h1>Rebox</h1>' }));
    await answerInstallBanner(page);
    const answer = (await (await fetch(`${baseUrl}/api/v1/coupon/get-coupon-list-for-frontend`)).json()) as { data: { data: Coupon[] } };
    coupon = answer.data.data.find((c) => c.couponDescription.includes('GreenGrocer')) ?? answer.data.data[0]!;
    const recycler = await registerRecycler(baseUrl);
    await signInRecycler(page, baseUrl, recycler.email);
    // The catalogue seen once is on the device: the search reads it from there.
    await page.goto(`${baseUrl}/coupons`);
    await page.getByTestId('coupon-card').first().waitFor();
    for (let tries = 0; !(await storedValue<Coupon[]>(page, 'rebox:catalogue-coupons:v1'))?.length; tries++) {
      if (tries > 50) throw new Error('The catalogue never reached IndexedDB');
      await page.waitForTimeout(200);
    }
    await page.goto(`${baseUrl}/user/dashboard`);
    await page.getByTestId('user-code').waitFor();
  });
  afterAll(() => browser.close());

  it('opens an entry\'s page with the arrows and Enter', async () => {
    const box = await openSearch(page);
    await box.fill('team');
    const opened = browser.context.waitForEvent('page');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    const site = await opened;
    await site.waitForLoadState();
    expect(site.url()).toBe(`${SITE}/team`);
    await site.close();
    await box.waitFor({ state: 'detached' });
  });

  it('opens every entry\'s own page when tapped', async () => {
    const urls: string[] = [];
    for (const entry of ['What is Rebox?', 'Our Services', 'Our Team', 'Our Clients', 'Our Partners', 'Our Blog', 'Our Contact']) {
      await openSearch(page);
      const opened = browser.context.waitForEvent('page');
      await page.getByRole('option', { name: entry, exact: true }).click();
      const site = await opened;
      await site.waitForLoadState();
      urls.push(site.url());
      await site.close();
    }
    expect(new Set(urls).size).toBe(7);
    for (const url of urls) expect(url.startsWith(`${SITE}/`)).toBe(true);
  });

  it('finds a coupon by its description and opens its redeem flow', async () => {
    const box = await openSearch(page);
    const words = coupon.couponDescription.split(' ').slice(0, 3).join(' ');
    await box.fill(words.toUpperCase());
    // The search's own options: the header's language picker has options of its own.
    const results = page.getByTestId('search-results').getByRole('option');
    const option = results.filter({ hasText: coupon.couponDescription });
    await option.waitFor();
    // Down past any matching entries to the coupon, then Enter.
    const options = await results.allTextContents();
    const index = options.findIndex((text) => text.includes(coupon.couponDescription));
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/coupons/);
    const dialog = page.getByRole('dialog', { name: 'ONE LAST CHECK' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(coupon.couponDescription);
  });
});
