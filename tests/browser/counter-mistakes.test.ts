// A clerk's slips at the counter on a phone: an unusual number of boxes is asked about before
// anything is credited, the "taken back" toast of an undone credit leaves once the next return
// is credited, and the recent returns always say each return's status, with Undo beside it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Settings } from '@/shared/contract/settings';
import { registerRecycler } from '../helpers/recycler';
import { api, apiLogin, balanceOf, baseUrl, browser, closeBrowsers, PHONE, signInAs, type Login } from './staff-journeys-support';

afterAll(closeBrowsers);

describe('mistakes at the counter', () => {
  let page: Page;
  let recycler: Login;
  let pointsPerBox = 0;

  beforeAll(async () => {
    const { email } = await registerRecycler(baseUrl, 'Casey Counted');
    recycler = await apiLogin(email);
    const business = await apiLogin('business@rebox.test');
    pointsPerBox = (await api<Settings>('GET', API_PATHS.settings, business.token)).pointsPerBox;
    page = await browser(PHONE);
    await signInAs(page, 'business@rebox.test', '/business/dashboard');
  });

  async function findRecycler() {
    await page.goto(`${baseUrl}/business/returns/record`);
    await page.getByLabel('Recycler’s personal code').fill(recycler.userCode);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('recipient').getByText('Casey Counted').waitFor();
    // The demo business user has several stores: the boxes come back at the first.
    const store = page.getByLabel('Store', { exact: true });
    if (!(await store.inputValue())) await store.selectOption({ index: 1 });
  }

  it('asks whether 30 boxes is right, credits nothing on "Change the number", and credits the corrected count', async () => {
    const before = await balanceOf(recycler);
    await findRecycler();
    await page.getByLabel('Number of boxes').fill('30');
    await page.getByRole('button', { name: 'Confirm and credit' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText(`30 boxes is more than one return usually holds: ${(30 * pointsPerBox).toLocaleString('en')} points for Casey Counted. Is 30 right?`).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm and credit' }).count()).toBe(0);
    await question.getByRole('button', { name: 'Change the number' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Number of boxes').evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await balanceOf(recycler)).toBe(before);

    await page.getByLabel('Number of boxes').fill('3');
    await page.getByRole('button', { name: 'Confirm and credit' }).click();
    await page.getByTestId('return-recorded').getByText(`${3 * pointsPerBox} points credited to Casey Counted`).waitFor();
    expect(await balanceOf(recycler)).toBe(before + 3 * pointsPerBox);
  });

  it('takes the "taken back" toast down once the next return is credited', async () => {
    await page.getByTestId('return-recorded').getByRole('button', { name: 'Undo the credit of Casey Counted' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo this credit' });
    await dialog.getByLabel('Reason').fill('Wrong recycler');
    await dialog.getByRole('button', { name: 'Undo credit' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'taken back from Casey Counted' });
    await toast.waitFor();
    await page.getByRole('button', { name: 'Record another return' }).click();
    await page.getByLabel('Recycler’s personal code').fill(recycler.userCode);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByLabel('Number of boxes').fill('2');
    // Still up (it lasts 5 s) while the next return is given, and gone as soon as it is credited.
    expect(await toast.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Confirm and credit' }).click();
    await page.getByTestId('return-recorded').waitFor();
    await expect.poll(() => toast.count(), { timeout: 500 }).toBe(0);
  });

  it('says every recent return’s status in words, with Undo beside the credited one', async () => {
    await page.getByRole('button', { name: 'Record another return' }).click();
    const recent = page.getByRole('table', { name: 'My records' });
    const rows = recent.getByRole('row').filter({ hasText: 'Casey Counted' });
    await expect.poll(() => rows.count()).toBe(2);
    const credited = rows.filter({ has: page.getByRole('button', { name: 'Undo the credit of Casey Counted' }) });
    expect(await credited.getByText('Confirmed', { exact: true }).count()).toBe(1);
    const undone = rows.filter({ hasText: 'Reversed' });
    expect(await undone.count()).toBe(1);
    expect(await undone.getByRole('button').count()).toBe(0);
  });
});
