// Report a return with no connection, on a 390x844 phone against the real
// server: the report is kept on the device as "waiting to send", survives a reload offline (My
// reports shows what it listed online, as of then), is sent once when the connection is back,
// a replay of it reports nothing twice, and logout drops what is still waiting.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as Paged } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { confirmLogout } from '../helpers/logout';
import { answerInstallBanner, waitForServiceWorker } from '../helpers/pwa';
import { apiAs, registerRecycler, signInRecycler, storedValue, type Recycler } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
const QUEUE_KEY = 'rebox:report-queue:v1';

interface StoredQueue {
  userId: number;
  items: { key: string; body: { boxes: number; location: string } }[];
}

async function reportsAt(recycler: Recycler, location: string) {
  const answer = await apiAs<Paged<BoxReturn>>(baseUrl, recycler.token, 'GET', '/points/returns/my-reports?page=1&pageSize=50');
  return answer.body.data.items.filter((r) => r.location === location);
}

async function reportOffline(page: Page, boxes: string, location: string) {
  await page.getByLabel('Number of boxes').fill(boxes);
  await page.getByLabel('Where').fill(location);
  const submit = page.getByRole('button', { name: 'Report return' });
  expect(await submit.isEnabled()).toBe(true);
  await submit.click();
}

const waiting = (page: Page, location: string) => page.getByTestId('queued-report').filter({ hasText: location });

describe('a return reported offline', () => {
  let browser: BrowserSession;
  let page: Page;
  let recycler: Recycler;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
    recycler = await registerRecycler(baseUrl);
    await signInRecycler(page, baseUrl, recycler.email);
    await waitForServiceWorker(page);
    await page.goto(`${baseUrl}/user/form`);
    await page.getByRole('heading', { name: 'Report a return' }).waitFor();
  });
  afterAll(async () => {
    await browser.context.setOffline(false);
    await browser.close();
  });

  it('is kept as "waiting to send", stays after a reload offline, and is sent once back online', async () => {
    const location = `Drop box ${Date.now()}`;
    await browser.context.setOffline(true);
    await page.getByText('You are offline. Your report is kept on this device').waitFor();
    await reportOffline(page, '3', location);

    const entry = waiting(page, location);
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(/waiting to send/i);
    expect(await entry.textContent()).toContain('3 boxes');

    await page.waitForTimeout(300); // let the write reach IndexedDB
    await page.reload();
    await waiting(page, location).waitFor();
    // What My reports showed online stays, as of then, instead of an error.
    await page.getByTestId('my-reports-as-of').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    const stored = await storedValue<StoredQueue>(page, QUEUE_KEY);
    expect(stored?.userId).toBe(recycler.userId);
    expect(stored?.items.map((i) => i.body.location)).toEqual([location]);
    const { key, body } = stored!.items[0]!;
    expect(await reportsAt(recycler, location)).toHaveLength(0);

    await browser.context.setOffline(false);
    await waiting(page, location).waitFor({ state: 'detached', timeout: 20_000 });
    // My reports now lists it from the server, pending.
    await page.getByRole('table', { name: 'My reports' }).getByText(location).waitFor();
    expect(await reportsAt(recycler, location)).toHaveLength(1);
    expect(await storedValue(page, QUEUE_KEY)).toBeUndefined();

    // The same report sent again (an answer lost on the way) is recorded once.
    const replay = await apiAs<BoxReturn>(baseUrl, recycler.token, 'POST', '/points/returns/report', body, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await page.reload();
    await page.getByRole('table', { name: 'My reports' }).getByText(location).waitFor();
    expect(await reportsAt(recycler, location)).toHaveLength(1);
  });

  it('is dropped at logout when it was never sent', async () => {
    const location = `Bus stop ${Date.now()}`;
    await browser.context.setOffline(true);
    await reportOffline(page, '1', location);
    await waiting(page, location).waitFor();
    await page.waitForTimeout(300);
    expect((await storedValue<StoredQueue>(page, QUEUE_KEY))?.items).toHaveLength(1);

    await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
    await confirmLogout(page);
    expect(await storedValue(page, QUEUE_KEY)).toBeUndefined();
    await browser.context.setOffline(false);
    await page.waitForTimeout(500);
    expect(await reportsAt(recycler, location)).toHaveLength(0);
  });
});
