// The admin dashboard in Chromium against the real server: the figures match the stats
// route, the 30-day chart arrives as its own lazily loaded chunk, and the redemptions export
// downloads a CSV of a fresh redemption for the chosen days.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@/shared/contract/stats';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
const stamp = Date.now().toString(36);
const recyclerEmail = `export-${stamp}@rebox.test`;

let browser: BrowserSession;
let page: Page;
let adminToken: string;
const requested: string[] = [];

async function call<T>(method: string, path: string, body?: unknown, token = adminToken): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

beforeAll(async () => {
  adminToken = (await call<{ token: string }>('POST', '/auth/login', { email: 'admin@rebox.test', password: DEMO_PASSWORD }, '')).data.token;
  browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  page = browser.page;
  page.on('request', (request) => requested.push(request.url()));
  await logIn(page, baseUrl, 'admin@rebox.test');
});
afterAll(() => browser.close());

describe('admin dashboard', () => {
  it('shows the figures of the stats route and a lazily loaded 30-day chart', async () => {
    const { data: stats } = await call<AdminStats>('GET', '/stats/admin');
    await page.goto(`${baseUrl}/admin/dashboard`);
    const chart = page.getByRole('img', { name: /^Points over the last 30 days/ });
    await chart.waitFor();
    const users = stats.usersByRole.reduce((n, r) => n + r.count, 0);
    expect(await page.getByTestId('users-total').textContent()).toBe(String(users));
    const issued = stats.pointsPerDay.reduce((n, d) => n + d.issued, 0);
    expect(await page.getByTestId('issued-total').textContent()).toBe(new Intl.NumberFormat('en').format(issued));
    expect(stats.pointsPerDay).toHaveLength(30);
    expect(await chart.locator('polyline').count()).toBe(2);
    // Each figure says what it counts, in words for people, not as a note about its source.
    expect(await page.getByTestId('figure-explains').count()).toBeGreaterThanOrEqual(7);
    expect(await page.getByText(/^Source: /).count()).toBe(0);
    expect(requested.some((url) => /\/assets\/points-chart[-.][\w-]*\.js$/.test(url))).toBe(true);
  });

  it('exports the redemptions of the chosen days as CSV', async () => {
    const registered = await call<{ token: string; user: { user_id: number } }>(
      'POST',
      '/auth/register',
      { name: `Export Tester ${stamp}`, email: recyclerEmail, password: 'long-enough-1' },
      '',
    );
    expect(registered.status).toBe(201);
    const { user, token } = registered.data;
    expect((await call('PATCH', '/user/updateUser', { id: user.user_id, pointsAdjustment: 2000, reason: 'Export test' })).status).toBe(200);
    const coupons = await call<{ data: { id: number; pointToRedeem: number; couponDescription: string }[] }>('GET', '/coupon/get-coupon-list-for-frontend');
    const coupon = coupons.data.data.find((c) => c.pointToRedeem <= 2000)!;
    const redeemed = await call<{ couponCode: string }>('POST', '/coupon/redeem-coupon-code', { couponCodeId: coupon.id, userId: user.user_id }, token);
    expect(redeemed.status).toBe(200);

    await page.goto(`${baseUrl}/admin/dashboard`);
    const form = page.getByRole('form', { name: 'Export redemptions' });
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await form.getByLabel('From').fill('2030-01-02');
    await form.getByLabel('To').fill('2030-01-01');
    await form.getByRole('button', { name: 'Download CSV' }).click();
    await form.getByText('To must be after from').waitFor();

    await form.getByLabel('From').fill(today);
    await form.getByLabel('To').fill(today);
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`rebox-redemptions-${today}-to-${today}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('redeemed_at,redemption_id,user_id,user_name,user_email,company,coupon_id,coupon,code,points_spent');
    const mine = lines.find((line) => line.includes(recyclerEmail))!;
    expect(mine).toContain(redeemed.data.couponCode);
    expect(mine.endsWith(`,${coupon.pointToRedeem}`)).toBe(true);
  });
});
