// A profile refresh asked for offline waits in the service worker's queue; when the connection
// returns it is replayed once and the page shows the balance the server has now.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { startServerProcess, type RunningServer } from '../helpers/browser-global-setup';
import { USER_EMAIL } from '../helpers/offline-scenario';
import { apiLogIn, logIn, queuedRefreshes, redeemCheapest, requestsFor, waitForServiceWorker } from '../helpers/pwa';

let browser: BrowserSession;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-queue-'));
  // One log line per request: the server's own count of replays.
  server = await startServerProcess(inject('runDir'), dataDir, { LOG_LEVEL: 'info' });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('queues a refresh made offline and replays it once when back online, showing the new balance', async () => {
  const { page, context } = browser;
  const { user } = await apiLogIn(server.url, USER_EMAIL);
  const profilePath = `/api/v1/user/getUserById/${user.user_id}`;
  await page.goto(server.url);
  await waitForServiceWorker(page);
  await logIn(page, server.url, USER_EMAIL);
  await expect.poll(() => page.getByTestId('balance').textContent()).toBe(user.available_reward_points.toLocaleString('en-US'));

  await context.setOffline(true);
  const asOf = page.getByTestId('balance-as-of');
  await asOf.getByRole('button', { name: 'Refresh' }).click();
  await page.getByText('Your points will update when the connection returns').waitFor();
  // Asked twice: only the newest waits.
  await asOf.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => queuedRefreshes(page)).toEqual([`${server.url}${profilePath}`]);

  // Meanwhile the balance changes on the server.
  const { balance } = await redeemCheapest(server.url, USER_EMAIL);
  expect(balance).toBeLessThan(user.available_reward_points);

  // Back online on the catalogue (the dashboard would refresh by itself on reconnecting).
  await page.goto(`${server.url}/coupon`);
  const points = page.getByTestId('bottom-bar-points');
  expect(await points.textContent()).toBe(String(user.available_reward_points));
  const askedBefore = requestsFor(server.output(), profilePath);

  await context.setOffline(false);
  await expect.poll(() => points.textContent(), { timeout: 20_000 }).toBe(String(balance));
  expect(await queuedRefreshes(page)).toEqual([]);
  // The Background Sync event and the page's "back online" may both fire: still one replay.
  await page.waitForTimeout(2_000);
  expect(requestsFor(server.output(), profilePath) - askedBefore).toBe(1);

  // The stored session has it too, confirmed just now: offline, the dashboard shows it at once.
  await context.setOffline(true);
  await page.goto(`${server.url}/user/dashboard`);
  await expect.poll(() => page.getByTestId('balance').textContent()).toBe(balance.toLocaleString('en-US'));
});
