// Admin user management in Chromium against the real server: search and filter the table,
// create an account and log in with it, adjust a user's points with a reason and find the
// reason in that user's own history, export the table as CSV, delete with a confirmation.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';
import { apiAs, registerRecycler, staffToken } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
const stamp = Date.now().toString(36);
const newEmail = `new-recycler-${stamp}@rebox.test`;
const newPassword = 'fresh-password-1';
const reason = `Goodwill for a damaged box ${stamp}`;

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  page = browser.page;
  await logIn(page, baseUrl, 'admin@rebox.test');
});
afterAll(() => browser.close());

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

async function searchUsers(text: string) {
  await page.goto(`${baseUrl}/admin/users`);
  await page.getByLabel('Search users').fill(text);
  await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent(text)}`);
  // Every row left is a match once the server's answer replaced the unfiltered page.
  await expect.poll(() => page.locator('tbody tr').filter({ hasNotText: text }).count()).toBe(0);
  await row(text).first().waitFor();
}

/** Signs in as someone else in a browser of their own (the admin stays signed in here). */
async function asUser(email: string, password: string, check: (other: Page) => Promise<void>) {
  const other = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    await other.page.goto(`${baseUrl}/login`);
    await other.page.getByLabel('Email').fill(email);
    await other.page.getByLabel('Password').fill(password);
    await other.page.getByRole('button', { name: 'Log in' }).click();
    await check(other.page);
  } finally {
    await other.close();
  }
}

describe('admin user management', () => {
  it('pages, searches, filters by role and sorts on the server', async () => {
    await page.goto(`${baseUrl}/admin/users`);
    const table = page.getByRole('table', { name: 'Users' });
    // Newest first: the demo's own accounts are past the first page once other files have
    // registered a dozen; the first page came when it says which rows it shows.
    await expect.poll(() => page.getByText(/^1–\d+ of \d+$/).count()).toBe(1);
    expect(await table.getByTestId('user-points').count()).toBeGreaterThan(1);

    await page.getByLabel('Role').selectOption('DISTRIBUTOR');
    await expect.poll(() => page.url()).toContain('role=DISTRIBUTOR');
    await expect.poll(() => table.locator('tbody tr').filter({ hasNotText: 'Distributor' }).count()).toBe(0);

    await page.getByLabel('Role').selectOption('');
    await table.getByRole('columnheader', { name: /Points/ }).getByRole('button').click();
    await expect.poll(() => page.url()).toContain('sort=points');
    await table.getByRole('columnheader', { name: /Points/ }).getByRole('button').click();
    await expect.poll(() => page.url()).toContain('sort=-points');
    await expect.poll(() => table.getByRole('columnheader', { name: /Points/ }).getAttribute('aria-sort')).toBe('descending');
    // The server's answer for the new sort replaces the rows: richest first.
    await expect
      .poll(async () => {
        const points = (await table.getByTestId('user-points').allTextContents()).map(Number);
        return points.length > 1 && points.every((p, i) => i === 0 || points[i - 1]! >= p);
      })
      .toBe(true);

    await page.getByLabel('Search users').fill('no-such-person-anywhere');
    await page.getByText('No users match this search.').waitFor();
  });

  it('pages a search that fills its page without pretending to know its total', async () => {
    const name = `Pager-${stamp}`;
    const made: number[] = [];
    for (let i = 0; i < 21; i++) made.push((await registerRecycler(baseUrl, name)).userId);
    try {
      await searchUsers(name);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      // 21 matches, 20 a page: the first page was found along the sort and is not counted.
      await pages.getByText('Matches 1–20', { exact: true }).waitFor();
      await pages.getByRole('button', { name: 'Next' }).click();
      await pages.getByText('21–21 of 21', { exact: true }).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(1);
      // Back from the 21st, the walk meets only the 20 before it: counted, so the total is known.
      await pages.getByRole('button', { name: 'Previous' }).click();
      await pages.getByText('1–20 of 21', { exact: true }).waitFor();
      expect(await page.locator('tbody tr').filter({ hasText: name }).count()).toBe(20);
    } finally {
      // The newest accounts would push the demo's off the first page of the screens after this.
      const token = await staffToken(baseUrl, 'admin@rebox.test');
      for (const id of made) await apiAs(baseUrl, token, 'DELETE', `/user/deleteUser/${id}`);
    }
  });

  it('lists the account a search names outright first: "uma" finds Uma User before newer "Umar …"', async () => {
    const made: number[] = [];
    for (let i = 1; i <= 3; i++) made.push((await registerRecycler(baseUrl, `Umar Newer ${i} ${stamp}`)).userId);
    try {
      await page.goto(`${baseUrl}/admin/users`);
      await page.getByLabel('Search users').fill('uma');
      await expect.poll(() => page.url()).toContain('q=uma');
      await row('Umar Newer 1').waitFor();
      expect(await page.locator('tbody tr').first().textContent()).toContain('Uma User');
    } finally {
      const token = await staffToken(baseUrl, 'admin@rebox.test');
      for (const id of made) await apiAs(baseUrl, token, 'DELETE', `/user/deleteUser/${id}`);
    }
  });

  it('creates a user with inline validation, who can then log in', async () => {
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('link', { name: 'Add user' }).click();
    await page.waitForURL(/\/admin\/users\/add-new$/);
    const form = page.getByRole('form', { name: 'Add user' });
    await form.getByRole('button', { name: 'Create user' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByText('Email must be a valid address').waitFor();
    // An invitation is the default: the admin sets a password only when they choose to.
    expect(await form.getByLabel('Password').count()).toBe(0);
    await form.getByLabel('Invite them by mail to set up their own login').uncheck();
    await form.getByLabel('Password').fill('short');
    await form.getByText('Password must be at least 8 characters').waitFor();

    await form.getByLabel('Name').fill(`New Recycler ${stamp}`);
    await form.getByLabel('Email').fill(newEmail);
    await form.getByLabel('Password').fill(newPassword);
    await form.getByLabel('Role').selectOption('NORMAL_USER');
    await form.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL(/\/admin\/users\?q=/);
    await row(newEmail).waitFor();
    expect(await row(newEmail).textContent()).toContain('User');

    await asUser(newEmail, newPassword, async (other) => {
      await other.waitForURL(/\/user\/dashboard$/);
    });
  });

  it('refuses a duplicate email with the server sentence', async () => {
    await page.goto(`${baseUrl}/admin/users/add-new`);
    const form = page.getByRole('form', { name: 'Add user' });
    await form.getByLabel('Name').fill('Copy');
    await form.getByLabel('Email').fill(newEmail);
    await form.getByRole('button', { name: 'Create user' }).click();
    expect(await form.getByRole('alert').textContent()).toMatch(/already/i);
  });

  it('invites a clerk by email, without a password for anyone to make up', async () => {
    const invited = `invited-${stamp}@rebox.test`;
    await page.goto(`${baseUrl}/admin/users/add-new`);
    const form = page.getByRole('form', { name: 'Add user' });
    await form.getByLabel('Name').fill(`Ivy Invited ${stamp}`);
    await form.getByLabel('Email').fill(invited);
    await form.getByLabel('Role').selectOption('STORE_MANAGER');
    await form.getByRole('button', { name: 'Create user' }).click();
    await page.getByText(`Ivy Invited ${stamp} created: an invitation to choose a password went to ${invited}.`).waitFor();
    await row(invited).waitFor();
    const token = await staffToken(baseUrl, 'admin@rebox.test');
    const found = await apiAs<{ items: { user_id: number; role: string }[] }>(baseUrl, token, 'GET', `/user/getAllUsers?search=${encodeURIComponent(invited)}`);
    const [account] = found.body.data.items;
    expect(account!.role).toBe('STORE_MANAGER');
    // The newest accounts would push the demo's off the first page of the screens after this.
    await apiAs(baseUrl, token, 'DELETE', `/user/deleteUser/${account!.user_id}`);
  });

  it("adjusts a user's points with a required reason, shown in their own history", async () => {
    // A fresh account, so the demo users' balances stay as other suites expect them.
    await searchUsers(newEmail);
    const before = Number(await row(newEmail).getByTestId('user-points').textContent());
    expect(before).toBe(0);
    await page.getByRole('button', { name: /^Adjust points of / }).click();
    const dialog = page.getByRole('dialog', { name: /^Adjust points of / });
    await dialog.getByLabel('Points to add or remove').fill('75');
    expect(await dialog.getByTestId('balance-after').textContent()).toBe(String(before + 75));
    await dialog.getByRole('button', { name: 'Adjust points' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Adjust points' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row(newEmail).getByTestId('user-points').textContent()).toBe(String(before + 75));

    await page.getByRole('button', { name: /^Points history of / }).click();
    const history = page.getByRole('dialog', { name: /^Points history of / });
    const entry = history.getByRole('row').filter({ hasText: reason });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('+75');
    await history.getByRole('button', { name: 'Close' }).click();

    await asUser(newEmail, newPassword, async (other) => {
      await other.waitForURL(/\/user\/dashboard$/);
      const own = other.getByTestId('ledger-entry').filter({ hasText: reason });
      await own.waitFor();
      expect(await own.getByTestId('ledger-delta').textContent()).toBe('+75');
      expect(await own.getAttribute('data-reason')).toBe('adjustment');
    });
  });

  it('edits name and role; the next login lands on the new role dashboard', async () => {
    await searchUsers(newEmail);
    await page.getByRole('button', { name: `Edit New Recycler ${stamp}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit New Recycler ${stamp}` });
    await dialog.getByLabel('Name').fill(`Renamed Manager ${stamp}`);
    await dialog.getByLabel('Role').selectOption('EVENT_MANAGER');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(`Renamed Manager ${stamp}`).waitFor();
    expect(await row(newEmail).textContent()).toContain('Event manager');

    await asUser(newEmail, newPassword, async (other) => {
      await other.waitForURL(/\/event-manager\/dashboard$/);
    });
  });

  it('exports the filtered users table as CSV', async () => {
    await page.goto(`${baseUrl}/admin/users?role=NORMAL_USER`);
    await row('user@rebox.test').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rebox-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('user_id,name,email,role,available_reward_points,active,user_code,created_at');
    expect(csv).toContain('user@rebox.test');
    expect(csv).toContain('user2@rebox.test');
    expect(csv).not.toContain('admin@rebox.test');
    expect(lines.slice(1).every((line) => line.includes(',NORMAL_USER,'))).toBe(true);
  });

  it('deletes a user after a confirmation naming them; they can no longer log in', async () => {
    await searchUsers(newEmail);
    await page.getByRole('button', { name: `Delete Renamed Manager ${stamp}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete Renamed Manager ${stamp}?` });
    expect(await dialog.textContent()).toContain(newEmail);
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No users match this search.').waitFor();

    await asUser(newEmail, newPassword, async (other) => {
      await other.getByRole('alert').waitFor();
      expect(other.url()).toContain('/login');
    });
  });

  it('disables the actions that need the network while offline, saying why', async () => {
    // The add-user screen is opened online first, so its lazy chunk is in before the network goes.
    await page.goto(`${baseUrl}/admin/users/add-new`);
    await page.getByRole('form', { name: 'Add user' }).waitFor();
    await page.getByRole('link', { name: '← All users' }).click();
    await row('user@rebox.test').first().waitFor();
    await browser.context.setOffline(true);
    try {
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      await expect.poll(() => edit.isDisabled()).toBe(true);
      expect(await edit.getAttribute('title')).toBe('You are offline. This needs a connection.');
      expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Add user' }).click();
      const form = page.getByRole('form', { name: 'Add user' });
      expect(await form.getByRole('button', { name: 'Create user' }).isDisabled()).toBe(true);
      await form.getByText('You are offline. This needs a connection.').waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
    await expect.poll(() => page.getByRole('form', { name: 'Add user' }).getByRole('button', { name: 'Create user' }).isDisabled()).toBe(false);
  });
});
