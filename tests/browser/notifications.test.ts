// Notifications as a recycler meets them, in Chromium against the real server: a return staff
// record (over the API) lights the bell, the inbox lists it and reading it puts the bell out;
// offline the inbox is the last copy "as of"; a push delivered to the service worker (over CDP)
// is shown once and its click opens its screen, with the app badge following; and the offer to
// turn on push waits for a visit after the one where it was earned.
import type { CDPSession, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@/shared/contract/notifications';
import { PATHS } from '@/shared/screen-paths';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner, waitForServiceWorker } from '../helpers/pwa';
import { creditReturn, registerRecycler, signInRecycler, type Recycler } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
const origin = new URL(baseUrl).origin;

/** The app's own notifications, as the service worker's registration lists them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, tag: n.tag, data: n.data as unknown, timestamp: (n as Notification & { timestamp: number }).timestamp })));
}

describe('notifications', () => {
  let browser: BrowserSession;
  let page: Page;
  let recycler: Recycler;
  let points = 0;
  const bell = () => page.getByTestId('notifications-bell');

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
    recycler = await registerRecycler(baseUrl, 'Nora Notified');
  });
  afterAll(async () => {
    await browser.context.setOffline(false);
    await browser.close();
  });

  it('first visit: a return credited at a counter lights the bell, and no push offer shows', async () => {
    await signInRecycler(page, baseUrl, recycler.email);
    await page.waitForURL(/\/user\/dashboard/);
    await waitForServiceWorker(page);
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications');

    points = await creditReturn(baseUrl, recycler.userId, 1);
    // Coming back to the app asks for the count again.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => bell().getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 unread');
    expect(await page.getByTestId('notifications-bell-count').textContent()).toBe('1');
    // The bell is a 44 px target on a phone.
    const box = (await bell().boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

    // The moment earned the offer, but this is the device's first visit.
    await page.waitForTimeout(500);
    expect(await page.getByTestId('push-offer').count()).toBe(0);
  });

  it('the catalogue’s header has the bell too, with the count, and the header keeps to the phone’s width', async () => {
    await page.goto(`${baseUrl}${PATHS.catalogue}`);
    await expect.poll(() => bell().getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 unread');
    const box = (await bell().boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${baseUrl}${PATHS.user.dashboard}`);
  });

  it('the inbox lists the credited points; opening it marks it read and the bell goes out', async () => {
    await bell().click();
    await page.waitForURL(/\/notifications$/);
    const row = page.getByTestId('notification').first();
    await expect.poll(() => row.textContent()).toContain(String(points));
    expect(await row.getAttribute('data-unread')).toBe('true');
    // Live: nothing says "as of".
    expect(await page.getByTestId('notifications-as-of').count()).toBe(0);

    await row.click();
    await page.waitForURL((url) => url.pathname === PATHS.user.dashboard);
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications');
    expect(await page.getByTestId('notifications-bell-count').count()).toBe(0);
  });

  it('on the next visit the push offer comes; "Not now" keeps it away', async () => {
    await page.reload();
    const offer = page.getByTestId('push-offer');
    await offer.waitFor({ timeout: 10_000 });
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await bell().waitFor();
    await page.waitForTimeout(500);
    expect(await offer.count()).toBe(0);
  });

  it('offline, the inbox shows the last copy, as of then', async () => {
    await page.goto(`${baseUrl}${PATHS.notifications}`);
    await page.getByTestId('notification').first().waitFor();
    await browser.context.setOffline(true);
    await expect.poll(() => page.getByTestId('notifications-as-of').textContent()).toMatch(/^As of /);

    await page.reload();
    await expect.poll(() => page.getByTestId('notification').first().textContent()).toContain(String(points));
    expect(await page.getByTestId('notifications-as-of').textContent()).toMatch(/^As of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
    await browser.context.setOffline(false);
  });

  describe('a push', () => {
    let cdp: CDPSession;
    let registrationId = '';
    let worker: Worker;
    const payload: PushPayload = { id: 900_000 + Math.floor(Math.random() * 1000), kind: 'coupon_ends_soon', language: 'en', title: 'Your coupon ends on Friday', body: 'Use it before it ends.', screen: PATHS.wallet, unread: 2 };
    const deliver = (data: PushPayload) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(data) });

    beforeAll(async () => {
      await browser.context.grantPermissions(['notifications'], { origin });
      cdp = await browser.context.newCDPSession(page);
      const registered = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      registrationId = await registered;
      worker = browser.context.serviceWorkers().find((w) => w.url().startsWith(origin))!;
      // The app badge, watched where the worker sets it (headless Chromium shows none).
      await worker.evaluate(() => {
        const badge = self as unknown as { badge: number | null; navigator: { setAppBadge(n: number): Promise<void>; clearAppBadge(): Promise<void> } };
        badge.badge = null;
        badge.navigator.setAppBadge = async (n: number) => void (badge.badge = n);
        badge.navigator.clearAppBadge = async () => void (badge.badge = 0);
      });
    });

    it('is shown once, tagged by its kind, with the app badge at the unread count', async () => {
      await deliver(payload);
      await expect.poll(async () => (await shownNotifications(page)).filter((n) => n.title === payload.title)).toHaveLength(1);
      const [shown] = (await shownNotifications(page)).filter((n) => n.title === payload.title);
      expect(shown).toMatchObject({ tag: payload.kind, data: { id: payload.id, screen: payload.screen } });
      expect(await worker.evaluate(() => (self as unknown as { badge: number | null }).badge)).toBe(2);

      // The same notification again (a retry after a lost answer) is not shown anew: the one up
      // is left as it was, not replaced by a copy (same tag) that would alert again.
      await page.waitForTimeout(50);
      await deliver(payload);
      await page.waitForTimeout(500);
      const again = (await shownNotifications(page)).filter((n) => n.title === payload.title);
      expect(again).toHaveLength(1);
      expect(again[0]!.timestamp).toBe(shown!.timestamp);
    });

    it('lights the bell of the open page at once, without waiting for it to come back to the front', async () => {
      await page.goto(`${baseUrl}${PATHS.user.dashboard}`);
      await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications');
      await creditReturn(baseUrl, recycler.userId, 2);
      await deliver({ ...payload, id: payload.id + 1, kind: 'points_credited', title: '+20 points', screen: PATHS.user.dashboard, unread: 1 });
      await expect.poll(() => bell().getAttribute('aria-label'), { timeout: 5000 }).toBe('Notifications, 1 unread');
    });

    it('a click opens its screen in the open window', async () => {
      await page.goto(`${baseUrl}${PATHS.user.dashboard}`);
      await waitForServiceWorker(page);
      // What the browser does when the person clicks it (headless Chromium draws no notifications to click).
      await worker.evaluate(async (title) => {
        type Shown = { title: string };
        const scope = self as unknown as { registration: { getNotifications(): Promise<Shown[]> }; dispatchEvent(event: Event): boolean };
        const { NotificationEvent } = self as unknown as { NotificationEvent: new (type: string, init: { notification: Shown }) => Event };
        const notification = (await scope.registration.getNotifications()).find((n) => n.title === title)!;
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      }, payload.title);
      await page.waitForURL((url) => url.pathname === PATHS.wallet, { timeout: 10_000 });
      expect((await shownNotifications(page)).filter((n) => n.title === payload.title)).toHaveLength(0);
    });
  });
});
