// The headers' menus in Chromium against the real server: the profile card of the layout
// preferences (rightMenuCard) on a wide screen, type-ahead in the profile dropdown, the language
// menu and a table row's ⋯ menu (typed letters add up, 350 ms without typing starts afresh), and
// the catalogue's profile dropdown in main-screen mode, whose Dashboard goes through /login to
// the person's own dashboard.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { apiCall, logIn, readIndexedDb } from '../helpers/pwa';
import { dismissInstallBanner } from './shell-support';

const baseUrl = sharedServerUrl();
// Past the reset of the menus' type-ahead, and well inside the one second a native select keeps.
const PAUSE_MS = 500;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('on a desk (1440 x 900)', () => {
  let browser: BrowserSession;
  const name = `Cara Card ${Date.now()}`;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
    const email = `menus-${Date.now()}@rebox.test`;
    await apiCall(baseUrl, 'POST', '/auth/register', undefined, { name, email, password: 'menus-password' });
    await logIn(browser.page, baseUrl, email, 'menus-password');
    await dismissInstallBanner(browser.page);
  });
  afterAll(() => browser?.close());

  it('the profile card is off by default; switched on in the customizer, the header shows avatar, name and points, also after a reload', async () => {
    const { page } = browser;
    const button = page.getByTestId('header').getByTestId('profile-menu').getByRole('button', { name: new RegExp(name) });
    await button.waitFor();
    expect(await button.getByTestId('header-menu-card').count()).toBe(0);
    expect((await button.textContent())?.trim()).toBe(name);

    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('checkbox', { name: 'Profile card in the header' }).check();
    await page.keyboard.press('Escape');
    const card = button.getByTestId('header-menu-card');
    expect(await card.textContent()).toBe(`${name}Points 0`);
    expect(await card.getByText('Points').isVisible()).toBe(true);
    expect(await button.locator('img').isVisible()).toBe(true);

    await page.reload();
    await card.waitFor();
    expect(await card.getByText('Points').isVisible()).toBe(true);
    // Below xl the card's points give way (the header has less room).
    await page.setViewportSize({ width: 1024, height: 900 });
    expect(await card.getByText('Points').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('the profile dropdown: a typed letter moves to its entry, and a pause starts afresh', async () => {
    const { page } = browser;
    await page.getByTestId('header').getByTestId('profile-menu').getByRole('button', { name: new RegExp(name) }).click();
    await page.keyboard.press('l');
    expect(await focusedText(page)).toBe('Logout');
    await page.waitForTimeout(PAUSE_MS);
    await page.keyboard.press('s');
    expect(await focusedText(page)).toBe('Settings');
    await page.keyboard.press('Escape');
  });

  it('the language menu: letters add up, a pause starts afresh, Enter switches the language', async () => {
    const { page } = browser;
    const language = page.getByTestId('header').getByRole('button', { name: 'Language' });
    await language.click();
    await page.keyboard.press('e');
    expect(await focusedText(page)).toBe('English');
    await page.waitForTimeout(PAUSE_MS);
    // A native select would still hold "e" here and look for "ed".
    await page.keyboard.press('d');
    expect(await focusedText(page)).toBe('Deutsch');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The app renders anew in German after the catalogue is in: the new menu's button takes the focus.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label'))).toBe('Sprache');

    await page.getByTestId('header').getByRole('button', { name: 'Sprache' }).click();
    await page.keyboard.press('e');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Stored before the next test's page load reads it (the write to IndexedDB follows the switch).
    await expect.poll(async () => (await readIndexedDb(page)).find((r) => r.key === 'rebox:language:v1')?.value).toBe('"en"');
  });

  it('the catalogue’s profile dropdown (main-screen mode) has Dashboard and Logout; Dashboard goes through /login to the dashboard', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/coupons`);
    const summary = page.getByLabel(`Account menu of ${name}`);
    await summary.click();
    const menu = page.getByTestId('main-screen-menu');
    expect(await menu.locator('ul').locator('a, button').allTextContents()).toEqual(['Dashboard', 'Logout']);
    await page.keyboard.press('l');
    expect(await focusedText(page)).toBe('Logout');
    await page.waitForTimeout(PAUSE_MS);
    await page.keyboard.press('d');
    expect(await focusedText(page)).toBe('Dashboard');

    // Each client-side move, to see the way through /login (pushState and replaceState).
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenPaths: seen });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          seen.push(location.pathname);
        };
      }
    });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/user/dashboard`);
    const seen = await page.evaluate(() => (window as unknown as { seenPaths: string[] }).seenPaths);
    expect([seen[0], seen.at(-1)]).toEqual(['/login', '/user/dashboard']);
  });
});

describe('on a phone (390 x 844)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    await logIn(browser.page, baseUrl, 'admin@rebox.test');
    await dismissInstallBanner(browser.page);
  });
  afterAll(() => browser?.close());

  it('a table row’s ⋯ menu: a typed letter moves to its action, and a pause starts afresh', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/admin/users`);
    const rowMenu = page.locator('details:has(summary[aria-label^="Actions for"])').last();
    await rowMenu.locator('summary').click();
    await page.keyboard.press('p');
    expect(await focusedText(page)).toBe('Points');
    await page.waitForTimeout(PAUSE_MS);
    await page.keyboard.press('h');
    expect(await focusedText(page)).toBe('History');
  });
});
