// Debian's Chromium driven by playwright-core (toolchain.md, trap 7).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/**
 * The demo server this file shares with the others of its worker (browser-global-setup.ts
 * starts one per worker; VITEST_POOL_ID numbers the workers from 1).
 */
export function sharedServerUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(
  options: {
    viewport?: { width: number; height: number };
    serviceWorkers?: 'allow' | 'block';
    /** Chromium switches beyond ours, e.g. a fake camera. */
    args?: string[];
    /** The browser's language (navigator.languages, Accept-Language), e.g. "de-DE". */
    locale?: string;
    /** Draw scrollbars, which Playwright's headless Chromium hides unless told (a test that measures them). */
    showScrollbars?: boolean;
  } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'rebox-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: options.viewport ?? { width: 390, height: 844 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
    locale: options.locale,
    ignoreDefaultArgs: options.showScrollbars ? ['--hide-scrollbars'] : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.args ?? []),
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
