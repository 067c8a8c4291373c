// "How earning works" on a 390x844 phone: shown once, on a new recycler's first
// dashboard visit, with the super admin's points per box, a link to Return points and what
// the QR code is for; closed, it stays closed (reload, sign out and in), for that user only.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@/shared/contract/settings';
import type { LoginAnswer } from '@/shared/contract/auth';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { confirmLogout } from '../helpers/logout';
import { answerInstallBanner, DEMO_PASSWORD } from '../helpers/pwa';
import { apiAs, registerRecycler, signInRecycler } from '../helpers/recycler';

const baseUrl = sharedServerUrl();

async function pointsPerBox(): Promise<number> {
  const login = await apiAs<LoginAnswer>(baseUrl, '', 'POST', '/auth/login', { email: 'superadmin@rebox.test', password: DEMO_PASSWORD });
  return (await apiAs<Settings>(baseUrl, login.body.data.token, 'GET', '/settings')).body.data.pointsPerBox;
}

const intro = (page: Page) => page.getByTestId('how-earning-works');

describe('how earning works', () => {
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
  });
  afterAll(() => browser.close());

  it('greets a new recycler once, with what a box earns, where to bring it and what the QR code is for', async () => {
    const perBox = await pointsPerBox();
    const recycler = await registerRecycler(baseUrl);
    await signInRecycler(page, baseUrl, recycler.email);

    const card = intro(page);
    await card.getByRole('heading', { name: 'How earning works' }).waitFor();
    await card.getByTestId('earning-points-per-box').filter({ hasText: `${perBox} points` }).waitFor();
    expect(await card.getByRole('link', { name: 'find the nearest one' }).getAttribute('href')).toBe('/return-points');
    expect(await card.textContent()).toMatch(/QR code.*staff scan it to credit your points/);

    await card.getByRole('button', { name: 'Got it' }).click();
    await card.waitFor({ state: 'detached' });
    await page.waitForTimeout(300); // let the write reach IndexedDB
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByTestId('user-code').waitFor();
    expect(await intro(page).count()).toBe(0);

    // Signing in again is not a first visit.
    await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
    await confirmLogout(page);
    await signInRecycler(page, baseUrl, recycler.email);
    await page.getByTestId('user-code').waitFor();
    await page.waitForTimeout(500);
    expect(await intro(page).count()).toBe(0);
    await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
    await confirmLogout(page);
  });

  it('is one person\'s: another recycler on the same phone still sees it', async () => {
    const other = await registerRecycler(baseUrl, 'Sam Second');
    await signInRecycler(page, baseUrl, other.email);
    await intro(page).getByRole('heading', { name: 'How earning works' }).waitFor();
  });
});
