// Staff work in Chromium against the real server (issue 17): the super admin administers in the
// admin screens, a business user staffs a store with a store manager who works its counter on a
// phone (records, sees it counted, undoes, rejects a report with a reason the recycler reads),
// and an admin renames a coupon company. Phones are 390 × 844, desks 1440 × 900.
// The database is shared with other files: figures are compared with the values read first.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Company } from '@/shared/contract/coupons';
import type { Settings } from '@/shared/contract/settings';
import type { Store } from '@/shared/contract/stores';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/pwa';
import { dismissInstallBanner } from './shell-support';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
const stamp = Date.now();

interface Login {
  token: string;
  userId: number;
  userCode: string;
}

async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<Login> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await response.json()) as { data: { token: string; user: { user_id: number; user_code: string } } };
  return { token: data.token, userId: data.user.user_id, userCode: data.user.user_code };
}

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: token, ...(body !== undefined && !(body instanceof FormData) && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

async function balanceOf(user: Login): Promise<number> {
  return (JSON.parse(await api<string>('GET', `/user/getUserById/${user.userId}`, user.token)) as { available_reward_points: number }).available_reward_points;
}

/** Signs in through the form and waits for the role's dashboard. */
async function signInAs(page: Page, email: string, dashboard: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}${dashboard}`);
  await dismissInstallBanner(page);
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

const browsers: BrowserSession[] = [];
async function browser(viewport: { width: number; height: number }): Promise<Page> {
  const session = await openBrowser({ viewport });
  browsers.push(session);
  return session.page;
}
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
});

describe('the super admin administers in the admin screens', () => {
  it('opens /admin/users from its menu and edits an admin, which an admin may not', async () => {
    const superAdmin = await apiLogin('superadmin@rebox.test');
    const name = `Ada Admin ${stamp}`;
    const email = `ada-${stamp}@rebox.test`;
    await api('POST', API_PATHS.user.create, superAdmin.token, { name, email, password: 'ada-password-1', role: 'ADMIN' });

    const page = await browser(DESK);
    await signInAs(page, 'superadmin@rebox.test', '/super-admin/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: 'Settings' }).waitFor();
    await sidebar.getByRole('button', { name: 'Users' }).click();
    await sidebar.getByRole('link', { name: 'All users' }).click();
    await page.waitForURL(`${baseUrl}/admin/users`);
    await page.goto(`${baseUrl}/admin/users?q=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    // A super admin may give every role, super admin included.
    expect(await dialog.getByLabel('Role').locator('option').allTextContents()).toContain('Super admin');
    await dialog.getByLabel('Name').fill(`Ada Admiral ${stamp}`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(`Ada Admiral ${stamp}`) }).waitFor();

    // An admin sees the row but may neither edit nor delete it, and cannot give admin roles.
    const adminPage = await browser(DESK);
    await signInAs(adminPage, 'admin@rebox.test', '/admin/dashboard');
    await adminPage.goto(`${baseUrl}/admin/users?q=${encodeURIComponent(email)}`);
    await adminPage.getByRole('row', { name: new RegExp(`Ada Admiral ${stamp}`) }).waitFor();
    expect(await adminPage.getByRole('button', { name: `Edit Ada Admiral ${stamp}` }).isDisabled()).toBe(true);
    expect(await adminPage.getByRole('button', { name: `Delete Ada Admiral ${stamp}` }).isDisabled()).toBe(true);
    await adminPage.goto(`${baseUrl}/admin/users/add-new`);
    const roleSelect = adminPage.getByRole('form', { name: 'Add user' }).getByLabel('Role');
    await roleSelect.locator('option', { hasText: 'Store manager' }).waitFor({ state: 'attached' });
    const roles = await roleSelect.locator('option').allTextContents();
    expect(roles).toContain('Store manager');
    expect(roles).not.toContain('Admin');
    expect(roles).not.toContain('Super admin');
  });
});

describe('a store manager at the counter', () => {
  const clerkEmail = `clerk-${stamp}@rebox.test`;
  const clerkPassword = 'clerk-password-1';
  let store: Store;
  let clerkPage: Page;
  let user2: Login;
  let pointsPerBox = 0;

  beforeAll(async () => {
    const admin = await apiLogin('admin@rebox.test');
    await api('POST', API_PATHS.user.create, admin.token, { name: `Cleo Clerk ${stamp}`, email: clerkEmail, password: clerkPassword, role: 'STORE_MANAGER' });
    const business = await apiLogin('business@rebox.test');
    store = (await api<Store[]>('GET', API_PATHS.stores.mine, business.token)).find((s) => s.active)!;
    user2 = await apiLogin('user2@rebox.test');
    pointsPerBox = (await api<Settings>('GET', API_PATHS.settings, business.token)).pointsPerBox;
  });

  it('is assigned to a store by its business user, by email', async () => {
    const page = await browser(DESK);
    await signInAs(page, 'business@rebox.test', '/business/dashboard');
    // The dashboard's figures lead to the lists they count.
    await page.getByRole('link', { name: 'See pending returns' }).click();
    await page.waitForURL(`${baseUrl}/business/returns/pending`);
    await page.getByRole('heading', { name: 'Pending returns', level: 1 }).waitFor();

    await page.goto(`${baseUrl}/business/mystores`);
    await page.getByRole('button', { name: `Managers of ${store.name}`, exact: true }).click();
    const panel = page.getByRole('region', { name: `Managers of ${store.name}` });
    await panel.getByLabel('Email of a store manager account').fill('user@rebox.test');
    await panel.getByRole('button', { name: 'Assign' }).click();
    await panel.getByRole('alert').getByText(/is not a store manager/).waitFor();
    await panel.getByLabel('Email of a store manager account').fill(clerkEmail);
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
    const recent = clerkPage.getByRole('table', { name: 'My recent returns' });
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
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      capacity: '10',
      pointsReward: '15',
    }))
      form.append(name, value);
    const event = await api<{ id: number; inviteId: string }>('POST', API_PATHS.events.list, manager.token, form);
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

describe('staff screens on a 390 px phone', () => {
  it('the super admin’s screens do not scroll sideways, and the bottom bar carries the counter work', async () => {
    const page = await browser(PHONE);
    await signInAs(page, 'superadmin@rebox.test', '/super-admin/dashboard');
    const bar = page.getByTestId('bottom-bar');
    await bar.getByRole('link', { name: 'Pending' }).waitFor();
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Record', 'Pending']);
    const wide: string[] = [];
    for (const path of [
      '/super-admin/dashboard',
      '/super-admin/form',
      '/admin/dashboard',
      '/admin/users',
      '/admin/form',
      '/admin/returns/pending',
      '/admin/events',
      '/admin/coupon-management',
      '/admin/clients',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      if (await scrollsSideways(page)) wide.push(path);
    }
    expect(wide).toEqual([]);
  });
});

describe('coupon companies are editable', () => {
  let original: Company | undefined;
  let adminToken = '';

  afterAll(async () => {
    if (!original) return;
    const form = new FormData();
    form.append('companyName', original.companyName);
    await api('PUT', API_PATHS.coupons.updateCompany(original.id), adminToken, form);
  });

  it('an admin renames a company from coupon management, keeping its banner', async () => {
    adminToken = (await apiLogin('admin@rebox.test')).token;
    original = (await api<Company[]>('GET', API_PATHS.coupons.companies, adminToken))[0]!;
    const renamed = `${original.companyName} ${stamp}`.slice(0, 100);

    const page = await browser(DESK);
    await signInAs(page, 'admin@rebox.test', '/admin/dashboard');
    await page.goto(`${baseUrl}/admin/coupon-management`);
    await page.getByRole('button', { name: `Edit ${original.companyName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${original.companyName}` });
    // The banner picker previews the stored banner until another is chosen.
    await dialog.locator('img').first().waitFor();
    await dialog.getByLabel('Company name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save company' }).click();
    await page.getByRole('heading', { name: renamed, level: 2 }).waitFor();
    const after = (await api<Company[]>('GET', API_PATHS.coupons.companies, adminToken)).find((c) => c.id === original!.id)!;
    expect(after.companyName).toBe(renamed);
    expect(after.banner).toBe(original.banner);
  });
});
