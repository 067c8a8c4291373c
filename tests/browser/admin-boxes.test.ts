// The admin's Boxes screen at a desk: opened from the menu, a batch made for a client
// (the count checked inline first), its labels downloaded as a PDF, and a box found by its code
// (a typo caught before any request; lower case and spaces accepted) with its journey; the
// dashboard shows the return rate per client. The database is shared with other files.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import { formatBoxCode } from '@/shared/box-codes';
import type { Batch, BatchSummary } from '@/shared/contract/boxes';
import type { Client } from '@/shared/contract/clients';
import type { Page as ListPage } from '@/shared/contract/envelope';
import { api, apiLogin, baseUrl, browser, closeBrowsers, DESK, PHONE, scrollsSideways, signInAs, stamp, type Login } from './staff-journeys-support';

afterAll(closeBrowsers);

let admin: Login;
let shippedCode: string;
const order = `PO-${stamp}`;

beforeAll(async () => {
  admin = await apiLogin('admin@rebox.test');
  const clients = await api<ListPage<Client>>('GET', `${API_PATHS.clients.list}?search=South`, admin.token);
  const south = clients.items.find((c) => c.name === 'South Parcel Co')!;
  shippedCode = (await api<Batch>('POST', API_PATHS.boxes.batches, admin.token, { clientId: south.id, count: 2 })).codes[0]!;
  const depot = await apiLogin('distributor2@rebox.test');
  await api('POST', API_PATHS.boxes.ship, depot.token, { codes: [shippedCode], orderRef: order });
});

describe('the admin’s boxes', () => {
  it('makes a batch for a client, downloads its labels, and finds a box with its journey', async () => {
    const page = await browser(DESK);
    await signInAs(page, 'admin@rebox.test', '/admin/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Boxes', exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/admin/boxes`);
    await page.getByRole('heading', { name: 'Boxes', level: 1 }).waitFor();

    const form = page.getByRole('form', { name: 'New batch of boxes' });
    const client = form.getByLabel('Client');
    await client.locator('option', { hasText: 'South Parcel Co' }).waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Make the boxes' }).click();
    await form.getByText('Choose the client these boxes are for.').waitFor();
    await client.selectOption({ label: 'South Parcel Co' });
    const count = form.getByLabel('Number of boxes');
    await count.fill('0');
    await form.getByText('Number of boxes must be at least 1.').waitFor();
    await count.fill('10001');
    await form.getByText('Number of boxes must be at most 10000.').waitFor();
    await count.fill('12');
    await form.getByRole('button', { name: 'Make the boxes' }).click();

    const made = page.getByTestId('new-batch');
    await made.getByText(/^Batch #\d+: 12 boxes for South Parcel Co, in stock\.$/).waitFor();
    const batchId = Number(/#(\d+)/.exec((await made.textContent()) ?? '')![1]);
    const batches = await api<BatchSummary[]>('GET', API_PATHS.boxes.batches, admin.token);
    expect(batches.find((b) => b.batchId === batchId)).toMatchObject({ clientName: 'South Parcel Co', count: 12 });
    await page.getByRole('table', { name: 'Batches of boxes' }).getByRole('row').filter({ hasText: `#${batchId}` }).waitFor();

    // The labels arrive as a PDF file.
    const [download] = await Promise.all([page.waitForEvent('download'), made.getByRole('button', { name: `Labels (PDF) of batch ${batchId}` }).click()]);
    expect(download.suggestedFilename()).toBe(`rebox-boxes-${batchId}.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // A typo in the check character is caught on the screen: no request leaves.
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/boxes/') && !request.url().includes('/boxes/batches')) lookups.push(request.url());
    });
    const find = page.getByRole('form', { name: 'Find a box' });
    const typo = shippedCode.slice(0, -1) + (shippedCode.endsWith('7') ? '8' : '7');
    await find.getByLabel('Box code').fill(typo);
    await find.getByRole('button', { name: 'Find' }).click();
    await find.getByText('This code does not check: a character is mistyped. Look at the label again.').waitFor();
    expect(await find.getByLabel('Box code').getAttribute('aria-invalid')).toBe('true');
    expect(lookups).toEqual([]);

    // Typed as people do: lower case, in groups.
    await find.getByLabel('Box code').fill(formatBoxCode(shippedCode).toLowerCase().replace(/-/g, ' '));
    await find.getByRole('button', { name: 'Find' }).click();
    const passport = page.getByTestId('box-passport');
    await passport.getByTestId('box-state').getByText('Out with a customer').waitFor();
    expect(lookups).toHaveLength(1);
    await passport.getByText('South Parcel Co').waitFor();
    const steps = passport.getByTestId('box-journey').getByRole('listitem');
    expect(await steps.count()).toBe(2);
    await steps.nth(0).getByText('Made', { exact: true }).waitFor();
    await steps.nth(1).getByText('Shipped', { exact: true }).waitFor();
    await steps.nth(1).getByText(new RegExp(`order ${order}`)).waitFor();
  });

  it('shows the return rate per client on the dashboard, and the screen fits a phone', async () => {
    const page = await browser(PHONE);
    await signInAs(page, 'admin@rebox.test', '/admin/dashboard');
    const rates = page.getByTestId('return-rates');
    await rates.getByRole('row', { name: /All clients/ }).waitFor();
    await rates.getByRole('row', { name: /South Parcel Co/ }).waitFor();
    await rates.getByRole('row', { name: /North Logistics/ }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.goto(`${baseUrl}/admin/boxes`);
    await page.getByRole('table', { name: 'Batches of boxes' }).getByRole('row').nth(1).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
