// Staff forms a person can read: validation messages are sentences with the field's
// label, whether the form found the problem or the server did, and banner uploads use the styled
// picker with a preview that profile settings has, not the bare browser file input.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Settings } from '@/shared/contract/settings';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';
import { dismissInstallBanner } from './shell-support';

const baseUrl = sharedServerUrl();
const sessions: BrowserSession[] = [];

async function phone(): Promise<Page> {
  const session = await openBrowser({ viewport: { width: 390, height: 844 } });
  sessions.push(session);
  return session.page;
}
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

let maxEventReward = 0;
beforeAll(async () => {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'events@rebox.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const settings = await fetch(`${baseUrl}/api/v1${API_PATHS.settings}`, { headers: { Authorization: token } });
  maxEventReward = ((await settings.json()) as { data: Settings }).data.maxEventReward;
  expect(maxEventReward).toBeLessThan(10_000);
});

describe('validation messages are sentences with the field’s label', () => {
  it('login says what to enter, in words, never the field keys', async () => {
    const page = await phone();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter your email.', { exact: true }).waitFor();
    await page.getByText('Enter your password.', { exact: true }).waitFor();

    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('whatever-it-is');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email must be a valid address.', { exact: true }).waitFor();
    expect(await page.getByText('email must be', { exact: false }).evaluateAll((nodes) => nodes.map((n) => n.textContent))).toEqual([
      'Email must be a valid address.',
    ]);
    expect(await page.getByText(/password is required/).count()).toBe(0);
  });

  it('a staff form words the form’s own check and the server’s refusal with labels', async () => {
    const page = await phone();
    await logIn(page, baseUrl, 'events@rebox.test');
    await dismissInstallBanner(page);
    await page.goto(`${baseUrl}/event-manager/ManageEvents/create`);
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByText('Title is required.', { exact: true }).waitFor();

    // The super admin's limit shows at its field before anyone submits, and a reward above it is
    // refused there, under the field's own name.
    await page.getByText(`At most ${maxEventReward} points, the super admin's limit.`, { exact: true }).waitFor();
    await page.getByLabel('Title').fill(`Too generous ${Date.now()}`);
    await page.getByLabel('Starts').fill('2031-05-01T10:00');
    await page.getByLabel('Ends').fill('2031-05-01T12:00');
    await page.getByLabel('Points for attending').fill(String(maxEventReward + 1));
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByText(`Points for attending must be at most ${maxEventReward}: the most an event may credit, set by the super admin.`, { exact: true }).waitFor();
    expect(await page.getByText('pointsReward').count()).toBe(0);
  });
});

describe('banner uploads use the styled image picker', () => {
  it('a new coupon company’s banner is chosen with a button and previewed, like a profile image', async () => {
    const page = await phone();
    const banner = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#0f766e' } }).png().toBuffer();
    await logIn(page, baseUrl, 'admin@rebox.test');
    await dismissInstallBanner(page);
    await page.goto(`${baseUrl}/admin/coupon-management`);
    const form = page.getByRole('form', { name: 'New company' });
    const picker = form.getByText('Choose an image', { exact: true });
    await picker.waitFor();
    const box = (await picker.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The browser's own file input is not what a person sees.
    const input = form.getByLabel('Banner');
    expect(await input.evaluate((el) => (el as HTMLInputElement).type)).toBe('file');
    expect(await input.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

    await input.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
    await expect.poll(() => form.getByTestId('upload-preview').getAttribute('src')).toMatch(/^blob:/);
    await form.getByText('Choose another image', { exact: true }).waitFor();
  });
});
