import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../helpers/browser';

let browser: BrowserSession;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('loads the portal in Chromium and shows the seeded catalogue', async () => {
  const { page } = browser;
  await page.goto(inject('baseUrl'));
  await page.getByTestId('coupon-card').first().waitFor();
  expect(await page.getByTestId('coupon-card').count()).toBe(24);
});
