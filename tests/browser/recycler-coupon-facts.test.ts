// Coupon facts and the catalogue's money filters on a 390x844 phone: a card says
// until when a coupon runs, that few are left, and the limit per person; "I can afford this"
// leaves only what the balance covers; the sort puts the most points first on request; the
// wallet says until when a redeemed code may be used.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, Coupon } from '@/shared/contract/coupons';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner } from '../helpers/pwa';
import { apiAs, creditReturn, registerRecycler, signInRecycler, staffToken } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
const VALID_UNTIL = '2027-01-15T12:00:00.000Z';

async function createCoupon(token: string, fields: Record<string, string>): Promise<Coupon> {
  const companies = await apiAs<Company[]>(baseUrl, token, 'GET', '/coupon/get-companies');
  const form = new FormData();
  const base = { companyId: String(companies.body.data[0]!.id), couponCode: 'FACTS', couponType: 'percentage', couponValue: '10', redeemLink: 'https://example.com/facts' };
  for (const [key, value] of Object.entries({ ...base, ...fields })) form.append(key, value);
  const png = await sharp({ create: { width: 800, height: 200, channels: 3, background: { r: 30, g: 150, b: 90 } } }).png().toBuffer();
  form.append('banner', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
  const response = await fetch(`${baseUrl}/api/v1/coupon/create-coupon-code`, { method: 'POST', headers: { authorization: token }, body: form });
  const answer = (await response.json()) as { data: Coupon; message: string };
  if (response.status !== 201) throw new Error(`coupon not created: ${answer.message}`);
  return answer.data;
}

const cardOf = (page: Page, coupon: Coupon) => page.locator(`[data-coupon-id="${coupon.id}"]`);

describe('coupon facts', () => {
  let browser: BrowserSession;
  let page: Page;
  let cheap: Coupon;
  let pricey: Coupon;
  let balance: number;
  const tag = `Facts ${Date.now()}`;

  beforeAll(async () => {
    const admin = await staffToken(baseUrl, 'admin@rebox.test');
    cheap = await createCoupon(admin, { couponDescription: `${tag} cheap`, pointToRedeem: '5', stock: '3', perUserLimit: '1', validUntil: VALID_UNTIL });
    pricey = await createCoupon(admin, { couponDescription: `${tag} pricey`, pointToRedeem: '99999' });
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
    const recycler = await registerRecycler(baseUrl);
    balance = await creditReturn(baseUrl, recycler.userId, 2);
    await signInRecycler(page, baseUrl, recycler.email);
  });
  afterAll(() => browser.close());

  it('a card says until when, how few are left and the limit per person; Redeem Now stays whole', async () => {
    await page.goto(`${baseUrl}/coupons?q=${encodeURIComponent(tag)}`);
    const card = cardOf(page, cheap);
    await card.waitFor();
    const facts = await card.getByTestId('coupon-facts').textContent();
    const until = await page.evaluate((at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(at)), VALID_UNTIL);
    expect(facts).toBe(`Until ${until} · Only 3 left · 1 per person`);
    // Nothing to say about a coupon with plenty of stock, no end and no limit.
    expect(await cardOf(page, pricey).getByTestId('coupon-facts').count()).toBe(0);
    // The added line leaves the button inside the (fixed-height) card.
    const cardBox = (await card.boundingBox())!;
    const button = (await card.getByRole('button', { name: 'Redeem Now' }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    expect(button.height).toBeGreaterThanOrEqual(44);
  });

  it('"I can afford this" leaves what the balance covers, and the sort puts most points first', async () => {
    expect(balance).toBeGreaterThanOrEqual(5);
    const names = () => page.getByTestId('coupon-card').getByRole('heading').allTextContents();
    expect(await names()).toEqual([`${tag} cheap`, `${tag} pricey`]);

    await page.getByLabel('Sort by points').selectOption({ label: 'Most points first' });
    await page.waitForFunction((first) => document.querySelector('[data-testid="coupon-card"] h2')?.textContent === first, `${tag} pricey`);
    expect(await names()).toEqual([`${tag} pricey`, `${tag} cheap`]);

    await page.getByLabel('I can afford this').check();
    await cardOf(page, pricey).waitFor({ state: 'detached' });
    expect(await names()).toEqual([`${tag} cheap`]);
  });

  it('the wallet says until when a redeemed code may be used', async () => {
    await cardOf(page, cheap).getByRole('button', { name: 'Redeem Now' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await dialog.getByTestId('redeemed-code').waitFor();
    await dialog.getByRole('button', { name: 'GO BACK' }).click();
    await page.goto(`${baseUrl}/wallet`);
    const entry = page.getByTestId('wallet-entry').filter({ hasText: `${tag} cheap` });
    await entry.waitFor();
    const until = await page.evaluate((at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(at)), VALID_UNTIL);
    expect(await entry.getByTestId('wallet-valid-until').textContent()).toBe(`Use by ${until}`);
  });
});
