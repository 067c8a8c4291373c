// A shared phone: logging out, even with no connection, leaves nothing of the user behind,
// not in the caches, not in IndexedDB, and no queued refresh (carrying their token) replays later.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { startServerProcess, type RunningServer } from '../helpers/browser-global-setup';
import { USER_EMAIL, visitOnline } from '../helpers/offline-scenario';
import { apiLogIn, queuedRefreshes, readCaches, readIndexedDb, requestsFor } from '../helpers/pwa';

let browser: BrowserSession;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-logout-'));
  server = await startServerProcess(inject('runDir'), dataDir, { LOG_LEVEL: 'info' });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('logging out offline removes the user from caches and IndexedDB, and nothing of theirs replays online', async () => {
  const { page, context } = browser;
  const { user } = await apiLogIn(server.url, USER_EMAIL);
  const profilePath = `/api/v1/user/getUserById/${user.user_id}`;
  await visitOnline(page, server.url);
  const session = (await readIndexedDb(page)).find((r) => r.key === 'rebox:session:v1');
  const token = (JSON.parse(session!.value) as { token: string }).token;

  await context.setOffline(true);
  await page.goto(`${server.url}/user/dashboard`);
  await page.getByTestId('balance-as-of').getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => queuedRefreshes(page)).toHaveLength(1);
  // What we look for afterwards is there now: the test would see it if it stayed.
  const traces = [token, user.email, user.user_code, profilePath, '"redemptionId"'];
  expect((await readIndexedDb(page)).some((r) => traces.some((t) => r.value.includes(t)))).toBe(true);

  await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login$/);
  await expect.poll(() => queuedRefreshes(page)).toEqual([]);
  const askedBefore = requestsFor(server.output(), profilePath);

  await context.setOffline(false);
  await page.goto(`${server.url}/coupon`);
  await page.getByTestId('coupon-card').first().waitFor();
  await page.waitForTimeout(2_000);
  expect(requestsFor(server.output(), profilePath) - askedBefore).toBe(0);

  const leftInIndexedDb = (await readIndexedDb(page)).filter((r) => traces.some((t) => r.value.includes(t) || r.key.includes(t)));
  expect(leftInIndexedDb).toEqual([]);
  const cached = await readCaches(page);
  // Only the shell, the public catalogue and banners remain.
  expect(cached.filter((e) => new URL(e.url).pathname.startsWith('/api/')).map((e) => new URL(e.url).pathname)).toEqual([
    '/api/v1/coupon/get-coupon-list-for-frontend',
  ]);
  expect(cached.filter((e) => traces.some((t) => e.url.includes(t) || e.body.includes(t)))).toEqual([]);
});
