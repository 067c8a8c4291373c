// A shared phone: logging out, even with no connection, leaves nothing of the user behind,
// not in the caches, not in IndexedDB, and no queued refresh (carrying their token) replays later.
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { useOwnServer } from '../helpers/own-server';
import { USER_EMAIL, visitOnline } from '../helpers/offline-scenario';
import { apiLogIn, logIn, queuedRefreshes, readCaches, readIndexedDb, requestsFor, waitForServiceWorker } from '../helpers/pwa';
import { registerRecycler } from '../helpers/recycler';
import { confirmLogout } from '../helpers/logout';

const own = useOwnServer('logout', { LOG_LEVEL: 'info' });

it('logging out offline removes the user from caches and IndexedDB, and nothing of theirs replays online', async () => {
  const { page, context } = own.browser;
  const { user } = await apiLogIn(own.server.url, USER_EMAIL);
  const profilePath = `/api/v1/user/getUserById/${user.user_id}`;
  await visitOnline(page, own.server.url);
  const session = (await readIndexedDb(page)).find((r) => r.key === 'rebox:session:v1');
  const token = (JSON.parse(session!.value) as { token: string }).token;

  await context.setOffline(true);
  await page.goto(`${own.server.url}/user/dashboard`);
  await page.getByTestId('balance-as-of').getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => queuedRefreshes(page)).toHaveLength(1);
  // What we look for afterwards is there now: the test would see it if it stayed.
  const traces = [token, user.email, user.user_code, profilePath, '"redemptionId"'];
  expect((await readIndexedDb(page)).some((r) => traces.some((t) => r.value.includes(t)))).toBe(true);

  await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
  // Asked first; offline, the dialog says what leaving means.
  await page.getByTestId('logout-dialog').getByText('logging in again needs a connection', { exact: false }).waitFor();
  await confirmLogout(page);
  await expect.poll(() => queuedRefreshes(page)).toEqual([]);
  const askedBefore = requestsFor(own.server.output(), profilePath);

  await context.setOffline(false);
  await page.goto(`${own.server.url}/coupon`);
  await page.getByTestId('coupon-card').first().waitFor();
  await page.waitForTimeout(2_000);
  expect(requestsFor(own.server.output(), profilePath) - askedBefore).toBe(0);

  const leftInIndexedDb = (await readIndexedDb(page)).filter((r) => traces.some((t) => r.value.includes(t) || r.key.includes(t)));
  expect(leftInIndexedDb).toEqual([]);
  const cached = await readCaches(page);
  // Only the shell, the public catalogue and banners remain.
  expect(cached.filter((e) => new URL(e.url).pathname.startsWith('/api/')).map((e) => new URL(e.url).pathname)).toEqual([
    '/api/v1/coupon/get-coupon-list-for-frontend',
  ]);
  expect(cached.filter((e) => traces.some((t) => e.url.includes(t) || e.body.includes(t)))).toEqual([]);
});

it('logging out leaves no trace of the profile picture, workbox’s expiration records included', async () => {
  const { page } = own.browser;
  const recycler = await registerRecycler(own.server.url, 'Pia Picture');
  const form = new FormData();
  form.append('profile_image', new Blob([await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer()], { type: 'image/png' }), 'me.png');
  const uploaded = await fetch(`${own.server.url}/api/v1/user/updateProfile`, { method: 'PATCH', headers: { authorization: recycler.token }, body: form });
  expect(uploaded.status).toBe(200);
  const picture = ((await uploaded.json()) as { data: { profile_image: string } }).data.profile_image;
  expect(picture).toBeTruthy();

  await page.goto(`${own.server.url}/coupon`);
  await waitForServiceWorker(page);
  await logIn(page, own.server.url, recycler.email);
  // The picture was fetched through the service worker's image cache: its record exists now.
  await expect.poll(async () => (await readIndexedDb(page)).some((r) => r.database === 'workbox-expiration' && r.value.includes(picture))).toBe(true);

  await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
  await confirmLogout(page);
  await expect.poll(async () => (await readIndexedDb(page)).filter((r) => r.value.includes(picture) || r.key.includes(picture))).toEqual([]);
  expect((await readCaches(page)).filter((e) => e.url.includes(picture))).toEqual([]);
});
