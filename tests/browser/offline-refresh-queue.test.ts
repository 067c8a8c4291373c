// A profile refresh asked for offline waits in the service worker's queue; when the connection
// returns it is replayed once and the page shows the balance the server has now.
import { expect, it } from 'vitest';
import { useOwnServer } from '../helpers/own-server';
import { USER_EMAIL } from '../helpers/offline-scenario';
import { apiLogIn, logIn, queuedRefreshes, redeemCheapest, requestsFor, waitForServiceWorker } from '../helpers/pwa';

// One log line per request: the server's own count of replays.
const own = useOwnServer('queue', { LOG_LEVEL: 'info' });

it('queues a refresh made offline and replays it once when back online, showing the new balance', async () => {
  const { page, context } = own.browser;
  const { user } = await apiLogIn(own.server.url, USER_EMAIL);
  const profilePath = `/api/v1/user/getUserById/${user.user_id}`;
  await page.goto(own.server.url);
  await waitForServiceWorker(page);
  await logIn(page, own.server.url, USER_EMAIL);
  await expect.poll(() => page.getByTestId('balance').textContent()).toBe(user.available_reward_points.toLocaleString('en-US'));

  await context.setOffline(true);
  const asOf = page.getByTestId('balance-as-of');
  await asOf.getByRole('button', { name: 'Refresh' }).click();
  await page.getByText('Your points will update when the connection returns').waitFor();
  // Asked twice: only the newest waits.
  await asOf.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => queuedRefreshes(page)).toEqual([`${own.server.url}${profilePath}`]);

  // Meanwhile the balance changes on the own.server.
  const { balance } = await redeemCheapest(own.server.url, USER_EMAIL);
  expect(balance).toBeLessThan(user.available_reward_points);

  // Back online on the catalogue (the dashboard would refresh by itself on reconnecting).
  await page.goto(`${own.server.url}/coupon`);
  const points = page.getByTestId('bottom-bar-points');
  expect(await points.textContent()).toBe(String(user.available_reward_points));
  const askedBefore = requestsFor(own.server.output(), profilePath);

  await context.setOffline(false);
  await expect.poll(() => points.textContent(), { timeout: 20_000 }).toBe(String(balance));
  expect(await queuedRefreshes(page)).toEqual([]);
  // The Background Sync event and the page's "back online" may both fire: still one replay.
  await page.waitForTimeout(2_000);
  expect(requestsFor(own.server.output(), profilePath) - askedBefore).toBe(1);

  // The stored session has it too, confirmed just now: offline, the dashboard shows it at once.
  await context.setOffline(true);
  await page.goto(`${own.server.url}/user/dashboard`);
  await expect.poll(() => page.getByTestId('balance').textContent()).toBe(balance.toLocaleString('en-US'));
});
