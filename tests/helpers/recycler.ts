// A fresh recycler for a browser test of the recycler's journey: registered over the API (so
// tests sharing the server do not see each other's data), signed in through the real form,
// and API calls made as them to check what reached the server.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { LoginAnswer } from '@/shared/contract/auth';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import { DEMO_PASSWORD, logIn } from './pwa';

export interface Recycler {
  email: string;
  token: string;
  userId: number;
}

export async function registerRecycler(baseUrl: string, name = 'Robin Recycler'): Promise<Recycler> {
  const email = `r-${randomBytes(5).toString('hex')}@rebox.test`;
  const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as ApiEnvelope<LoginAnswer>;
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${answer.message}`);
  return { email, token: answer.data.token, userId: answer.data.user.user_id };
}

export async function apiAs<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiEnvelope<T> };
}

/** The value stored under `key` in the app's IndexedDB (idb-keyval), or undefined. */
export function storedValue<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (k) =>
      new Promise<T | undefined>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          try {
            const get = open.result.transaction('keyval').objectStore('keyval').get(k);
            get.onsuccess = () => resolve(get.result as T | undefined);
            get.onerror = () => resolve(undefined);
          } catch {
            resolve(undefined); // the store does not exist yet
          }
        };
        open.onerror = () => resolve(undefined);
      }),
    key,
  );
}

/** Signs in through the form, then waits until the session reached IndexedDB (a reload before would start signed out). */
export async function signInRecycler(page: Page, baseUrl: string, email: string) {
  await logIn(page, baseUrl, email);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          try {
            const get = open.result.transaction('keyval').objectStore('keyval').get('rebox:session:v1');
            get.onsuccess = () => resolve(get.result !== undefined);
            get.onerror = () => resolve(false);
          } catch {
            resolve(false);
          }
        };
        open.onerror = () => resolve(false);
      }),
    null,
    { polling: 100 },
  );
}

/** A token of a demo staff account, through the API. */
export async function staffToken(baseUrl: string, email: string): Promise<string> {
  const answer = await apiAs<LoginAnswer>(baseUrl, '', 'POST', '/auth/login', { email, password: DEMO_PASSWORD });
  if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.body.message}`);
  return answer.body.data.token;
}

/** A distributor credits `boxes` returned by the recycler, as at a counter; returns the points credited. */
export async function creditReturn(baseUrl: string, userId: number, boxes: number): Promise<number> {
  const token = await staffToken(baseUrl, 'distributor@rebox.test');
  const answer = await apiAs<{ points: number | null }>(baseUrl, token, 'POST', '/points/returns', { userId, boxes, location: 'Test counter' });
  if (answer.status !== 201) throw new Error(`crediting failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data.points ?? 0;
}
