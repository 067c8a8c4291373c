// The browser believes it is online but the server is gone (a dead Wi-Fi, a restart): the
// service worker still opens the app from its caches, exactly as when offline.
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
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-no-server-'));
  server = await startServerProcess(inject('runDir'), dataDir);
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('opens with the server process stopped: catalogue with banners, points as of their time, wallet, deep links', async () => {
  const { page } = browser;
  const visit = await visitOnline(page, server.url);

  expect(await server.stop()).toBe(0);
  const down = await fetch(`${server.url}/api/v1/health`).then(
    () => false,
    () => true,
  );
  expect(down).toBe(true);

  await page.reload();
  await expectAppWithoutNetwork(page, server.url, visit);
});
