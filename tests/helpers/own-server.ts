// For browser tests that need a server of their own (they stop it, read its log, or spend
// the demo user's points): a data directory of its own holding a copy of the demo data, the
// built server, a Chromium profile, all cleaned up after the file.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { demoDataCopy, startServerProcess, type RunningServer } from './browser-global-setup';

export interface OwnServer {
  readonly server: RunningServer;
  readonly browser: BrowserSession;
  readonly dataDir: string;
}

export function useOwnServer(name: string, env: Record<string, string> = {}): OwnServer {
  const own = {} as { server: RunningServer; browser: BrowserSession; dataDir: string };
  beforeAll(async () => {
    own.dataDir = demoDataCopy(inject('runDir'), name);
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
