// The distributor's records on a phone, below the record form: every return they recorded,
// narrowed to a recycler and to days, and the CSV of exactly that.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, sharedServerUrl, type BrowserSession } from '../helpers/browser';
import { apiLogIn, logIn } from '../helpers/pwa';
import { apiAs } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
let session: BrowserSession | undefined;
afterAll(() => session?.close());

describe('a distributor’s records', () => {
  it('filters by recycler and days, says when nothing matches, and exports what it shows', async () => {
    // The recycler of the distributor's latest record (the demo's activity has some).
    const distributor = await apiLogIn(baseUrl, 'distributor@rebox.test');
    const latest = await apiAs<{ items: { userName: string }[] }>(baseUrl, distributor.token, 'GET', '/points/returns/mine?pageSize=1');
    const recycler = latest.body.data.items[0]!.userName;

    session = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const { page } = session;
    await logIn(page, baseUrl, 'distributor@rebox.test');
    await page.goto(`${baseUrl}/distributor/form`);
    const table = page.getByRole('table', { name: 'My records' });
    await table.locator('tbody tr').first().waitFor();
    const filters = page.getByRole('group', { name: 'Filter records' });

    await filters.getByLabel('Recycler').fill(recycler);
    await expect.poll(async () => (await table.locator('tbody tr').allTextContents()).every((row) => row.includes(recycler))).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), filters.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('recorded_at,return_id,recycler,user_code,boxes,points,status,store,location');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(recycler))).toBe(true);

    // Tomorrow onwards holds nothing yet.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await filters.getByLabel('From').fill(day);
    await table.getByText('No records match this filter.').waitFor();
    await filters.getByLabel('To', { exact: true }).fill('2020-01-01');
    await filters.getByRole('alert').getByText('The last day is before the first: pick a later To day.').waitFor();
    expect(await filters.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
  });
});
