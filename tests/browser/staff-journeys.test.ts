// Staff work in Chromium against the real server: the super admin administers in the
// admin screens and on a phone, and an admin renames a coupon company. Phones are 390 × 844,
// desks 1440 × 900. The counter's work (store managers, undo) is in staff-counter.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Company } from '@/shared/contract/coupons';
import { api, apiLogin, baseUrl, browser, closeBrowsers, DESK, PHONE, scrollsSideways, signInAs, stamp } from './staff-journeys-support';

afterAll(closeBrowsers);

describe('the super admin administers in the admin screens', () => {
  it('opens /admin/users from its menu and edits an admin, which an admin may not', async () => {
    const superAdmin = await apiLogin('superadmin@rebox.test');
    const name = `Ada Admin ${stamp}`;
    const email = `ada-${stamp}@rebox.test`;
    await api('POST', API_PATHS.user.create, superAdmin.token, { name, email, password: 'ada-password-1', role: 'ADMIN' });

    const page = await browser(DESK);
    await signInAs(page, 'superadmin@rebox.test', '/super-admin/dashboard');
    // All-time totals say so: the admin dashboard's chart counts only the last 30 days.
    const issued = page.getByTestId('points-issued-all-time');
    await issued.waitFor();
    expect(await issued.locator('..').textContent()).toContain('since the start');
    // One dashboard: the admin's figures are on it, and the menu has no second one.
    const attention = page.getByRole('region', { name: 'What needs attention' });
    await attention.getByTestId('users-total').waitFor();
    await attention.getByText('Points, last 30 days').waitFor();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Admin dashboard' }).count()).toBe(0);
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
