// A recycler on a 390x844 phone reaches My coupons, Return points and My boxes in two taps from
// any screen: the header's menu, then the entry (the bottom bar keeps the spec's four entries).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner } from '../helpers/pwa';
import { registerRecycler, signInRecycler } from '../helpers/recycler';

const baseUrl = sharedServerUrl();

describe('a recycler’s two taps', () => {
  let browser: BrowserSession;
  let page: Page;
  let settingsPath: string;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
    const recycler = await registerRecycler(baseUrl, 'Tara Taps');
    await signInRecycler(page, baseUrl, recycler.email);
    settingsPath = `/profile-setting/${recycler.userId}`;
  });
  afterAll(() => browser.close());

  const twoTaps = async (from: string, entry: string, arrives: RegExp) => {
    await page.goto(`${baseUrl}${from}`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: entry, exact: true }).click();
    await page.waitForURL(arrives);
  };

  it('from the dashboard, settings and My boxes, each in two taps', async () => {
    await twoTaps('/user/dashboard', 'My coupons', /\/wallet$/);
    await page.getByRole('heading', { level: 1, name: 'My coupons' }).waitFor();
    await twoTaps(settingsPath, 'Return points', /\/return-points$/);
    await page.getByRole('heading', { level: 1, name: 'Return points' }).waitFor();
    await twoTaps('/wallet', 'My boxes', /\/user\/boxes$/);
    // The bottom bar still holds the spec's four entries.
    expect(await page.locator('.dock').first().locator('a, button').allTextContents()).toHaveLength(4);
  });
});
