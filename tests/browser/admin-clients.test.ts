// Admin clients in Chromium against the real server: create, search, edit and delete a client;
// attach a distributor and a business user; give the business user a store, open its details,
// deactivate it; detach with a confirmation.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
const stamp = Date.now().toString(36);
const clientName = `Test Client ${stamp}`;
const distributorName = `Dora Distributor ${stamp}`;
const businessName = `Bruno Business ${stamp}`;
const storeName = `Corner Store ${stamp}`;

let browser: BrowserSession;
let page: Page;

/** Fresh accounts made over the API, so the demo client's people stay where other suites expect them. */
async function createAccount(token: string, name: string, role: string) {
  const response = await fetch(`${baseUrl}/api/v1/user/createUser`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ name, email: `${role.toLowerCase()}-${stamp}@rebox.test`, password: 'long-enough-1', role }),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@rebox.test', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  await createAccount(data.token, distributorName, 'DISTRIBUTOR');
  await createAccount(data.token, businessName, 'BUSINESS_USER');
  browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  page = browser.page;
  await logIn(page, baseUrl, 'admin@rebox.test');
});
afterAll(() => browser.close());

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

async function searchClients(text: string) {
  await page.goto(`${baseUrl}/admin/clients`);
  await page.getByLabel('Search clients').fill(text);
  await expect.poll(() => page.locator('tbody tr').filter({ hasNotText: text }).count()).toBe(0);
  await row(text).waitFor();
}

describe('admin clients', () => {
  it('lists the clients and searches them on the server', async () => {
    await page.goto(`${baseUrl}/admin/clients`);
    await row('North Logistics').waitFor();
    await row('South Parcel Co').waitFor();
    await searchClients('South Parcel');
    expect(await row('North Logistics').count()).toBe(0);
  });

  it('creates a client with inline validation, then edits it', async () => {
    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Create client' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Email must be a valid address').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill(clientName);
    await dialog.getByLabel('Email').fill(`ops-${stamp}@client.example`);
    await dialog.getByLabel('Contact name').fill('Cleo Contact');
    await dialog.getByRole('button', { name: 'Create client' }).click();
    await dialog.waitFor({ state: 'detached' });

    await searchClients(clientName);
    await page.getByRole('button', { name: `Edit ${clientName}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${clientName}` });
    expect(await edit.getByLabel('Contact name').inputValue()).toBe('Cleo Contact');
    await edit.getByLabel('Phone').fill('+1 555 7777');
    await edit.getByRole('button', { name: 'Save client' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row(clientName).textContent()).toContain('+1 555 7777');
  });

  it('attaches a distributor with a service area and a business user', async () => {
    await searchClients(clientName);
    await page.getByRole('link', { name: clientName }).click();
    await page.getByRole('heading', { name: clientName, level: 1 }).waitFor();
    await page.getByText(`No distributors attached to ${clientName} yet.`).waitFor();

    const distributors = page.getByRole('form', { name: 'Attach a distributor' });
    await distributors.getByRole('button', { name: 'Attach' }).click();
    await distributors.getByText('Choose a distributor.', { exact: true }).waitFor();
    // Typing finds the distributor among every distributor account, and chooses the best match.
    await distributors.getByLabel('Find a distributor').fill(`distributor-${stamp}`);
    const picked = distributors.getByLabel('Distributor', { exact: true });
    await expect.poll(() => picked.locator('option:checked').textContent()).toBe(`${distributorName} (distributor-${stamp}@rebox.test)`);
    expect(await picked.locator('option').count()).toBe(2);
    await distributors.getByLabel('Service area').fill('Harbour side');
    await distributors.getByRole('button', { name: 'Attach' }).click();
    const distributorRow = page.getByRole('table', { name: `Distributors of ${clientName}` }).getByRole('row').filter({ hasText: distributorName });
    await distributorRow.waitFor();
    expect(await distributorRow.textContent()).toContain('Harbour side');

    const business = page.getByRole('form', { name: 'Attach a business user' });
    await business.getByLabel('Business user', { exact: true }).selectOption({ label: `${businessName} (business_user-${stamp}@rebox.test)` });
    await business.getByRole('button', { name: 'Attach' }).click();
    await page.getByRole('table', { name: `Business users of ${clientName}` }).getByRole('row').filter({ hasText: businessName }).waitFor();
  });

  it("gives the business user a store, shows its details, and deactivates it", async () => {
    await page.getByRole('link', { name: `0 stores of ${businessName}` }).click();
    await page.getByRole('heading', { name: `Stores of ${businessName}` }).waitFor();
    await page.getByText('This business user has no stores yet. Press New store to add one.').waitFor();
    await page.getByRole('button', { name: 'New store' }).click();
    const dialog = page.getByRole('dialog', { name: 'New store' });
    await dialog.getByRole('button', { name: 'Add store' }).click();
    await dialog.getByText('Store name is required').waitFor();
    await dialog.getByLabel('Store name').fill(storeName);
    await dialog.getByLabel('City').fill('Springfield');
    await dialog.getByRole('button', { name: 'Add store' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(storeName).waitFor();

    await page.getByRole('link', { name: storeName }).click();
    await page.waitForURL(/\/admin\/clients\/store\/details\?id=\d+$/);
    await page.getByRole('heading', { name: storeName, level: 1 }).waitFor();
    await page.getByText('No box returns recorded at this store yet.').waitFor();
    expect(await page.getByText(businessName).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: `← Stores of ${businessName}` }).click();
    await page.getByRole('button', { name: `Deactivate ${storeName}` }).click();
    await expect.poll(() => row(storeName).textContent()).toContain('Inactive');
  });

  it('detaches a distributor and deletes the client after confirmations', async () => {
    await searchClients(clientName);
    await page.getByRole('link', { name: clientName }).click();
    await page.getByRole('button', { name: `Detach ${distributorName}` }).click();
    const detach = page.getByRole('dialog', { name: `Detach ${distributorName}?` });
    expect(await detach.textContent()).toContain(`no longer works for ${clientName}`);
    await detach.getByRole('button', { name: 'Detach' }).click();
    await page.getByText(`No distributors attached to ${clientName} yet.`).waitFor();

    await searchClients(clientName);
    await page.getByRole('button', { name: `Delete ${clientName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${clientName}?` });
    expect(await dialog.textContent()).toContain('0 distributors and 1 business user are detached');
    await dialog.getByRole('button', { name: 'Delete client' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No clients match this search.').waitFor();
  });
});
