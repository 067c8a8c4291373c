// The depot on a phone: a distributor scans 20 of their
// client's boxes in a row, 19 typed by a USB scanner (keys, then Enter) and one read by the
// camera (Chromium's fake camera films its label, read by the ZXing polyfill), each felt as a
// vibration; a mistyped code is refused at once and never sent, another client's box is refused
// by the server, an extra scan is undone; then ships them with an order reference and reads each
// box's outcome. The database is shared with other files: figures are compared with those read first.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import { formatBoxCode } from '@/shared/box-codes';
import type { Batch, BoxFacts, BoxStats } from '@/shared/contract/boxes';
import type { Client } from '@/shared/contract/clients';
import type { Page as ListPage } from '@/shared/contract/envelope';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { fakeCameraArgs, qrVideo } from './fake-camera';
import { api, apiLogin, baseUrl, PHONE, scrollsSideways, signInAs, stamp, type Login } from './staff-journeys-support';

let videoDir: string;
let session: BrowserSession | undefined;
let admin: Login;
let distributor: Login;
let north: string[];
let southCode: string;

/** The code with its check character changed: a typo the device must catch. */
const mistype = (code: string) => code.slice(0, -1) + (code.endsWith('7') ? '8' : '7');

async function clientId(name: string): Promise<number> {
  const page = await api<ListPage<Client>>('GET', `${API_PATHS.clients.list}?search=${encodeURIComponent(name)}`, admin.token);
  return page.items.find((c) => c.name === name)!.id;
}

async function makeBoxes(client: string, count: number): Promise<string[]> {
  return (await api<Batch>('POST', API_PATHS.boxes.batches, admin.token, { clientId: await clientId(client), count })).codes;
}

beforeAll(async () => {
  admin = await apiLogin('admin@rebox.test');
  distributor = await apiLogin('distributor@rebox.test');
  north = await makeBoxes('North Logistics', 21);
  southCode = (await makeBoxes('South Parcel Co', 1))[0]!;
  videoDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-depot-camera-'));
  const video = path.join(videoDir, 'label.y4m');
  // The label's QR code holds the box's public address.
  qrVideo(`${baseUrl}/b/${north[19]}`, video);
  session = await openBrowser({ viewport: PHONE, args: fakeCameraArgs(video) });
  await session.context.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    // Each vibration the page asks for, to count them.
    const felt: unknown[] = [];
    (window as unknown as { felt: unknown[] }).felt = felt;
    Object.defineProperty(Navigator.prototype, 'vibrate', { configurable: true, value: (pattern: unknown) => felt.push(pattern) > 0 });
  });
});
afterAll(async () => {
  await session?.close();
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

const felt = (page: Page) => page.evaluate(() => (window as unknown as { felt: unknown[] }).felt);

describe('the depot', () => {
  it('scans 20 boxes in a row by keyboard and camera, marks the refused ones, undoes a scan and ships them', async () => {
    const page = session!.page;
    const statsBefore = await api<BoxStats>('GET', API_PATHS.boxes.stats, distributor.token);
    await signInAs(page, 'distributor@rebox.test', '/distributor/dashboard');
    await page.getByTestId('bottom-bar').getByRole('link', { name: 'Depot' }).click();
    await page.waitForURL(`${baseUrl}/distributor/depot`);
    expect(await page.getByRole('radio', { name: 'Ship' }).isChecked()).toBe(true);
    await page.getByText('No boxes scanned yet. Scan a label or type its code.').waitFor();

    // A USB scanner types each code and ends it with Enter; the field is empty for the next.
    const field = page.getByLabel('Box code');
    await field.click();
    const typed = north.slice(0, 19);
    for (const [i, code] of typed.entries()) {
      const asPrinted = i % 3 === 0 ? formatBoxCode(code).toLowerCase() : i % 3 === 1 ? code.replace(/(...)/g, '$1 ') : code;
      await page.keyboard.type(asPrinted);
      await page.keyboard.press('Enter');
    }
    expect(await field.inputValue()).toBe('');
    await page.getByTestId('scanned-count').getByText('19 boxes to send', { exact: true }).waitFor();

    // A mistyped code is refused at once, marked in the list, and felt differently.
    await page.keyboard.type(mistype(north[0]!));
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-said').getByText(/refused: its check character does not match/).waitFor();
    const refusedRow = page.getByTestId('scanned-list').locator('li[data-refused]');
    expect(await refusedRow.count()).toBe(1);
    await refusedRow.getByText('Refused: the check character does not match').waitFor();
    // Another client's box checks on the device; the server refuses it.
    await page.keyboard.type(southCode);
    await page.keyboard.press('Enter');
    // A scan taken back.
    await page.keyboard.type(north[20]!);
    await page.keyboard.press('Enter');
    await page.getByTestId('scanned-count').getByText('21 boxes to send, 1 refused').waitFor();
    await page.getByRole('button', { name: 'Undo last scan' }).click();
    await page.getByTestId('scanned-count').getByText('20 boxes to send, 1 refused').waitFor();

    // The camera reads the twentieth box's label; the label stays in view and is added once.
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await page.getByTestId('scan-said').getByText(`${formatBoxCode(north[19]!)} added`).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: 'Stop scanning' }).click();
    await page.getByTestId('scanned-count').getByText('21 boxes to send, 1 refused').waitFor();
    const vibrations = await felt(page);
    expect(vibrations.filter((p) => p === 40)).toHaveLength(22);
    expect(vibrations.filter((p) => Array.isArray(p))).toHaveLength(1);
    expect(await scrollsSideways(page)).toBe(false);

    const order = `ORDER-${stamp}`;
    await page.getByLabel('Order reference (optional)').fill(order);
    await page.getByRole('button', { name: 'Ship 21 boxes' }).click();
    const results = page.getByTestId('scan-results');
    await results.getByTestId('scan-results-summary').getByText('20 boxes done, 2 refused').waitFor();
    expect(await results.getByText('Shipped', { exact: true }).count()).toBe(20);
    await results.getByRole('listitem').filter({ hasText: formatBoxCode(southCode) }).getByText('Another client’s box').waitFor();
    await results.getByRole('listitem').filter({ hasText: mistype(north[0]!) }).getByText('Not sent: the code does not check').waitFor();
    await page.getByText('No boxes scanned yet. Scan a label or type its code.').waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // What the server holds: the 20 are out, on this order; the undone and the other client's box stayed in stock.
    for (const code of [north[0]!, north[19]!]) {
      const box = await api<BoxFacts>('GET', API_PATHS.boxes.one(code), admin.token);
      expect(box.state).toBe('out');
      expect(box.journey?.at(-1)).toMatchObject({ kind: 'shipped', orderRef: order });
    }
    expect((await api<BoxFacts>('GET', API_PATHS.boxes.one(north[20]!), admin.token)).state).toBe('in_stock');
    expect((await api<BoxFacts>('GET', API_PATHS.boxes.one(southCode), admin.token)).state).toBe('in_stock');

    // The dashboard's depot figures count them.
    const statsAfter = await api<BoxStats>('GET', API_PATHS.boxes.stats, distributor.token);
    expect(statsAfter.byState.out).toBe(statsBefore.byState.out + 20);
    await page.getByTestId('bottom-bar').getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => page.getByTestId('depot-out').textContent()).toBe(statsAfter.byState.out.toLocaleString('en'));
    expect(await page.getByTestId('depot-in-stock').textContent()).toBe(statsAfter.byState.in_stock.toLocaleString('en'));
    await page.getByTestId('depot-return-rate').waitFor();
    await page.getByTestId('depot-suspected-lost').waitFor();
  });
});
