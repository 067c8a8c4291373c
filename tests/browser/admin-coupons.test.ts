// Admin coupon management in Chromium against the real server: a company with an uploaded
// banner, a coupon in it that appears in the public catalogue, a points change the catalogue
// shows, and a delete that takes it out of the catalogue.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
const stamp = Date.now().toString(36);
const companyName = `Refill Co ${stamp}`;
const description = `Refill pouch ${stamp} 15% off`;

let browser: BrowserSession;
let page: Page;
let banner: Buffer;

beforeAll(async () => {
  banner = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#0f766e' } }).png().toBuffer();
  // No service worker: the catalogue must come straight from the server after each change.
  browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  page = browser.page;
  await logIn(page, baseUrl, 'admin@rebox.test');
});
afterAll(() => browser.close());

async function catalogueCard(text: string) {
  await page.goto(`${baseUrl}/?q=${encodeURIComponent(text)}`);
  await page.getByRole('searchbox', { name: 'Search for coupons' }).or(page.getByLabel('Search for coupons')).first().waitFor();
  return page.getByTestId('coupon-card').filter({ hasText: text });
}

describe('admin coupon management', () => {
  it('refuses a file that is not an image before sending anything', async () => {
    await page.goto(`${baseUrl}/admin/coupon-management`);
    const form = page.getByRole('form', { name: 'New company' });
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/coupon/create-coupon-company')) sent += 1;
    });
    await form.getByLabel('Company name').fill(companyName);
    await form.getByLabel('Banner').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await form.getByText('The banner must be a PNG, JPEG, WebP or GIF image.').waitFor();
    expect(await form.getByTestId('upload-preview').count()).toBe(0);
    await form.getByRole('button', { name: 'Create company' }).click();
    expect(await form.getByLabel('Banner').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
  });

  it('creates a company with a banner, previewed before upload', async () => {
    const form = page.getByRole('form', { name: 'New company' });
    await form.getByLabel('Banner').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
    await expect.poll(() => form.getByTestId('upload-preview').getAttribute('src')).toMatch(/^blob:/);
    await form.getByRole('button', { name: 'Create company' }).click();
    const card = page.getByTestId('company-card').filter({ hasText: companyName });
    await card.waitFor();
    expect(await card.getByTestId('company-coupon-count').textContent()).toBe('0 coupons');
    // The banner is served back from the portal.
    const src = await card.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/images\/.+\.webp/);
    const image = await page.request.get(`${baseUrl}${src}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  });

  it('creates a coupon in it, with a live card preview, and the catalogue shows it', async () => {
    await page.getByTestId('company-card').filter({ hasText: companyName }).getByRole('link', { name: 'Manage coupons' }).click();
    await page.getByRole('heading', { name: `${companyName}: coupons` }).waitFor();
    await page.getByText('This company has no coupons yet. Press New coupon to add one.').waitFor();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const editor = page.getByTestId('coupon-editor');
    await editor.getByRole('button', { name: 'Create coupon' }).click();
    await editor.getByText('Description is required').waitFor();
    // Empty number fields ask for themselves, as the others do.
    await editor.getByText('Value is required.', { exact: true }).waitFor();
    expect(await editor.getByText('must be a number').count()).toBe(0);

    await editor.getByLabel('Description').fill(description);
    await editor.getByLabel('Code', { exact: true }).fill(`REFILL${stamp}`.toUpperCase());
    await editor.getByLabel('Redeem link').fill('https://shop.example/refill');
    await editor.getByLabel('Type').selectOption('percentage');
    await editor.getByLabel('Value').fill('15');
    await editor.getByLabel('Points to redeem').fill('120');
    await editor.getByLabel('Banner').setInputFiles({ name: 'coupon.png', mimeType: 'image/png', buffer: banner });

    const preview = editor.getByTestId('coupon-preview');
    expect(await preview.getByTestId('preview-description').textContent()).toBe(description);
    expect(await preview.getByTestId('preview-points').textContent()).toBe('120 points');
    expect(await preview.getByText('15% OFF', { exact: true }).count()).toBe(1);
    const box = await preview.locator('.card').boundingBox();
    expect([box?.width, box?.height]).toEqual([250, 350]);

    await editor.getByRole('button', { name: 'Create coupon' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: description });
    await row.waitFor();
    expect(await row.getByTestId('admin-coupon-points').textContent()).toBe('120');

    const card = await catalogueCard(description);
    await card.waitFor();
    expect(await card.getByTestId('coupon-points').textContent()).toContain('120 points');
    expect(await card.getByText(companyName).count()).toBe(1);
  });

  it('edits its points and the catalogue shows the change', async () => {
    await page.goto(`${baseUrl}/admin/coupon-management`);
    await page.getByTestId('company-card').filter({ hasText: companyName }).getByRole('link', { name: 'Manage coupons' }).click();
    await page.getByRole('button', { name: `Edit ${description}` }).click();
    const editor = page.getByTestId('coupon-editor');
    expect(await editor.getByLabel('Points to redeem').inputValue()).toBe('120');
    await editor.getByLabel('Points to redeem').fill('345');
    expect(await editor.getByTestId('preview-points').textContent()).toBe('345 points');
    await editor.getByRole('button', { name: 'Save coupon' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').filter({ hasText: description }).getByTestId('admin-coupon-points').textContent()).toBe('345');

    const card = await catalogueCard(description);
    await card.waitFor();
    // The catalogue may open on the list it kept (stale-while-revalidate); the fresh one follows.
    await expect.poll(() => card.getByTestId('coupon-points').textContent()).toContain('345 points');
  });

  it('asks before deleting a company with live coupons and says what happens to them', async () => {
    await page.goto(`${baseUrl}/admin/coupon-management`);
    const company = page.getByTestId('company-card').filter({ hasText: companyName });
    await company.getByRole('button', { name: `Delete ${companyName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${companyName}?` });
    expect(await dialog.textContent()).toContain('Its 1 coupon will be deleted with it and leave the public catalogue at once');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await company.count()).toBe(1);
  });

  it('deletes it after a confirmation, and it leaves the catalogue', async () => {
    await page.goto(`${baseUrl}/admin/coupon-management`);
    const company = page.getByTestId('company-card').filter({ hasText: companyName });
    expect(await company.getByTestId('company-coupon-count').textContent()).toBe('1 coupon');
    await company.getByRole('link', { name: 'Manage coupons' }).click();
    await page.getByRole('button', { name: `Delete ${description}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this coupon?' });
    expect(await dialog.textContent()).toContain(description);
    await dialog.getByRole('button', { name: 'Delete coupon' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('This company has no coupons yet. Press New coupon to add one.').waitFor();

    await catalogueCard(description);
    await page.getByText('No coupons found for the selected filters.').waitFor();
    expect(await page.getByTestId('coupon-card').filter({ hasText: description }).count()).toBe(0);
  });

  it('deletes the company after a confirmation that says what happens to its coupons', async () => {
    await page.goto(`${baseUrl}/admin/coupon-management`);
    const company = page.getByTestId('company-card').filter({ hasText: companyName });
    await company.getByRole('button', { name: `Delete ${companyName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${companyName}?` });
    expect(await dialog.textContent()).toContain('has no coupons');
    await dialog.getByRole('button', { name: 'Delete company' }).click();
    await company.waitFor({ state: 'detached' });
  });
});

describe('a coupon without a banner of its own', () => {
  it('shows its company’s banner in the preview and is created with it', async () => {
    const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@rebox.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const body = new FormData();
    body.append('companyName', `Shared Banner ${stamp}`);
    body.append('banner', new Blob([new Uint8Array(banner)], { type: 'image/png' }), 'banner.png');
    const created = await fetch(`${baseUrl}/api/v1/coupon/create-coupon-company`, { method: 'POST', headers: { Authorization: token }, body });
    const company = ((await created.json()) as { data: { id: number; banner: string } }).data;

    await page.goto(`${baseUrl}/admin/coupon-companies/manage/${company.id}`);
    await page.getByRole('button', { name: 'New coupon' }).click();
    const editor = page.getByTestId('coupon-editor');
    await editor.getByText('Banner (the company’s unless you choose one)').waitFor();
    expect(await editor.getByTestId('coupon-preview').locator('img').getAttribute('src')).toContain(company.banner);
    const text = `Shared banner coupon ${stamp}`;
    await editor.getByLabel('Description').fill(text);
    await editor.getByLabel('Code', { exact: true }).fill(`SHARED${stamp}`.toUpperCase());
    await editor.getByLabel('Redeem link').fill('https://shop.example/shared');
    await editor.getByLabel('Value').fill('5');
    await editor.getByLabel('Points to redeem').fill('50');
    await editor.getByRole('button', { name: 'Create coupon' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: text }).locator('img').waitFor({ state: 'attached' });
  });
});
