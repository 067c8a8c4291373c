// The counter's mixed scan: a clerk on a phone finds a recycler, scans their boxes' labels
// (two out with customers, one credited on this trip already, one still in the depot's stock,
// one mistyped), and credits once: the boxes that can be, each refusal named beside its code,
// the mistyped one never sent. The recycler's balance moves by the credited boxes only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import { formatBoxCode } from '@/shared/box-codes';
import type { Batch } from '@/shared/contract/boxes';
import type { Client } from '@/shared/contract/clients';
import type { Page as ListPage } from '@/shared/contract/envelope';
import type { Settings } from '@/shared/contract/settings';
import { api, apiLogin, balanceOf, baseUrl, browser, closeBrowsers, PHONE, scrollsSideways, signInAs, stamp, type Login } from './staff-journeys-support';

afterAll(closeBrowsers);

const mistype = (code: string) => code.slice(0, -1) + (code.endsWith('7') ? '8' : '7');

describe('the counter scanning boxes', () => {
  let recycler: Login;
  let codes: string[];
  let pointsPerBox = 0;

  beforeAll(async () => {
    const admin = await apiLogin('admin@rebox.test');
    const distributor = await apiLogin('distributor@rebox.test');
    const clients = await api<ListPage<Client>>('GET', `${API_PATHS.clients.list}?search=${encodeURIComponent('North Logistics')}`, admin.token);
    const clientId = clients.items.find((c) => c.name === 'North Logistics')!.id;
    codes = (await api<Batch>('POST', API_PATHS.boxes.batches, admin.token, { clientId, count: 4 })).codes;
    // Three leave with customers; the fourth stays in stock.
    await api('POST', API_PATHS.boxes.ship, distributor.token, { codes: codes.slice(0, 3) });
    const email = `scan-recycler-${stamp}@rebox.test`;
    await api('POST', API_PATHS.auth.register, '', { name: `Rita Scan ${stamp}`, email, password: 'scan-password-1' });
    recycler = await apiLogin(email, 'scan-password-1');
    // The third was handed in at a counter already on this trip.
    await api('POST', API_PATHS.returns.record, distributor.token, { userCode: recycler.userCode, boxCodes: [codes[2]] });
    pointsPerBox = (await api<Settings>('GET', API_PATHS.settings, admin.token)).pointsPerBox;
  });

  it('credits the boxes that can be and names each refused one', async () => {
    const page = await browser(PHONE);
    const before = await balanceOf(recycler);
    await signInAs(page, 'store@rebox.test', '/store-manager/dashboard');
    await page.getByTestId('bottom-bar').getByRole('link', { name: 'Record' }).click();
    await page.waitForURL(`${baseUrl}/store-manager/form`);
    await page.getByLabel('Recycler’s personal code').fill(recycler.userCode.toLowerCase());
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('recipient').getByText(`Rita Scan ${stamp}`).waitFor();

    await page.getByRole('radio', { name: 'Scan their codes' }).check();
    const field = page.getByLabel('Box code');
    for (const code of [formatBoxCode(codes[0]!).toLowerCase(), codes[1]!, codes[2]!, codes[3]!, mistype(codes[0]!)]) {
      await field.fill(code);
      await field.press('Enter');
    }
    // Enter adds to the list; nothing was credited yet.
    expect(await balanceOf(recycler)).toBe(before);
    expect(await page.getByTestId('scanned-count').textContent()).toBe('4 boxes to send, 1 refused');
    expect(await page.getByTestId('scanned-list').locator('li[data-refused]').count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Confirm and credit' }).click();
    await page.getByTestId('return-recorded').getByText(`${2 * pointsPerBox} points credited to Rita Scan ${stamp}`).waitFor();
    const results = page.getByTestId('scan-results');
    expect(await results.getByTestId('scan-results-summary').textContent()).toBe('2 boxes done, 3 refused');
    await results.getByText('Already returned on this trip').waitFor();
    await results.getByText('Not out: this box is in stock').waitFor();
    await results.getByText('Not sent: the code does not check').waitFor();
    expect(await results.locator('li[data-done]').count()).toBe(2);
    expect(await balanceOf(recycler)).toBe(before + 2 * pointsPerBox);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
