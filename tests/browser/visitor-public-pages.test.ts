// Signed out on a 390x844 phone, someone curious about Rebox learns where to hand a box in and
// what it earns before making an account: the header's menu leads to Return points and How
// earning works, both open without logging in, in the site's frame.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Earning } from '@/shared/contract/settings';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner } from '../helpers/pwa';

const baseUrl = sharedServerUrl();

describe('a visitor’s public pages', () => {
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
  });
  afterAll(() => browser.close());

  const openMenuEntry = async (name: string) => {
    await page.getByLabel('Menu', { exact: true }).click();
    await page.getByTestId('site-menu').getByRole('link', { name, exact: true }).click();
  };

  it('finds the return points from the catalogue’s menu, without logging in', async () => {
    await page.goto(`${baseUrl}/coupons`);
    await openMenuEntry('Return points');
    await page.waitForURL(/\/return-points$/);
    await page.getByRole('heading', { level: 1, name: 'Return points' }).waitFor();
    await page.getByTestId('return-point').first().waitFor();
    // The site's frame, not the login form and not a staff frame.
    expect(await page.getByRole('button', { name: 'Log in', exact: true }).count()).toBe(0);
    await page.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
  });

  it('learns what a box earns, with the way to an account', async () => {
    const earning = (await (await fetch(`${baseUrl}/api/v1/settings/earning`)).json()) as { data: Earning };
    await openMenuEntry('How earning works');
    await page.waitForURL(/\/how-earning-works$/);
    await page.getByRole('heading', { level: 1, name: 'How earning works' }).waitFor();
    await expect.poll(() => page.getByTestId('earning-points-per-box').textContent()).toBe(`${earning.data.pointsPerBox} points`);
    await page.getByTestId('earning-steps').getByRole('link', { name: 'return point' }).click();
    await page.waitForURL(/\/return-points$/);
    await page.goBack();
    const signUp = page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true });
    expect((await signUp.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});
