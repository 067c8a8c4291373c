// Earning in Chromium against the real server: a distributor records boxes for user2 by
// their personal code; the balance rises by boxes × points per box (the super admin's
// setting, read first), and neither a double tap nor a retry after a lost answer credits twice.
// The database is shared with other files: balances are compared with the value read first.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@/shared/contract/settings';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
const RECORD = '/api/v1/points/returns';

async function apiLogin(email: string): Promise<{ token: string; userId: number; userCode: string }> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await response.json()) as { data: { token: string; user: { user_id: number; user_code: string } } };
  return { token: data.token, userId: data.user.user_id, userCode: data.user.user_code };
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  return ((await (await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: token } })).json()) as { data: T }).data;
}

async function balanceOf(user: { token: string; userId: number }): Promise<number> {
  return (JSON.parse(await apiGet<string>(`/user/getUserById/${user.userId}`, user.token)) as { available_reward_points: number })
    .available_reward_points;
}

function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === RECORD) seen.push(request);
  });
  return seen;
}

/** Finds user2 by their typed code (lower case and a dash, as people type it) and sets the boxes (3). */
async function fillForUser2(page: Page, userCode: string, boxes = 3) {
  await page.goto(`${baseUrl}/distributor/form`);
  const typed = `${userCode.slice(0, 4)}-${userCode.slice(4)}`.toLowerCase();
  await page.getByLabel('Recycler’s personal code').fill(typed);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByTestId('recipient').getByText('Ulf User').waitFor();
  await page.getByLabel('Number of boxes').fill(String(boxes));
}

let distributor: BrowserSession;
let user2: Awaited<ReturnType<typeof apiLogin>>;
let pointsPerBox = 0;

beforeAll(async () => {
  distributor = await openBrowser({ viewport: { width: 1280, height: 900 } });
  user2 = await apiLogin('user2@rebox.test');
  const staff = await apiLogin('distributor@rebox.test');
  pointsPerBox = (await apiGet<Settings>('/settings', staff.token)).pointsPerBox;
  expect(pointsPerBox).toBeGreaterThan(0);
  await logIn(distributor.page, baseUrl, 'distributor@rebox.test');
});
afterAll(() => distributor?.close());

describe('a distributor records a return', () => {
  it('credits 3 boxes × points per box to user2, once, even when confirm is pressed twice', async () => {
    const page = distributor.page;
    const before = await balanceOf(user2);
    const sent = recordRequests(page);

    await fillForUser2(page, user2.userCode);
    await expect(page.getByTestId('points-preview').textContent()).resolves.toContain(`${3 * pointsPerBox} points`);
    await page.getByRole('button', { name: 'Confirm and credit' }).dblclick();
    await page.getByTestId('return-recorded').getByText(`${3 * pointsPerBox} points credited to Ulf User`).waitFor();

    expect(await balanceOf(user2)).toBe(before + 3 * pointsPerBox);
    // Every request this submission sent carried the same key.
    const keys = new Set(sent.map((r) => r.headers()['idempotency-key']));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(keys.size).toBe(1);

    // The distributor's list shows it.
    await page.getByRole('table', { name: 'My records' }).getByRole('row', { name: /Ulf User/ }).first().waitFor();
  });

  it('a retry after an answer that never arrived credits once', async () => {
    const page = distributor.page;
    const before = await balanceOf(user2);
    const sent = recordRequests(page);

    // The first request reaches the server (which credits), but its answer is lost on the way back.
    let dropped = false;
    await page.route(`**${RECORD}`, async (route) => {
      if (dropped || route.request().method() !== 'POST') return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });

    // Two boxes: three for user2 a moment ago would be asked about as a repeat (the next test).
    await fillForUser2(page, user2.userCode, 2);
    await page.getByRole('button', { name: 'Confirm and credit' }).click();
    await page.getByText('Trying again is safe: this return is credited only once.').waitFor();
    expect(await balanceOf(user2)).toBe(before + 2 * pointsPerBox);

    await page.getByRole('button', { name: 'Confirm and credit' }).click();
    await page.getByTestId('return-recorded').getByText(`${2 * pointsPerBox} points credited to Ulf User`).waitFor();
    await page.unroute(`**${RECORD}`);

    expect(sent).toHaveLength(2);
    expect(sent[0]!.headers()['idempotency-key']).toBe(sent[1]!.headers()['idempotency-key']);
    expect(await balanceOf(user2)).toBe(before + 2 * pointsPerBox);

    // A new submission is a new return with a new key.
    await page.getByRole('button', { name: 'Record another return' }).click();
    await page.getByLabel('Recycler’s personal code').fill(user2.userCode);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByLabel('Number of boxes').fill('1');
    await page.getByRole('button', { name: 'Confirm and credit' }).click();
    await page.getByTestId('return-recorded').getByText(`${pointsPerBox} points credited to Ulf User`).waitFor();
    expect(sent[2]!.headers()['idempotency-key']).not.toBe(sent[0]!.headers()['idempotency-key']);
    expect(await balanceOf(user2)).toBe(before + 3 * pointsPerBox);
  });

  it('the same return again within a minute asks "Record it again?" and credits only when told to', async () => {
    const page = distributor.page;
    const before = await balanceOf(user2);
    await fillForUser2(page, user2.userCode, 2);
    await page.getByRole('button', { name: 'Confirm and credit' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText('You recorded 2 boxes for Ulf User here less than a minute ago. Record it again?').waitFor();
    expect(await balanceOf(user2)).toBe(before);
    await question.getByRole('button', { name: 'Record it again' }).click();
    await page.getByTestId('return-recorded').getByText(`${2 * pointsPerBox} points credited to Ulf User`).waitFor();
    expect(await balanceOf(user2)).toBe(before + 2 * pointsPerBox);
  });

  it('an unknown code is refused before anything is credited', async () => {
    const page = distributor.page;
    await page.goto(`${baseUrl}/distributor/form`);
    await page.getByLabel('Recycler’s personal code').fill('ZZZZ9999');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('There is no recycler with the code ZZZZ9999.').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm and credit' }).count()).toBe(0);
  });

  it('user2 sees the new balance and the return in their history', async () => {
    const balance = await balanceOf(user2);
    const user = await openBrowser();
    try {
      await logIn(user.page, baseUrl, 'user2@rebox.test');
      await user.page.goto(`${baseUrl}/user/dashboard`);
      await user.page.getByTestId('balance').filter({ hasText: String(balance) }).waitFor();
      const returns = user.page.locator('[data-testid="ledger-entry"][data-reason="return"]');
      await returns.first().waitFor();
      await expect(returns.first().textContent()).resolves.toContain('Boxes returned');
      await expect(returns.first().getByTestId('ledger-delta').textContent()).resolves.toBe(`+${2 * pointsPerBox}`);
      await expect(user.page.getByTestId('user-code').textContent()).resolves.toBe(user2.userCode);
      await expect(user.page.getByRole('img', { name: /QR code of your personal code/ }).getAttribute('data-qr-value')).resolves.toBe(user2.userCode);
    } finally {
      await user.close();
    }
  });
});
