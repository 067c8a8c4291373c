// The frame on a phone and on a desktop: bottom bar or sidebar, the header's panels with
// focus kept inside and Escape to close, the theme customizer's choices surviving a reload,
// and the profile settings feeding the header at once. Fresh accounts (registered here), so
// no demo account is renamed and no login attempt is spent.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { dismissInstallBanner } from './shell-support';

const baseUrl = sharedServerUrl();

async function register(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`shell-${Date.now()}-${Math.round(Math.random() * 1e6)}@rebox.test`);
  await page.getByLabel(/^Password/).fill('recycle-more-boxes');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/user/dashboard`);
  await page.getByTestId('header').waitFor();
  await dismissInstallBanner(page);
}

/** Presses Tab `times` times; answers whether focus stayed inside `container` every time. */
async function focusStaysIn(page: Page, container: Locator, times = 25): Promise<boolean> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    if (!(await container.evaluate((element) => element.contains(document.activeElement)))) return false;
  }
  return true;
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

describe('on a phone (390 x 844)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterAll(() => browser.close());

  it('a signed-out visitor has the bottom bar with Coupons and Login, and no sidebar', async () => {
    const { page } = browser;
    await page.goto(baseUrl);
    const bar = page.getByTestId('bottom-bar');
    await bar.waitFor();
    expect(await bar.locator(':scope > *').allTextContents()).toEqual(['Coupons', 'Login']);
    expect(await bar.getByRole('link', { name: 'Coupons' }).getAttribute('aria-current')).toBe('page');
    await bar.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await bar.getByRole('link', { name: 'Login' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await register(page, 'Pat Phone');
  });

  it('a signed-in user gets Dashboard, Points, Settings and Logout, thumb-sized, and no sidebar or footer', async () => {
    const { page } = browser;
    const bar = page.getByTestId('bottom-bar');
    expect(await bar.locator(':scope > *').allTextContents()).toEqual(['Dashboard', 'Points 0', 'Settings', 'Logout']);
    expect(await bar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    for (const entry of await bar.locator(':scope > *').all()) {
      const box = (await entry.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    expect(await page.getByTestId('footer').isVisible()).toBe(false);
    expect(await page.getByTestId('header').getByTestId('profile-menu').isVisible()).toBe(false);

    await bar.getByRole('link', { name: /Points/ }).click();
    await page.waitForURL(`${baseUrl}/coupons`);
    expect(await bar.getByRole('link', { name: /Points/ }).getAttribute('aria-current')).toBe('page');
    await bar.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/user/dashboard`);
  });

  it('the menu drawer keeps focus inside and closes on Escape, back to its toggle', async () => {
    const { page } = browser;
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Coupons', exact: true }).waitFor();
    expect(await focusStaysIn(page, drawer)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Open menu');
  });

  it('the header search filters the seven entries and says when nothing matches', async () => {
    const { page } = browser;
    await page.getByTestId('header').getByRole('button', { name: 'Search' }).click();
    const box = page.getByPlaceholder('Search...');
    await box.waitFor();
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    const results = page.getByTestId('search-results').locator('li');
    expect(await results.count()).toBe(7);
    expect(await page.getByTestId('search-results').evaluate((list) => [getComputedStyle(list).maxHeight, getComputedStyle(list).overflowY])).toEqual(['160px', 'auto']);
    await box.fill('TEAM');
    expect(await results.allTextContents()).toEqual(['Our Team']);
    await box.fill('zzz');
    await page.getByText('No result found').waitFor();
    expect(await focusStaysIn(page, page.getByRole('dialog', { name: 'Search' }), 8)).toBe(true);
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
  });

  it('the header keeps five labelled controls, the look and language behind Display', async () => {
    const { page } = browser;
    const header = page.getByTestId('header');
    const shown = await header.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.offsetParent !== null).map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
    );
    expect(shown.filter((name) => !/dashboard$/i.test(name))).toEqual(['Open menu', 'Search', 'Notifications', 'Display']);
    await header.getByRole('button', { name: 'Display' }).click();
    const display = header.getByRole('group', { name: 'Display' });
    await display.getByLabel('Language').waitFor();
    for (const name of ['Dark mode', 'Monochrome', 'Right-to-left layout']) expect(await display.getByRole('switch', { name }).isChecked()).toBe(false);
    expect(await display.getByRole('button', { name: 'Open the theme customizer' }).isVisible()).toBe(true);
    const box = (await display.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await display.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Display');
  });

  it('the theme customizer applies dark mode and RTL at once, and both survive a reload', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Display' }).click();
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    const panel = page.getByRole('dialog', { name: 'Theme customizer' });
    await panel.waitFor();
    // The menu layout is offered only on extra-wide screens.
    expect(await panel.getByRole('group', { name: 'Menu layout' }).count()).toBe(0);
    expect(await focusStaysIn(page, panel)).toBe(true);
    await panel.getByRole('radio', { name: 'Dark' }).check();
    await panel.getByRole('checkbox', { name: 'RTL' }).check();
    const look = () =>
      page.evaluate(() => ({ theme: document.documentElement.dataset.theme, dir: document.documentElement.dir, dark: document.body.classList.contains('dark') }));
    expect(await look()).toEqual({ theme: 'rebox-dark', dir: 'rtl', dark: true });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('bottom-bar').waitFor();
    expect(await look()).toEqual({ theme: 'rebox-dark', dir: 'rtl', dark: true });
    // Mirrored: in RTL the drawer comes from the right.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' }).locator('.modal-box');
    // A 248 px drawer on the left would start at 0; on the right it starts past the middle.
    await expect.poll(async () => (await drawer.boundingBox())!.x).toBeGreaterThan(100);
    await page.keyboard.press('Escape');
  });

  it('Settings opens the profile, and a new picture shows in the bottom bar at once', async () => {
    const { page } = browser;
    const bar = page.getByTestId('bottom-bar');
    expect(await bar.getByTestId('bottom-bar-avatar').getAttribute('src')).toBe('/default-avatar.webp');
    await bar.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/profile-setting\/\d+$/);
    expect(await bar.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#b45309' } }).png().toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => bar.getByTestId('bottom-bar-avatar').getAttribute('src')).toMatch(/^\/uploads\/images\/[a-f0-9-]{36}\.webp$/);
  });
});

describe('on a desktop (1440 x 900)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
  });
  afterAll(() => browser.close());

  it('shows the 248 px sidebar with the full logo and the footer, and no bottom bar', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/register`);
    await register(page, 'Dee Desk');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    expect((await sidebar.boundingBox())!.width).toBe(248);
    expect(await sidebar.getByText('Rebox', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('bottom-bar').isVisible()).toBe(false);
    expect(await page.getByTestId('footer').textContent()).toContain('2023');
  });

  it('collapses the sidebar to 72 px and keeps it so after a reload', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())!.width).toBe(72);
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    await page.mouse.move(1000, 400);
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())!.width).toBe(72);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())!.width).toBe(248);
  });

  it('reaches every header control and the menu from the keyboard', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/user/dashboard`);
    await page.getByTestId('header').waitFor();
    const reached = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      reached.add(String(await focusedName(page)));
    }
    for (const name of ['Skip to content', 'Rebox dashboard', 'Dashboard', 'Coupons', 'Collapse sidebar', 'Search', 'Switch to right-to-left', 'Dark mode', 'Monochrome']) {
      expect(reached, name).toContain(name);
    }
  });

  it('turns the page grey with the monochrome toggle and flips direction from the header', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Monochrome' }).click();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('grayscale(1)');
    await page.getByRole('button', { name: 'Monochrome' }).click();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');
    await page.getByRole('button', { name: 'Switch to right-to-left' }).click();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await page.getByTestId('sidebar').boundingBox())!.x).toBe(1440 - 248);
    await page.getByRole('button', { name: 'Switch to left-to-right' }).click();
  });

  it('offers the header styles: floating, static and hidden', async () => {
    const { page } = browser;
    const open = async () => {
      await page.getByRole('button', { name: 'Open the theme customizer' }).click();
      // The admin template's frame options wait under "Advanced".
      const panel = page.getByRole('dialog', { name: 'Theme customizer' });
      await panel.getByText('Advanced').click();
      return panel.getByRole('group', { name: 'Navbar type' });
    };
    await (await open()).getByRole('radio', { name: 'Static' }).check();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('header').evaluate((h) => getComputedStyle(h).position)).toBe('relative');
    await (await open()).getByRole('radio', { name: 'Floating' }).check();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('header').evaluate((h) => [getComputedStyle(h).position, getComputedStyle(h).marginTop])).toEqual(['sticky', '8px']);
    await (await open()).getByRole('radio', { name: 'Hidden' }).check();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('header').count()).toBe(0);
    await (await open()).getByRole('radio', { name: 'Sticky' }).check();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('header').evaluate((h) => getComputedStyle(h).position)).toBe('sticky');
  });

  it('the profile dropdown shows the points, and a new name and image reach the header at once', async () => {
    const { page } = browser;
    const menu = page.getByTestId('header').getByTestId('profile-menu');
    await menu.getByRole('button', { name: /Dee Desk/ }).click();
    await menu.getByText('Points').waitFor();
    expect(await menu.getByText('Points').textContent()).toBe('Points 0');
    await page.keyboard.press('Escape');
    await menu.getByRole('button', { name: /Dee Desk/ }).click();
    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/profile-setting\/\d+$/);

    const file = page.locator('input[type=file]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('The profile image must be a PNG, JPEG, WebP or GIF image.').waitFor();

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    expect(await page.getByTestId('profile-preview').getAttribute('src')).toMatch(/^blob:/);
    await page.getByLabel('Name').fill('Dee Renamed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile was updated.').waitFor();

    expect(await page.getByTestId('header-name').textContent()).toBe('Dee Renamed');
    const avatar = page.getByTestId('header-avatar');
    expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\/images\/[a-f0-9-]{36}\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // And it is kept: a reload shows the same.
    await page.reload();
    expect(await page.getByTestId('header-name').textContent()).toBe('Dee Renamed');
  });
});
