// The counter's work in Chromium against the real server: a business user staffs a
// store with a store manager who works its counter on a phone (records, sees it counted, undoes,
// rejects a report with a reason the recycler reads), and confirmed reports and attendances are
// undone for a short time. The database is shared with other files: figures are compared with
// the values read first.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Settings } from '@/shared/contract/settings';
import type { Store } from '@/shared/contract/stores';
import { api, apiLogin, balanceOf, baseUrl, browser, closeBrowsers, DESK, PHONE, scrollsSideways, signInAs, stamp, type Login } from './staff-journeys-support';

afterAll(closeBrowsers);

describe('a store manager at the counter', () => {
  const clerkEmail = `clerk-${stamp}@rebox.test`;
  const clerkPassword = 'clerk-password-1';
  let store: Store;
  let clerkPage: Page;
  let user2: Login;
  let pointsPerBox = 0;

  beforeAll(async () => {
    const admin = await apiLogin('admin@rebox.test');
    const clerk = await api<{ user_id: number }>('POST', API_PATHS.user.create, admin.token, { name: `Cleo Clerk ${stamp}`, email: clerkEmail, password: clerkPassword, role: 'STORE_MANAGER' });
    const business = await apiLogin('business@rebox.test');
    const mine = await api<Store[]>('GET', API_PATHS.stores.mine, business.token);
    store = mine.find((s) => s.active)!;
    // An admin's assignment gives the new clerk to the business (and is taken back): the business user then staffs this store with them.
    const other = mine.find((s) => s.id !== store.id)!.id;
    await api('POST', API_PATHS.stores.managers(other), admin.token, { email: clerkEmail });
    await api('DELETE', API_PATHS.stores.manager(other, clerk.user_id), admin.token);
    user2 = await apiLogin('user2@rebox.test');
    pointsPerBox = (await api<Settings>('GET', API_PATHS.settings, business.token)).pointsPerBox;
  });

  it('is assigned to a store by its business user, by the email of one of its clerks', async () => {
    const page = await browser(DESK);
    await signInAs(page, 'business@rebox.test', '/business/dashboard');
    // The dashboard's figures lead to the lists they count.
    await page.getByRole('link', { name: 'See pending returns' }).click();
    await page.waitForURL(`${baseUrl}/business/returns/pending`);
    await page.getByRole('heading', { name: 'Pending returns', level: 1 }).waitFor();

    await page.goto(`${baseUrl}/business/mystores`);
    await page.getByRole('button', { name: `Managers of ${store.name}`, exact: true }).click();
    const panel = page.getByRole('region', { name: `Managers of ${store.name}` });
    await panel.getByLabel(/^Email of one of your clerks/).fill('user@rebox.test');
    await panel.getByRole('button', { name: 'Assign' }).click();
    await panel.getByRole('alert').getByText(/is not a store manager/).waitFor();
    await panel.getByLabel(/^Email of one of your clerks/).fill(clerkEmail);
    await panel.getByRole('button', { name: 'Assign' }).click();
    await panel.getByRole('list', { name: `Managers of ${store.name}` }).getByText(clerkEmail).waitFor();
  });

  it('lands on their dashboard on a phone, records a return at their store from the bottom bar, and sees it counted', async () => {
    clerkPage = await browser(PHONE);
    const before = await balanceOf(user2);
    await signInAs(clerkPage, clerkEmail, '/store-manager/dashboard', clerkPassword);
    await clerkPage.getByTestId('managed-store').getByText(store.name).waitFor();
    expect(await clerkPage.getByTestId('store-boxes-today').textContent()).toBe('0');

    const bar = clerkPage.getByTestId('bottom-bar');
    await bar.getByRole('link', { name: 'Pending' }).waitFor();
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Record', 'Pending']);
    await bar.getByRole('link', { name: 'Record' }).click();
    await clerkPage.waitForURL(`${baseUrl}/store-manager/form`);
    await clerkPage.getByLabel('Recycler’s personal code').fill(user2.userCode);
    await clerkPage.getByRole('button', { name: 'Find' }).click();
    await clerkPage.getByLabel('Number of boxes').fill('2');
    // Their only store is chosen already.
    expect(await clerkPage.getByLabel('Store', { exact: true }).locator('option:checked').textContent()).toBe(store.name);
    await clerkPage.getByRole('button', { name: 'Confirm and credit' }).click();
    await clerkPage.getByTestId('return-recorded').getByText(`${2 * pointsPerBox} points credited to Ulf User`).waitFor();
    expect(await balanceOf(user2)).toBe(before + 2 * pointsPerBox);
    expect(await scrollsSideways(clerkPage)).toBe(false);

    await bar.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => clerkPage.getByTestId('store-boxes-today').textContent()).toBe('2');
    expect(await scrollsSideways(clerkPage)).toBe(false);
  });

  it('undoes that return with a reason, and the balance goes back', async () => {
    const before = await balanceOf(user2);
    await clerkPage.getByTestId('bottom-bar').getByRole('link', { name: 'Record' }).click();
    const recent = clerkPage.getByRole('table', { name: 'My records' });
    await recent.getByRole('button', { name: 'Undo the credit of Ulf User' }).click();
    const dialog = clerkPage.getByRole('dialog', { name: 'Undo this credit' });
    await dialog.getByRole('button', { name: 'Undo credit' }).click();
    await dialog.getByText('reason: say in a few words why').waitFor();
    await dialog.getByLabel('Reason').fill('Scanned the wrong card');
    await dialog.getByRole('button', { name: 'Undo credit' }).click();
    await recent.getByText('reversed').waitFor();
    expect(await balanceOf(user2)).toBe(before - 2 * pointsPerBox);
  });

  it('decides a report on a phone card, rejecting it with a reason the recycler reads', async () => {
    const where = `Counter ${stamp}`;
    await api('POST', API_PATHS.returns.report, user2.token, { boxes: 3, location: where, storeId: store.id });
    await clerkPage.getByTestId('bottom-bar').getByRole('link', { name: 'Pending' }).click();
    await clerkPage.waitForURL(`${baseUrl}/store-manager/returns/pending`);
    const card = clerkPage.getByTestId('pending-card').filter({ hasText: where });
    // Who, how many, where and when, at a glance on the phone.
    await card.getByText('Ulf User').waitFor();
    await card.getByText('3 boxes').waitFor();
    expect(await card.textContent()).toMatch(/\d{4}|\d{1,2}:\d{2}/);
    expect(await scrollsSideways(clerkPage)).toBe(false);

    await card.getByRole('button', { name: 'Reject the report of Ulf User' }).click();
    const dialog = clerkPage.getByRole('dialog', { name: 'Reject this report' });
    await dialog.getByLabel('Reason').fill('No boxes came in today');
    await dialog.getByRole('button', { name: 'Reject report' }).click();
    await clerkPage.getByText('Report of Ulf User rejected').first().waitFor();
    await card.waitFor({ state: 'detached' });

    const recycler = await browser(PHONE);
    await signInAs(recycler, 'user2@rebox.test', '/user/dashboard');
    // Recyclers keep the spec's four entries.
    const recyclerBar = recycler.getByTestId('bottom-bar');
    await recyclerBar.getByTestId('bottom-bar-points').waitFor();
    expect(await recyclerBar.getByRole('link', { name: /^(Dashboard|Points|Settings)/ }).count()).toBe(3);
    expect(await recyclerBar.getByRole('link', { name: 'Record' }).count()).toBe(0);
    await recycler.goto(`${baseUrl}/user/form`);
    const row = recycler.getByRole('table', { name: 'My reports' }).getByRole('row', { name: new RegExp(where) });
    await row.getByText('rejected').waitFor();
    await row.getByText('Reason: No boxes came in today').waitFor();
  });
});

describe('a confirmed report can be undone for a short time', () => {
  it('a distributor confirms a report (asked first) from the pending list in the menu, then undoes it with a reason', async () => {
    const uma = await apiLogin('user@rebox.test');
    const where = `Drop box ${stamp}`;
    await api('POST', API_PATHS.returns.report, uma.token, { boxes: 1, location: where });
    const before = await balanceOf(uma);

    const page = await browser(DESK);
    await signInAs(page, 'distributor@rebox.test', '/distributor/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Returns' }).click();
    await sidebar.getByRole('link', { name: 'Pending returns' }).click();
    await page.waitForURL(`${baseUrl}/distributor/returns/pending`);
    // The menu keeps the entry marked on the page it leads to.
    expect(await sidebar.getByRole('link', { name: 'Pending returns' }).getAttribute('aria-current')).toBe('page');

    const row = page.getByRole('table', { name: 'Reports to confirm' }).getByRole('row', { name: new RegExp(where) });
    await row.getByRole('button', { name: 'Confirm 1 box of Uma User' }).click();
    const ask = page.getByRole('dialog', { name: 'Confirm this report?' });
    await ask.getByText(where).waitFor();
    await ask.getByRole('button', { name: 'Confirm report' }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => balanceOf(uma)).toBeGreaterThan(before);

    const confirmed = page.getByTestId('just-confirmed').filter({ hasText: 'Uma User' });
    await confirmed.getByRole('button', { name: 'Undo the credit of Uma User' }).click();
    const undo = page.getByRole('dialog', { name: 'Undo this credit' });
    await undo.getByLabel('Reason').fill('Counted the wrong drop box');
    await undo.getByRole('button', { name: 'Undo credit' }).click();
    await confirmed.waitFor({ state: 'detached' });
    expect(await balanceOf(uma)).toBe(before);
  });
});

describe('an attendance can be undone for a short time', () => {
  it('the event manager marks Ulf attended, then takes it back with a reason', async () => {
    const manager = await apiLogin('events@rebox.test');
    const user2 = await apiLogin('user2@rebox.test');
    const form = new FormData();
    const hour = 3_600_000;
    for (const [name, value] of Object.entries({
      title: `Counter drive ${stamp}`,
      description: 'Bring boxes',
      location: 'Park',
      startsAt: new Date(Date.now() + 24 * hour).toISOString(),
      endsAt: new Date(Date.now() + 26 * hour).toISOString(),
      capacity: '10',
      pointsReward: '15',
    }))
      form.append(name, value);
    const event = await api<{ id: number; inviteId: string }>('POST', API_PATHS.events.list, manager.token, form);
    // Under way now: an admin records that it began an hour ago (a manager cannot date an event in the past).
    const dates = new FormData();
    dates.append('startsAt', new Date(Date.now() - hour).toISOString());
    dates.append('endsAt', new Date(Date.now() + hour).toISOString());
    await api('PUT', API_PATHS.events.one(event.id), (await apiLogin('admin@rebox.test')).token, dates);
    await api('POST', API_PATHS.events.join(event.inviteId), user2.token);
    const before = await balanceOf(user2);

    const page = await browser(DESK);
    await signInAs(page, 'events@rebox.test', '/event-manager/dashboard');
    await page.goto(`${baseUrl}/event-manager/ManageParticipants/${event.id}`);
    const row = page.getByRole('table', { name: 'Participants' }).getByRole('row', { name: /Ulf User/ });
    await row.getByRole('button', { name: 'Mark attended: Ulf User' }).click();
    await row.getByText('attended', { exact: true }).waitFor();
    expect(await balanceOf(user2)).toBe(before + 15);

    await row.getByRole('button', { name: 'Undo attendance of Ulf User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo attendance' });
    await dialog.getByLabel('Reason').fill('Marked the wrong row');
    await dialog.getByRole('button', { name: 'Undo attendance' }).click();
    await row.getByText('joined', { exact: true }).waitFor();
    expect(await balanceOf(user2)).toBe(before);
  });
});
