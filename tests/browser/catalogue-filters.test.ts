// The public catalogue in Chromium against the real server: cards, the two URL filters, the
// empty message, the cached list surviving a failed load, windowing at 5,000 coupons, and
// Redeem Now while signed out. The suite shares one database with other files, so expected
// figures come from the API at test time, not from the seed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, answerInstallBanner } from '../helpers/pwa';

const baseUrl = sharedServerUrl();

const LIST = '**/api/v1/coupon/get-coupon-list-for-frontend';
let browser: BrowserSession;
let page: Page;

async function liveCoupons(): Promise<Coupon[]> {
  const answer = (await (await fetch(`${baseUrl}/api/v1/coupon/get-coupon-list-for-frontend`)).json()) as { data: { data: Coupon[] } };
  return answer.data.data;
}

const countText = (n: number) => (n === 1 ? '1 coupon' : `${n} coupons`);
const search = () => page.getByRole('searchbox', { name: 'Search for coupons' });
const companySelect = () => page.getByRole('combobox', { name: 'Company' });

async function cardDescriptions(): Promise<string[]> {
  return page.getByTestId('coupon-card').locator('h2').allTextContents();
}

beforeAll(async () => {
  // Requests are intercepted below (failed load, 5,000 coupons): keep the service worker out
  // of the way so page.route sees them. The SW's own caching is the PWA suite's subject.
  browser = await openBrowser({ serviceWorkers: 'block' });
  page = browser.page;
  await answerInstallBanner(page);
});
afterAll(() => browser.close());

describe('catalogue', () => {
  it('shows every live coupon as a 250 x 350 card (from the sm breakpoint up) with a banner of fixed size, lazy below the first screen', async () => {
    const coupons = await liveCoupons();
    // A phone gets two compact cards a row instead (catalogue-phone.test.ts).
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(baseUrl);
    await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(countText(coupons.length));
    const card = page.getByTestId('coupon-card').first();
    const box = await card.boundingBox();
    expect(box).toMatchObject({ width: 250, height: 350 });
    const first = coupons[0]!;
    expect(await card.locator('h2').textContent()).toBe(first.couponDescription);
    expect(await card.getByTestId('coupon-points').textContent()).toBe(`${first.pointToRedeem} points`);
    expect(await card.locator('svg.fill-warning').count()).toBe(1); // the star
    expect(await card.getByRole('button', { name: 'Redeem Now' }).isVisible()).toBe(true);
    const image = card.locator('img');
    // The first screen's banners are on screen at once (one is the page's largest paint): eager.
    expect(await image.getAttribute('loading')).toBe('eager');
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    // Below the first screen (the grid renders a window of rows; card 10's row starts more than
    // a screen down at three or four a row), lazy, also once scrolled to.
    await page.mouse.wheel(0, 800);
    const later = page.locator('[data-testid=coupon-card][aria-posinset="10"] img');
    await later.waitFor();
    expect(await later.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('width')).toBe('250');
    expect(await image.getAttribute('src')).toBe(`/uploads/images/${first.bannerImage}?w=250`);
    expect(await image.getAttribute('srcset')).toContain(`/uploads/images/${first.bannerImage}?w=500 2x`);
    expect(await card.locator('.badge').textContent()).toBe(first.company!.companyName);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('has the header links opening safely in a new tab, Login, and the Shop Now banner', async () => {
    for (const name of ['Home', 'The Box', 'How We Recycle', 'Coupons', 'Events', 'FAQ']) {
      const link = page.locator('header').getByRole('link', { name, exact: true, includeHidden: true }).first();
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(await page.locator('header').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Shop Now' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders only the rows near the viewport and the rest on scrolling', async () => {
    const coupons = await liveCoupons();
    const rendered = await page.getByTestId('coupon-card').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(coupons.length);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(cardDescriptions).toContain(coupons.at(-1)!.couponDescription);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('searches the description case-insensitively, keeps the query in the URL, and restores it on reload', async () => {
    const coupons = await liveCoupons();
    const expected = coupons.filter((c) => c.couponDescription.toLowerCase().includes('gift voucher'));
    expect(expected.length).toBeGreaterThan(1);
    await search().fill('GIFT VOUCHER');
    await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(countText(expected.length));
    expect(new URL(page.url()).searchParams.get('q')).toBe('GIFT VOUCHER');
    for (const description of await cardDescriptions()) expect(description.toLowerCase()).toContain('gift voucher');

    await page.reload();
    await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(countText(expected.length));
    expect(await search().inputValue()).toBe('GIFT VOUCHER');
  });

  it('filters by company from a list derived from the coupons, and the back button restores both filters', async () => {
    const coupons = await liveCoupons();
    const cycle = coupons.find((c) => c.company?.companyName === 'CycleWorks')!.company!;
    const options = await companySelect().locator('option').allTextContents();
    expect(options[0]).toBe('All Companies');
    expect(options).toEqual(expect.arrayContaining(['GreenGrocer', 'CycleWorks', 'Bean & Leaf Café', 'HomeNest']));
    expect(new Set(options).size).toBe(options.length);

    await search().fill('');
    await companySelect().selectOption({ label: 'CycleWorks' });
    const ofCycle = coupons.filter((c) => c.companyId === cycle.id);
    await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(countText(ofCycle.length));
    expect(new URL(page.url()).searchParams.get('company')).toBe(String(cycle.id));
    for (const badge of await page.getByTestId('coupon-card').locator('.badge').allTextContents()) expect(badge).toBe('CycleWorks');

    await search().fill('voucher');
    const both = ofCycle.filter((c) => c.couponDescription.toLowerCase().includes('voucher'));
    await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(countText(both.length));

    await page.locator('header').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login/);
    await page.goBack();
    await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(countText(both.length));
    expect(await search().inputValue()).toBe('voucher');
    expect(await companySelect().inputValue()).toBe(String(cycle.id));
  });

  it("says 'No coupons found for the selected filters.' when nothing matches", async () => {
    await page.goto(`${baseUrl}/coupon`);
    await search().fill('no coupon says this zzz');
    await page.getByText('No coupons found for the selected filters.').waitFor();
    expect(await page.getByTestId('coupon-card').count()).toBe(0);
  });

  it('keeps the cached list on screen when loading it fails, and tells the user nothing', async () => {
    const coupons = await liveCoupons();
    await page.goto(`${baseUrl}/coupon`);
    await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(countText(coupons.length));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(LIST, (route) => route.abort('connectionfailed'));
    try {
      await page.reload();
      await expect.poll(() => errors.some((e) => e.includes('Coupon list load failed'))).toBe(true);
      expect(await page.getByTestId('coupon-count').textContent()).toBe(countText(coupons.length));
      expect(await page.getByText('No coupons found for the selected filters.').count()).toBe(0);
    } finally {
      await page.unroute(LIST);
    }
  });

  it('Redeem Now while signed out goes to /login, then back to that coupon with the modal open', async () => {
    const coupon = (await liveCoupons()).find((c) => c.couponDescription.includes('yearly membership'))!;
    await page.goto(`${baseUrl}/coupon?q=${encodeURIComponent(coupon.couponDescription)}`);
    await page.locator(`[data-coupon-id="${coupon.id}"]`).getByRole('button', { name: 'Redeem Now' }).click();
    await page.waitForURL(/\/login\?next=/);
    const next = new URL(page.url()).searchParams.get('next')!;
    expect(next).toContain(`redeem=${coupon.id}`);

    await page.getByLabel('Email').fill('user@rebox.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'ONE LAST CHECK' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(coupon.couponDescription);
    expect(new URL(page.url()).pathname).toBe('/coupon');
    expect(new URL(page.url()).searchParams.has('redeem')).toBe(false);
    expect(new URL(page.url()).searchParams.get('q')).toBe(coupon.couponDescription);
    // Signed in, the card says whether the balance covers it.
    expect(await page.locator('[data-testid="coupon-affordable"], [data-testid="coupon-unaffordable"]').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'GO BACK' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('stays windowed and responsive with 5,000 coupons', async () => {
    const template = (await liveCoupons())[0]!;
    const many: Coupon[] = Array.from({ length: 5000 }, (_, i) => ({
      ...template,
      id: 100_000 + i,
      couponDescription: `Bench offer ${i} at Store ${i % 50}`,
    }));
    await page.route(LIST, (route) => route.fulfill({ json: { success: true, message: 'Coupons fetched', data: { data: many } } }));
    try {
      await page.goto(`${baseUrl}/coupon`);
      // The count is a number in the reader's locale, grouped like every other figure.
      await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe('5,000 coupons');
      expect(await page.getByTestId('coupon-card').count()).toBeLessThan(40);
      const started = Date.now();
      await search().pressSequentially('offer 4999', { delay: 20 });
      await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe('1 coupon');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await cardDescriptions()).toEqual(['Bench offer 4999 at Store 49']);
    } finally {
      await page.unroute(LIST);
    }
  });
});
