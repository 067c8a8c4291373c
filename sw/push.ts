/// <reference lib="webworker" />
// Web Push: each push is shown once (a notification with its id already up is not shown again),
// the app badge follows the unread count, a click opens the notification's screen in an open
// window or a new one and marks it read, and a subscription the browser renewed is handed to
// the server again with the same key.
import { API_PATHS } from '../src/shared/api-paths';
import type { PushSubscriptionBody } from '../src/shared/contract/notifications';
import { apiUrl } from '../src/shared/shell-api-paths';
import type { SwToPageMessage } from '../src/shared/sw-messages';
import { notificationOptions, parsePushPayload, screenUrl, shownDataOf } from './push-payload';
import { signedIn } from './session-store';

declare const self: ServiceWorkerGlobalScope;

/** Where the platform has a badge (installed apps); elsewhere the calls are missing or refused. */
export function showBadge(unread: number): Promise<void> {
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  return ((unread > 0 ? nav.setAppBadge?.(unread) : nav.clearAppBadge?.()) ?? Promise.resolve()).catch(() => undefined);
}

async function callApi(path: string, method: string, body: unknown): Promise<Response | null> {
  const session = await signedIn();
  if (!session) return null;
  return fetch(apiUrl(path), { method, headers: { Authorization: session.token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function showPush(text: string | null): Promise<void> {
  const payload = parsePushPayload(text);
  if (!payload) return;
  await showBadge(payload.unread);
  const arrived: SwToPageMessage = { type: 'NOTIFICATION_ARRIVED' };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(arrived);
  const shown = await self.registration.getNotifications();
  if (shown.some((notification) => shownDataOf(notification.data)?.id === payload.id)) return;
  const { title, ...options } = notificationOptions(payload);
  await self.registration.showNotification(title, options);
}

async function openScreen(data: unknown): Promise<void> {
  const shown = shownDataOf(data);
  if (!shown) return;
  const url = screenUrl(shown.screen, self.location.origin);
  // Marked read as the screen opens, so the screen's own bell already counts it.
  const reading = callApi(API_PATHS.notifications.read, 'POST', { ids: [shown.id] }).catch(() => null);
  const windows = await self.clients.matchAll({ type: 'window' });
  // The window in front first; navigate() is for windows this worker controls, which matchAll gives.
  const target = windows.find((client) => client.focused) ?? windows[0];
  let opened = false;
  if (target) {
    // Focusing may be refused (no user activation left); the window still goes to the screen.
    await target.focus().catch(() => undefined);
    opened = (await target.navigate(url).catch(() => null)) !== null;
  }
  if (!opened) await self.clients.openWindow(url);
  const answer = await reading;
  if (answer?.ok) {
    const unread = ((await answer.json()) as { data?: { unread?: unknown } }).data?.unread;
    if (typeof unread === 'number') await showBadge(unread);
  }
}

async function resubscribe(event: PushSubscriptionChangeEvent): Promise<void> {
  const key = event.oldSubscription?.options.applicationServerKey ?? null;
  if (!key || !(await signedIn())) return;
  const subscription = event.newSubscription ?? (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  await callApi(API_PATHS.notifications.subscriptions, 'POST', subscription.toJSON() as PushSubscriptionBody);
}

export function registerPush() {
  self.addEventListener('push', (event) => {
    event.waitUntil(showPush(event.data?.text() ?? null).catch((error: unknown) => console.warn('Rebox: a push could not be shown', error)));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openScreen(event.notification.data).catch((error: unknown) => console.warn('Rebox: a notification could not be opened', error)));
  });
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as PushSubscriptionChangeEvent;
    change.waitUntil(resubscribe(change).catch((error: unknown) => console.warn('Rebox: the push subscription could not be renewed', error)));
  });
}
