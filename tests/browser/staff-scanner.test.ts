// Scanning on every browser: Chromium is given a fake camera that films
// user2's QR code and has no BarcodeDetector, so the ZXing WebAssembly polyfill, loaded from our
// own origin when the scanner opens, is what reads it. A clerk finds the recycler by scanning;
// an event manager checks a participant in by scanning.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';
import { fakeCameraArgs, qrVideo } from './fake-camera';
import { dismissInstallBanner } from './shell-support';

const baseUrl = sharedServerUrl();
const PHONE = { width: 390, height: 844 };

async function apiLogin(email: string): Promise<{ token: string; userId: number; userCode: string }> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await response.json()) as { data: { token: string; user: { user_id: number; user_code: string } } };
  return { token: data.token, userId: data.user.user_id, userCode: data.user.user_code };
}

async function api<T>(method: string, apiPath: string, token: string, body?: FormData): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, { method, headers: { Authorization: token }, body });
  const answer = (await response.json()) as { message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${answer.message}`);
  return answer.data;
}

let videoDir: string;
let camera: string[];
let user2: Awaited<ReturnType<typeof apiLogin>>;
const sessions: BrowserSession[] = [];

/** A phone whose camera films user2's code and whose browser has no BarcodeDetector. */
async function phoneWithoutDetector(): Promise<Page> {
  const session = await openBrowser({ viewport: PHONE, args: camera });
  sessions.push(session);
  await session.context.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  return session.page;
}

/** Every request the page sends that leaves our origin (the .wasm must not come from a CDN). */
function foreignRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== new URL(baseUrl).origin) seen.push(request.url());
  });
  return seen;
}

beforeAll(async () => {
  user2 = await apiLogin('user2@rebox.test');
  videoDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-camera-'));
  const video = path.join(videoDir, 'user2-code.y4m');
  qrVideo(user2.userCode, video);
  camera = fakeCameraArgs(video);
});
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

describe('scanning a personal QR code without BarcodeDetector', () => {
  it('a distributor at the counter finds the recycler by scanning their code', async () => {
    const page = await phoneWithoutDetector();
    const foreign = foreignRequests(page);
    await logIn(page, baseUrl, 'distributor@rebox.test');
    await dismissInstallBanner(page);
    await page.goto(`${baseUrl}/distributor/form`);
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);

    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await page.getByTestId('recipient').getByText('Ulf User').waitFor({ timeout: 30_000 });
    await page.getByTestId('recipient').getByText(user2.userCode, { exact: true }).waitFor();
    // The camera is off again once the code is read.
    expect(await page.getByLabel('Camera view').count()).toBe(0);
    expect(foreign).toEqual([]);
    // The reader is kept on the device for the next scan with a weak signal.
    await page.waitForFunction(async () => {
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) if (request.url.endsWith('.wasm')) return true;
      }
      return false;
    }, null, { timeout: 15_000 });
  });

  it('an event manager checks a participant in by scanning their code', async () => {
    const manager = await apiLogin('events@rebox.test');
    const hour = 3_600_000;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: `Scan-in drive ${Date.now()}`,
      description: 'Bring boxes',
      location: 'Harbour',
      startsAt: new Date(Date.now() + 24 * hour).toISOString(),
      endsAt: new Date(Date.now() + 26 * hour).toISOString(),
      capacity: '10',
      pointsReward: '12',
    }))
      form.append(name, value);
    const event = await api<{ id: number; inviteId: string }>('POST', API_PATHS.events.list, manager.token, form);
    // Under way now: an admin records that it began an hour ago (a manager cannot date an event in the past).
    const dates = new FormData();
    dates.append('startsAt', new Date(Date.now() - hour).toISOString());
    dates.append('endsAt', new Date(Date.now() + hour).toISOString());
    await api('PUT', API_PATHS.events.one(event.id), (await apiLogin('admin@rebox.test')).token, dates);
    await api('POST', API_PATHS.events.join(event.inviteId), user2.token);

    const page = await phoneWithoutDetector();
    const foreign = foreignRequests(page);
    await logIn(page, baseUrl, 'events@rebox.test');
    await dismissInstallBanner(page);
    await page.goto(`${baseUrl}/event-manager/ManageParticipants/${event.id}`);
    const row = page.getByRole('table', { name: 'Participants' }).getByRole('row', { name: /Ulf User/ });
    await row.getByText('joined', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Scan a participant’s code' }).click();
    await page.getByText('Ulf User attended: 12 points credited').waitFor({ timeout: 30_000 });
    await row.getByText('attended', { exact: true }).waitFor();
    await page.getByTestId('attended-count').getByText('1', { exact: true }).waitFor();
    expect(foreign).toEqual([]);
  });
});
