// A new version reaches people who keep the app open: the server starts serving a second
// build, the waiting service worker is announced with "A new version of Rebox is ready —
// Reload" (never while a redemption is open; also in a tab opened while it waits), and Reload
// brings the page, and every other open tab, onto the new build.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { buildInto, demoDataCopy, startServerProcess, type RunningServer } from '../helpers/browser-global-setup';
import { USER_EMAIL } from '../helpers/offline-scenario';
import { logIn, waitForServiceWorker } from '../helpers/pwa';

const NEXT_VERSION = 'next-build';
let browser: BrowserSession;
let server: RunningServer;
let dataDir: string;
let nextRunDir: string;

beforeAll(async () => {
  dataDir = demoDataCopy(inject('runDir'), 'update');
  nextRunDir = path.resolve('dist/.test-runs', `update-${process.pid}`);
  rmSync(nextRunDir, { recursive: true, force: true });
  mkdirSync(nextRunDir, { recursive: true });
  // The same sources with another version baked in: every chunk that shows it gets a new hash.
  buildInto(nextRunDir, { VITE_APP_VERSION: NEXT_VERSION });
  server = await startServerProcess(inject('runDir'), dataDir);
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(nextRunDir, { recursive: true, force: true });
});

const appVersion = () => browser.page.evaluate(() => document.documentElement.dataset.appVersion);

it('announces the new version, waits while a redemption is open, and Reload activates it', async () => {
  const { page } = browser;
  await page.goto(server.url);
  await waitForServiceWorker(page);
  await logIn(page, server.url, USER_EMAIL);
  await page.goto(`${server.url}/coupon`);
  // The version marker is written once the app has mounted, not at the load event.
  await expect.poll(appVersion, { timeout: 15_000 }).toBe('dev');

  // A redemption is open when the new version lands.
  await page.getByTestId('coupon-card').first().getByRole('button', { name: 'Redeem Now' }).click();
  const dialog = page.getByTestId('redeem-dialog');
  await dialog.getByText('ONE LAST CHECK').waitFor();

  // The second build, served on the same origin (the service worker is per origin).
  const port = new URL(server.url).port;
  await server.stop();
  server = await startServerProcess(nextRunDir, dataDir, { PORT: port });

  // The hourly check, now.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  expect(await page.getByTestId('update-toast').count()).toBe(0);

  await dialog.getByRole('button', { name: 'GO BACK' }).click();
  const toast = page.getByTestId('update-toast');
  await toast.waitFor();
  expect(await toast.textContent()).toContain('A new version of Rebox is ready');
  // Still the old build until the person says so.
  expect(await appVersion()).toBe('dev');

  // A second tab opened now finds the new version already waiting, and says so too.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${server.url}/dashboard`);
  await otherTab.getByTestId('update-toast').waitFor({ timeout: 15_000 });
  const otherVersion = () => otherTab.evaluate(() => document.documentElement.dataset.appVersion);
  expect(await otherVersion()).toBe('dev');

  await toast.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(appVersion, { timeout: 20_000 }).toBe(NEXT_VERSION);
  // The other tab is moved onto the new build as well, by the new worker taking control.
  await expect.poll(otherVersion, { timeout: 20_000 }).toBe(NEXT_VERSION);
  await otherTab.close();
  await page.getByTestId('coupon-card').first().waitFor();
  // Nothing waits any more: the new worker is the active one.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting == null)).toBe(true);
  expect(await page.getByTestId('update-toast').count()).toBe(0);
});
