// The dashboards and forms of the earning side in Chromium against the real server:
// a user's report waits until a distributor confirms it (or rejects it: nothing credited),
// a business user manages stores, the super admin changes the settings, and the user's
// dashboard keeps balance and QR code readable offline; the event manager's "Joined, still to
// come" agrees with the "N / M joined" under the events to come.
// The database is shared with other files: figures are compared with the values read first.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@/shared/contract/settings';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();

async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await response.json()) as { data: { token: string; user: { user_id: number } } };
  return { token: data.token, userId: data.user.user_id };
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  return ((await (await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: token } })).json()) as { data: T }).data;
}

/** A JSON or multipart call that must succeed: its data. */
async function apiSend<T>(method: string, path: string, token: string, body?: object | FormData): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: token, ...(json && { 'Content-Type': 'application/json' }) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const answer = (await response.json()) as { message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

async function balanceOf(user: { token: string; userId: number }): Promise<number> {
  return (JSON.parse(await apiGet<string>(`/user/getUserById/${user.userId}`, user.token)) as { available_reward_points: number })
    .available_reward_points;
}

async function report(page: Page, boxes: number, where: string) {
  await page.goto(`${baseUrl}/user/form`);
  await page.getByLabel('Number of boxes').fill(String(boxes));
  await page.getByLabel('Where').fill(where);
  await page.getByRole('button', { name: 'Report return' }).click();
  await page.getByText('Return reported: points are credited once staff confirm it').first().waitFor();
  await page.getByRole('table', { name: 'My reports' }).getByRole('row', { name: new RegExp(where) }).getByText('pending').waitFor();
}

/** A desktop browser signed in as one staff account, closed after `use`. */
async function asStaff(email: string, use: (page: Page) => Promise<void>) {
  const browser = await openBrowser({ viewport: { width: 1280, height: 900 } });
  try {
    await logIn(browser.page, baseUrl, email);
    await use(browser.page);
  } finally {
    await browser.close();
  }
}

let userBrowser: BrowserSession;
beforeAll(async () => {
  userBrowser = await openBrowser();
});
afterAll(() => userBrowser?.close());

describe('reported returns', () => {
  it('a report is credited only when a distributor confirms it, and a rejected one credits nothing', async () => {
    const user = await apiLogin('user@rebox.test');
    const distributorToken = (await apiLogin('distributor@rebox.test')).token;
    const { pointsPerBox } = await apiGet<Settings>('/settings', distributorToken);
    const before = await balanceOf(user);
    const stamp = Date.now();
    const kept = `Drop box ${stamp}`;
    const refused = `Nowhere ${stamp}`;

    await logIn(userBrowser.page, baseUrl, 'user@rebox.test');
    await report(userBrowser.page, 2, kept);
    await report(userBrowser.page, 5, refused);
    expect(await balanceOf(user)).toBe(before);

    await asStaff('distributor@rebox.test', async (page) => {
      const pending = page.getByRole('table', { name: 'Reports to confirm' });
      await pending.getByRole('row', { name: new RegExp(kept) }).getByRole('button', { name: 'Confirm 2 boxes of Uma User' }).click();
      await page.getByRole('dialog', { name: 'Confirm this report?' }).getByRole('button', { name: 'Confirm report' }).click();
      await page.getByText(`${2 * pointsPerBox} points credited to Uma User`).first().waitFor();
      await pending.getByRole('row', { name: new RegExp(refused) }).getByRole('button', { name: 'Reject the report of Uma User' }).click();
      const reject = page.getByRole('dialog', { name: 'Reject this report' });
      await reject.getByLabel('Reason').fill('No drop box there');
      await reject.getByRole('button', { name: 'Reject report' }).click();
      await page.getByText('Report of Uma User rejected').waitFor();
      await pending.getByRole('row', { name: new RegExp(`${kept}|${refused}`) }).waitFor({ state: 'detached' });
    });

    expect(await balanceOf(user)).toBe(before + 2 * pointsPerBox);
    await userBrowser.page.goto(`${baseUrl}/user/form`);
    const mine = userBrowser.page.getByRole('table', { name: 'My reports' });
    await mine.getByRole('row', { name: new RegExp(kept) }).getByText('confirmed').waitFor();
    await mine.getByRole('row', { name: new RegExp(refused) }).getByText('rejected').waitFor();
    await mine.getByRole('row', { name: new RegExp(refused) }).getByText('Reason: No drop box there').waitFor();
  });
});

describe('the user dashboard offline', () => {
  it('keeps the balance (with its age) and the personal QR code', async () => {
    const page = userBrowser.page;
    await page.goto(`${baseUrl}/user/dashboard`);
    const balance = await page.getByTestId('balance').textContent();
    await page.getByTestId('boxes-returned').waitFor();
    // Live once the load-time refresh has answered.
    await page.getByTestId('balance-as-of').waitFor({ state: 'detached' });

    await userBrowser.context.setOffline(true);
    try {
      // One "As of" line for the screen, in one format, the points' age in it; the card keeps Refresh.
      await page.getByTestId('balance-as-of').getByRole('button', { name: 'Refresh points' }).waitFor();
      await expect.poll(() => page.locator('main').getByText(/as of /i).allTextContents()).toEqual([expect.stringMatching(/^As of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/)]);
      expect(await page.getByTestId('screen-as-of').count()).toBe(1);
      await expect(page.getByTestId('balance').textContent()).resolves.toBe(balance);
      await page.getByRole('img', { name: /QR code of your personal code/ }).waitFor();
    } finally {
      await userBrowser.context.setOffline(false);
    }
    await page.getByTestId('balance-as-of').waitFor({ state: 'detached' });
  });
});

describe('a business user manages stores', () => {
  it('adds a store, edits it, and deactivates it', async () => {
    const name = `Corner Kiosk ${Date.now()}`;
    await asStaff('business@rebox.test', async (page) => {
      await page.goto(`${baseUrl}/business/mystores`);
      await page.getByRole('region', { name: 'My stores' }).getByRole('link', { name: 'Add a store' }).click();
      await page.waitForURL(`${baseUrl}/business/form`);
      await page.getByRole('button', { name: 'Add store' }).click();
      await page.getByText('Store name is required').waitFor();

      await page.getByLabel('Store name').fill(name);
      await page.getByLabel('City').fill('Springfield');
      await page.getByLabel('Opening hours').fill('Mon-Fri 8:00-17:00');
      await page.getByRole('button', { name: 'Add store' }).click();
      await page.waitForURL(`${baseUrl}/business/mystores`);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.getByText('Active').waitFor();

      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await page.waitForURL(/\/business\/form\?id=\d+$/);
      await expect(page.getByLabel('Store name').inputValue()).resolves.toBe(name);
      await page.getByLabel('Address').fill('1 Harbour Road');
      await page.getByRole('button', { name: 'Save store' }).click();
      await page.waitForURL(`${baseUrl}/business/mystores`);
      await row.getByText('1 Harbour Road').waitFor();

      // A return at the counter of the new store, recorded from the business dashboard.
      const user2 = await apiLogin('user2@rebox.test');
      const before = await balanceOf(user2);
      const { pointsPerBox } = await apiGet<Settings>('/settings', (await apiLogin('business@rebox.test')).token);
      await page.goto(`${baseUrl}/business/dashboard`);
      await page.getByRole('region', { name: 'Record a return at a store' }).getByRole('button', { name: 'Open', exact: true }).click();
      const code = (JSON.parse(await apiGet<string>(`/user/getUserById/${user2.userId}`, user2.token)) as { user_code: string }).user_code;
      await page.getByLabel('Recycler’s personal code').fill(code);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByLabel('Number of boxes').fill('2');
      await page.getByText('Choose the store the boxes came back at').waitFor();
      expect(await page.getByRole('button', { name: 'Confirm and credit' }).isDisabled()).toBe(true);
      await page.getByLabel('Store', { exact: true }).selectOption({ label: name });
      await page.getByRole('button', { name: 'Confirm and credit' }).click();
      await page.getByTestId('return-recorded').getByText(`${2 * pointsPerBox} points credited to Ulf User`).waitFor();
      expect(await balanceOf(user2)).toBe(before + 2 * pointsPerBox);
      await page.getByRole('listitem').filter({ hasText: name }).getByText('2 boxes this month (1 return), 2 in all').waitFor();

      await page.goto(`${baseUrl}/business/mystores`);
      await row.getByRole('button', { name: `Returns at ${name}` }).click();
      await page.getByRole('table', { name: `Returns at ${name}` }).getByRole('row', { name: /Ulf User/ }).waitFor();

      await row.getByRole('button', { name: 'Deactivate' }).click();
      await page.getByRole('dialog', { name: 'Deactivate store' }).getByRole('button', { name: 'Deactivate' }).click();
      await row.getByText('Inactive').waitFor();
    });

    // A deactivated store is no longer offered to recyclers.
    const directory = await apiGet<{ name: string }[]>('/stores/directory', (await apiLogin('user@rebox.test')).token);
    expect(directory.map((s) => s.name)).not.toContain(name);
  });
});

describe('the super admin changes the settings', () => {
  it('saves points per box and CO₂ per box, with inline messages for bad values', async () => {
    const admin = await apiLogin('superadmin@rebox.test');
    const original = await apiGet<Settings>('/settings', admin.token);
    try {
      await asStaff('superadmin@rebox.test', async (page) => {
        await page.getByTestId('current-settings').getByText(`${original.pointsPerBox} points per box returned`).waitFor();
        await page.goto(`${baseUrl}/super-admin/form`);
        await page.getByLabel('Points per box returned').fill('0');
        await page.getByRole('button', { name: 'Save settings' }).click();
        await page.getByText('Points per box returned must be at least 1').waitFor();

        await page.getByLabel('Points per box returned').fill(String(original.pointsPerBox + 5));
        await page.getByLabel('CO₂ saved per box (grams)').fill(String(original.co2GramsPerBox + 10));
        await page.getByRole('button', { name: 'Save settings' }).click();
        await page.getByText('Settings saved').first().waitFor();
      });
      const saved = await apiGet<Settings>('/settings', admin.token);
      expect(saved.pointsPerBox).toBe(original.pointsPerBox + 5);
      expect(saved.co2GramsPerBox).toBe(original.co2GramsPerBox + 10);
    } finally {
      // Other files read the setting first, but leave it as found all the same.
      await fetch(`${baseUrl}/api/v1/settings`, {
        method: 'PUT',
        headers: { Authorization: admin.token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ pointsPerBox: original.pointsPerBox, co2GramsPerBox: original.co2GramsPerBox }),
      });
    }
  });
});

describe('the event manager’s figures agree with each other', () => {
  it('"Joined, still to come" is the sum of the "N / M joined" under the events to come, and leaves ended events out', async () => {
    // A manager of their own: the demo one's events are other files' business.
    const stamp = Date.now();
    const admin = await apiLogin('admin@rebox.test');
    const password = 'figures-password-1';
    const account = async (role: string, name: string) => {
      const email = `figures-${role.toLowerCase()}-${name.toLowerCase()}-${stamp}@rebox.test`;
      await apiSend('POST', '/user/createUser', admin.token, { name: `${name} ${stamp}`, email, password, role });
      return { email, ...(await apiLogin(email, password)) };
    };
    const manager = await account('EVENT_MANAGER', 'Evi');
    const people = await Promise.all(['Ann', 'Ben', 'Cat', 'Dev'].map((name) => account('NORMAL_USER', name)));
    const hour = 3_600_000;
    // Made ahead by the manager; one under way or over is dated by an admin (a manager cannot date an event in the past).
    const event = async (title: string, startsAt: number, capacity: number) => {
      const form = new FormData();
      const ahead = Math.max(startsAt, Date.now() + 24 * hour);
      const fields = { title: `${title} ${stamp}`, location: 'Park', startsAt: new Date(ahead).toISOString(), endsAt: new Date(ahead + 2 * hour).toISOString(), capacity: String(capacity), pointsReward: '0' };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const made = await apiSend<{ id: number; inviteId: string }>('POST', '/events', manager.token, form);
      if (ahead !== startsAt) await dateEvent(made.id, startsAt, startsAt + 2 * hour);
      return made;
    };
    const dateEvent = async (id: number, startsAt: number, endsAt: number) => {
      const dates = new FormData();
      dates.append('startsAt', new Date(startsAt).toISOString());
      dates.append('endsAt', new Date(endsAt).toISOString());
      await apiSend('PUT', `/events/${id}`, admin.token, dates);
    };
    const join = async (e: { inviteId: string }, who: typeof people) => {
      for (const person of who) await apiSend('POST', `/events/invite/${encodeURIComponent(e.inviteId)}/join`, person.token);
    };
    const soon = await event('Soon', Date.now() + 24 * hour, 100);
    const underWay = await event('Under way', Date.now() - hour, 10);
    const over = await event('Over', Date.now() - hour, 50);
    await join(soon, people.slice(0, 3));
    await join(underWay, people.slice(0, 2));
    // Checked in already: still one of the two who joined the event under way.
    await apiSend('POST', `/events/${underWay.id}/participants/${people[1]!.userId}/attended`, manager.token);
    await join(over, people);
    // Over since yesterday: its four (no-shows included) are no longer to come.
    await dateEvent(over.id, Date.now() - 26 * hour, Date.now() - 24 * hour);

    const browser = await openBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      const page = browser.page;
      await logIn(page, baseUrl, manager.email, password);
      const next = page.getByRole('region', { name: 'Next events' });
      const items = next.getByRole('listitem');
      await items.first().waitFor();
      const titles = await items.getByRole('link').allTextContents();
      expect(titles).toEqual([`Under way ${stamp}`, `Soon ${stamp}`]);
      const badges = await items.locator('.badge').allTextContents();
      expect(badges).toEqual(['2 / 10 joined', '3 / 100 joined']);
      const joinedUnderEvents = badges.reduce((sum, text) => sum + Number(/^(\d+)/.exec(text)![1]), 0);
      const figure = await page.locator('dt:text-is("Joined, still to come") + dd').textContent();
      expect(Number(figure)).toBe(joinedUnderEvents);
      expect(await page.locator('dt:text-is("Upcoming events") + dd').textContent()).toBe('2');
    } finally {
      await browser.close();
    }
  });
});
