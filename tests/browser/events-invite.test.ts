// The event loop in Chromium against the real server: a manager creates an event and copies
// its invite; user2 opens it signed out, logs in, lands back on it and joins; the manager
// marks attendance; the reward shows in the user's balance and history exactly once.
// The database is shared with other files: balances are compared with the value read first.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry, PointsHistoryAnswer } from '@/shared/contract/points';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();

async function apiLogin(email: string): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string; user: { user_id: number } } };
  return { token: body.data.token, userId: body.data.user.user_id };
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: token } });
  return ((await response.json()) as { data: T }).data;
}

async function balanceOf(token: string, userId: number): Promise<number> {
  return (JSON.parse(await apiGet<string>(`/user/getUserById/${userId}`, token)) as { available_reward_points: number }).available_reward_points;
}

async function eventEntries(token: string, note: string): Promise<LedgerEntry[]> {
  const history = await apiGet<PointsHistoryAnswer>('/points/history?pageSize=200', token);
  return history.items.filter((e) => e.reason === 'event' && e.note.includes(note));
}

/** A datetime-local value `days` from now (negative: ago) at `hour` local time. */
function localDay(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

let manager: BrowserSession;
let visitor: BrowserSession;
beforeAll(async () => {
  manager = await openBrowser({ viewport: { width: 1280, height: 900 } });
  visitor = await openBrowser();
  await manager.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
});
afterAll(async () => {
  await manager?.close();
  await visitor?.close();
});

describe('events and invites', () => {
  const title = `Beach clean-up ${Date.now()}`;
  const reward = 35;
  let inviteLink = '';
  let participantsUrl = '';

  it('an event manager creates an event and copies its invite link', async () => {
    const page = manager.page;
    await logIn(page, baseUrl, 'events@rebox.test');
    await page.goto(`${baseUrl}/event-manager/ManageEvents/create`);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Bring gloves; we bring the boxes.');
    await page.getByLabel('Location').fill('North Beach');
    // Made ahead (a manager cannot date an event in the past); an admin then records that it began yesterday.
    await page.getByLabel('Starts').fill(localDay(1, 10));
    await page.getByLabel('Ends').fill(localDay(5, 12));
    await page.getByLabel('Capacity').fill('20');
    await page.getByLabel('Points for attending').fill(String(reward));
    await page.getByRole('button', { name: 'Create event' }).click();

    await page.waitForURL(/\/event-manager\/ManageParticipants\/\d+$/);
    participantsUrl = page.url();
    // Under way since yesterday: attendance can be marked only while an event runs.
    const dates = new FormData();
    dates.append('startsAt', new Date(`${localDay(-1, 10)}`).toISOString());
    dates.append('endsAt', new Date(`${localDay(5, 12)}`).toISOString());
    const dated = await fetch(`${baseUrl}/api/v1/events/${participantsUrl.split('/').at(-1)}`, { method: 'PUT', headers: { Authorization: (await apiLogin('admin@rebox.test')).token }, body: dates });
    expect(dated.status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Nobody has joined yet. Share the invite link above.').waitFor();

    inviteLink = await page.getByTestId('invite-link').inputValue();
    expect(inviteLink).toMatch(new RegExp(`^${baseUrl}/invite/[\\w-]+$`));
    await expect(page.getByRole('img', { name: /QR code of the invite link/ }).getAttribute('data-qr-value')).resolves.toBe(inviteLink);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Invite link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);

    // The new event is in the manager's table with its participants link.
    await page.goto(`${baseUrl}/event-manager/ManagEvent`);
    await page.getByRole('link', { name: title, exact: true }).waitFor();
  });

  it('user2 opens the invite signed out, logs in, lands back on it joined, without a second tap', async () => {
    const page = visitor.page;
    await page.goto(inviteLink);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.getByTestId('invite-reward').textContent()).resolves.toBe(`${reward} points for attending`);
    await page.getByText('North Beach').waitFor();

    await page.getByRole('link', { name: 'Log in to join' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill('user2@rebox.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    // Back on the invite, the join they asked for goes ahead, and the address loses the request.
    await page.getByText('You have joined this event. See you there!').waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.waitForURL(inviteLink);

    // Reloading shows the same answer from the server, not local state.
    await page.reload();
    await page.getByText('You have joined this event. See you there!').waitFor();
    expect(await page.getByRole('button', { name: 'Join event' }).count()).toBe(0);
  });

  it('the manager marks attendance and the reward reaches the user once', async () => {
    const user2 = await apiLogin('user2@rebox.test');
    const before = await balanceOf(user2.token, user2.userId);
    expect(await eventEntries(user2.token, title)).toHaveLength(0);

    const page = manager.page;
    await page.goto(participantsUrl);
    const row = page.getByRole('row', { name: /Ulf User/ });
    await row.getByText('joined', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Mark attended: Ulf User' }).click();
    await page.getByText(`Ulf User attended: ${reward} points credited`).waitFor();
    await row.getByText('attended', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Mark attended/ }).count()).toBe(0);
    await expect(page.getByTestId('attended-count').textContent()).resolves.toBe('1');

    // A second marking (another tab, a retry) credits nothing more.
    const managerToken = (await apiLogin('events@rebox.test')).token;
    const eventId = Number(participantsUrl.split('/').pop());
    const again = await fetch(`${baseUrl}/api/v1/events/${eventId}/participants/${user2.userId}/attended`, {
      method: 'POST',
      headers: { Authorization: managerToken },
    });
    expect(((await again.json()) as { data: { pointsCredited: number } }).data.pointsCredited).toBe(0);

    expect(await balanceOf(user2.token, user2.userId)).toBe(before + reward);
    const entries = await eventEntries(user2.token, title);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.delta).toBe(reward);

    // What the user sees: the balance and one history line with its reason.
    const userPage: Page = visitor.page;
    await userPage.goto(`${baseUrl}/user/dashboard`);
    await userPage.getByTestId('balance').filter({ hasText: String(before + reward) }).waitFor();
    const shown = userPage.getByTestId('ledger-entry').filter({ hasText: title });
    await shown.first().waitFor();
    expect(await shown.count()).toBe(1);
    await expect(shown.getByTestId('ledger-delta').textContent()).resolves.toBe(`+${reward}`);
    await expect(shown.textContent()).resolves.toContain('Event attended');
    await userPage.getByTestId('joined-events').getByText(title).waitFor();
  });

  it('the manager’s dashboard lists the new event with its participants', async () => {
    const page = manager.page;
    await page.goto(`${baseUrl}/event-manager/dashboard`);
    const next = page.getByRole('region', { name: 'Next events' });
    await next.getByRole('link', { name: title }).waitFor();
    await next.getByRole('listitem').filter({ hasText: title }).getByText('1 / 20 joined').waitFor();
  });

  it('an unknown invite says so clearly', async () => {
    const page = visitor.page;
    await page.goto(`${baseUrl}/invite/no-such-invite-123`);
    await page.getByRole('heading', { level: 1, name: 'Invite not found' }).waitFor();
    await page.getByText('This invite link does not match any event.', { exact: false }).waitFor();
  });
});

describe('admins use the same event screens over every event', () => {
  it('edits an event manager’s event and deletes it, which ends its invite', async () => {
    const managerToken = (await apiLogin('events@rebox.test')).token;
    const form = new FormData();
    const original = `Repair café ${Date.now()}`;
    form.set('title', original);
    form.set('location', 'Library');
    form.set('startsAt', new Date(Date.now() + 9 * 86_400_000).toISOString());
    form.set('endsAt', new Date(Date.now() + 9 * 86_400_000 + 7_200_000).toISOString());
    form.set('pointsReward', '5');
    const created = await fetch(`${baseUrl}/api/v1/events`, { method: 'POST', headers: { Authorization: managerToken }, body: form });
    const event = ((await created.json()) as { data: { id: number; inviteId: string } }).data;
    const renamed = `${original} (moved)`;

    const admin = await openBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      const page = admin.page;
      await logIn(page, baseUrl, 'admin@rebox.test');
      await page.goto(`${baseUrl}/admin/events`);
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await page.getByRole('link', { name: `Edit ${original}` }).click();
      await page.waitForURL(`${baseUrl}/admin/event/create?id=${event.id}`);
      await expect(page.getByLabel('Title').inputValue()).resolves.toBe(original);
      await page.getByLabel('Title').fill(renamed);
      await page.getByRole('button', { name: 'Save event' }).click();
      await page.waitForURL(`${baseUrl}/admin/events`);
      await page.getByRole('link', { name: renamed, exact: true }).waitFor();

      await page.getByRole('button', { name: `Delete ${renamed}` }).click();
      await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText(`${renamed} deleted`).waitFor();
      await page.getByRole('link', { name: renamed, exact: true }).waitFor({ state: 'detached' });

      await page.goto(`${baseUrl}/invite/${event.inviteId}`);
      await page.getByRole('heading', { level: 1, name: 'Invite not found' }).waitFor();
    } finally {
      await admin.close();
    }
  });
});
