// For browser tests that need a server of their own (they stop it, read its log, or spend
// the demo user's points): a fresh data directory, the built server, a Chromium profile,
// all cleaned up after the file.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { startServerProcess, type RunningServer } from './browser-global-setup';

export interface OwnServer {
  readonly server: RunningServer;
  readonly browser: BrowserSession;
  readonly dataDir: string;
}

export function useOwnServer(name: string, env: Record<string, string> = {}): OwnServer {
  const own = {} as { server: RunningServer; browser: BrowserSession; dataDir: string };
  beforeAll(async () => {
    own.dataDir = mkdtempSync(path.join(os.tmpdir(), `rebox-${name}-`));
    own.server = await startServerProcess(inject('runDir'), own.dataDir, env);
    own.browser = await openBrowser();
  });
  afterAll(async () => {
    await own.browser?.close();
    await own.server?.stop();
    rmSync(own.dataDir, { recursive: true, force: true });
  });
  return own;
}
