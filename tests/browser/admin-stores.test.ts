// The admin finds a store from the menu, without going through its client and business user:
// every store with its business, searched on the server, each leading to its details.
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, sharedServerUrl, type BrowserSession } from '../helpers/browser';
import { logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
let session: BrowserSession | undefined;
afterAll(() => session?.close());

describe('the admin’s Stores', () => {
  it('opens from the menu, searches every store and leads to its business and details', async () => {
    session = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
    const { page } = session;
    await logIn(page, baseUrl, 'admin@rebox.test');
    await page.getByRole('navigation').getByRole('link', { name: 'Stores', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin/stores`);
    const table = page.getByRole('table', { name: 'Stores' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    // Stores of both demo businesses, each with its business user.
    await row('Rebox Market Stall').waitFor();
    expect(await row('Rebox Corner Shop').first().textContent()).toContain('Bea Business');

    await page.getByLabel('Search stores').fill('kiosk');
    await expect.poll(() => row('Rebox Market Stall').count()).toBe(0);
    expect(await row('Rebox Station Kiosk').count()).toBeGreaterThan(0);
    await page.getByLabel('Search stores').fill('no store is called this');
    await table.getByText('No stores match this search.').waitFor();

    await page.getByLabel('Search stores').fill('Corner Shop');
    await row('Rebox Corner Shop').first().getByRole('link', { name: 'Rebox Corner Shop' }).click();
    await page.waitForURL(/\/admin\/clients\/store\/details\?id=\d+$/);
    await page.getByRole('heading', { name: 'Rebox Corner Shop', level: 1 }).waitFor();
    await page.goBack();
    await row('Rebox Corner Shop').first().getByRole('link', { name: 'Bea Business' }).click();
    await page.waitForURL(/\/admin\/clients\/stores\/\d+$/);
    await page.getByRole('heading', { name: 'Stores of Bea Business' }).waitFor();
  });
});
