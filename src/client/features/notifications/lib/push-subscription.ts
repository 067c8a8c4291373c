// Turning push on and off on this device: the browser's subscription (with the server's VAPID
// key) and the server's record of it go together.
import type { PushSubscriptionBody } from '@/shared/contract/notifications';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushKey } from '../api/get-push-key';
import { savePushSubscription } from '../api/save-push-subscription';

// A page opened before the worker installed waits for it, but not for ever (dev has none).
const READY_WAIT_MS = 10_000;

export async function pushRegistration(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  const registered = await container.getRegistration();
  if (registered?.active) return registered;
  return Promise.race([container.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_WAIT_MS))]);
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** base64url (the server's key) to the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

export type TurnOnOutcome = 'on' | 'denied' | 'unavailable';

/** Asks for permission, subscribes with the server's key and hands the subscription over. */
export async function turnOnPush(): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await pushRegistration();
  if (!registration) return 'unavailable';
  const key = keyBytes((await getPushKey()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's key changed) cannot be pushed to by it.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  return 'on';
}

/** The server forgets the subscription first, so no push is sent to one the browser dropped. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await deletePushSubscription({ endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
