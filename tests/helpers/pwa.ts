// Helpers for the PWA browser tests (install, offline, update): signing in through the real
// form, waiting for the service worker, and reading what the origin keeps in its caches and
// IndexedDB.
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'rebox-demo';

/** Signs in through the login form and waits for the role dashboard. */
export async function logIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/(user|admin|business|distributor|super-admin|event-manager|store-manager)\/dashboard/);
}

/** Until the service worker controls the page (it claims it on activation). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/**
 * Until the SW's activation warm-up filled the runtime caches: the catalogue and at least
 * `images` banners (trap 6: the first visit fetched them before the SW was there).
 */
export async function waitForWarmCaches(page: Page, images: number) {
  await page.waitForFunction(
    async (minImages) => {
      const catalogue = await caches.open('rebox-catalogue-v1');
      const banners = await caches.open('rebox-images-v1');
      return (await catalogue.keys()).length > 0 && (await banners.keys()).length >= minImages;
    },
    images,
    { timeout: 30_000, polling: 200 },
  );
}

export interface CachedEntry {
  cache: string;
  url: string;
  body: string;
}

/** Every entry of every cache of the origin, with the text of non-binary answers. */
export function readCaches(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('Content-Type') ?? '';
        const body = response && /json|text|javascript/.test(type) ? await response.text() : '';
        entries.push({ cache: name, url: request.url, body });
      }
    }
    return entries;
  });
}

export interface StoredRecord {
  database: string;
  store: string;
  key: string;
  value: string;
}

/** Every record of every IndexedDB database of the origin, values as JSON text. */
export function readIndexedDb(page: Page): Promise<StoredRecord[]> {
  return page.evaluate(async () => {
    const request = <T,>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const records: { database: string; store: string; key: string; value: string }[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly');
        const keys = await request(tx.objectStore(store).getAllKeys());
        const values = await request(tx.objectStore(store).getAll());
        keys.forEach((key, i) => {
          // Queued requests hold their headers (the token) as plain objects; bodies as buffers.
          const value = JSON.stringify(values[i], (_k, v: unknown) => (v instanceof ArrayBuffer ? new TextDecoder().decode(v) : v));
          records.push({ database: info.name!, store, key: String(key), value: value ?? '' });
        });
      }
      db.close();
    }
    return records;
  });
}

/** The entries of the SW's profile-refresh queue (workbox-background-sync's database). */
export async function queuedRefreshes(page: Page): Promise<string[]> {
  const records = await readIndexedDb(page);
  return records.filter((r) => r.database === 'workbox-background-sync').map((r) => (JSON.parse(r.value) as { requestData: { url: string } }).requestData.url);
}

/** The API as the test (not the browser) calls it: unaffected by the browser going offline. */
export async function apiCall<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { ...(token ? { Authorization: token } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

export async function apiLogIn(baseUrl: string, email: string) {
  return apiCall<{ token: string; user: { user_id: number; available_reward_points: number; email: string; user_code: string } }>(
    baseUrl,
    'POST',
    '/auth/login',
    undefined,
    { email, password: DEMO_PASSWORD },
  );
}

/** Redeems the cheapest coupon for `email` straight on the server; returns the new balance. */
export async function redeemCheapest(baseUrl: string, email: string): Promise<{ balance: number; description: string }> {
  const { token, user } = await apiLogIn(baseUrl, email);
  const list = await apiCall<{ data: { id: number; pointToRedeem: number; couponDescription: string }[] }>(baseUrl, 'GET', '/coupon/get-coupon-list-for-frontend');
  const cheapest = [...list.data].sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0]!;
  const answer = await apiCall<{ available_reward_points: number }>(baseUrl, 'POST', '/coupon/redeem-coupon-code', token, {
    couponCodeId: cheapest.id,
    userId: user.user_id,
  });
  return { balance: answer.available_reward_points, description: cheapest.couponDescription };
}

/** The requests for `path` the server logged (LOG_LEVEL=info writes one JSON line per request), as their statuses. */
export function statusesFor(serverOutput: string, path: string): number[] {
  return serverOutput
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number })
    .filter((entry) => entry.msg === 'request' && entry.path === path)
    .map((entry) => entry.status ?? 0);
}

export function requestsFor(serverOutput: string, path: string): number {
  return statusesFor(serverOutput, path).length;
}

/**
 * The "Install Rebox" banner (signed in, once the browser offers it): answered "Not now" like a
 * visitor would whenever it shows, except under an open modal, where it is inert and covers nothing.
 */
export async function answerInstallBanner(page: Page, notNow = 'Not now') {
  await page.addLocatorHandler(
    page.getByTestId('install-banner'),
    async (banner) => {
      if ((await page.locator('dialog[open]').count()) > 0) return;
      // Never holds the test up: something over it now (a loading veil) means another time.
      await banner.getByRole('button', { name: notNow }).click({ timeout: 2000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}
