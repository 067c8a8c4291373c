// Design card: recyclers check their points with no signal. One visit online, then the
// connection goes: a reload and deep links still show the catalogue with its banners, the
// points "as of" their time, and the wallet.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { startServerProcess, type RunningServer } from '../helpers/browser-global-setup';
import { expectAppWithoutNetwork, visitOnline } from '../helpers/offline-scenario';

let browser: BrowserSession;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  // Its own server: the test spends the demo user's points.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-offline-'));
  server = await startServerProcess(inject('runDir'), dataDir);
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('opens offline after one online visit: catalogue with banners, points as of their time, wallet, deep links', async () => {
  const { page, context } = browser;
  const visit = await visitOnline(page, server.url);

  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('offline-indicator').waitFor();
  await expectAppWithoutNetwork(page, server.url, visit);
  // Still saying so on every screen.
  expect(await page.getByTestId('offline-indicator').textContent()).toContain('You are offline');
});
