// The catalogue is stale-while-revalidate: a returning visitor sees it at once from the
// service worker, which asks the server with If-None-Match (a 304 costs no list), and when
// the list did change the page is told and shows the fresh one.
import { expect, it } from 'vitest';
import { useOwnServer } from '../helpers/own-server';
import { apiCall, apiLogIn, statusesFor, waitForServiceWorker, waitForWarmCaches } from '../helpers/pwa';

const CATALOGUE = '/api/v1/coupon/get-coupon-list-for-frontend';
const own = useOwnServer('revalidate', { LOG_LEVEL: 'info' });

it('revalidates with If-None-Match and replaces a stale list with the fresh one', async () => {
  const { page, context } = own.browser;
  const count = page.getByTestId('coupon-count');
  await page.goto(own.server.url);
  await waitForServiceWorker(page);
  await waitForWarmCaches(page, 4);

  // Unchanged list: the check comes back 304.
  const before = statusesFor(own.server.output(), CATALOGUE).length;
  await page.reload();
  await expect.poll(() => count.textContent()).toBe('24 coupons');
  await expect.poll(() => statusesFor(own.server.output(), CATALOGUE).slice(before)).toContain(304);
  expect(statusesFor(own.server.output(), CATALOGUE).slice(before)).not.toContain(200);

  // An admin takes a coupon off the list.
  const { token } = await apiLogIn(own.server.url, 'admin@rebox.test');
  const list = await apiCall<{ data: { id: number; couponDescription: string }[] }>(own.server.url, 'GET', '/coupon/get-coupon-list-for-frontend');
  const gone = list.data[0]!;
  await apiCall(own.server.url, 'DELETE', `/coupon/delete-coupon-code/${gone.id}`, token);

  await page.reload();
  await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe('23 coupons');
  expect(await page.getByText(gone.couponDescription, { exact: true }).count()).toBe(0);

  // And the cache now holds the fresh list: offline shows it too.
  await context.setOffline(true);
  await page.reload();
  await expect.poll(() => count.textContent()).toBe('23 coupons');
});
