import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '@/client/lib/session/session';
import { appStore } from '@/client/lib/store';
import { fakeSession } from '@/client/test-support/fake-session';
import { stubApi } from '@/client/test-support/fetch-stub';
import { keyBytes, turnOffPush, turnOnPush } from './push-subscription';

// A VAPID public key is 65 bytes; any will do for the browser stand-in.
const KEY = 'BP' + 'A'.repeat(85);
const subscriptionJson = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p256', auth: 'auth' } };

function fakeBrowser(existing: 'none' | 'same-key' | 'other-key' = 'none') {
  const unsubscribe = vi.fn(async () => true);
  const made = (key: Uint8Array) => ({ endpoint: subscriptionJson.endpoint, options: { applicationServerKey: key.buffer }, toJSON: () => subscriptionJson, unsubscribe });
  const held = existing === 'none' ? null : made(existing === 'same-key' ? keyBytes(KEY) : new Uint8Array([1, 2, 3]));
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => made(options.applicationServerKey as Uint8Array));
  const registration = { active: {}, pushManager: { getSubscription: vi.fn(async () => held), subscribe } };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
  return { subscribe, unsubscribe };
}

afterEach(() => {
  appStore.set(sessionAtom, null);
  vi.unstubAllGlobals();
});

function server() {
  appStore.set(sessionAtom, fakeSession());
  return stubApi({
    'GET /notifications/push-key': () => ({ body: { success: true, message: 'ok', data: { publicKey: KEY } } }),
    'POST /notifications/subscriptions': () => ({ body: { success: true, message: 'ok', data: null } }),
    'DELETE /notifications/subscriptions': () => ({ body: { success: true, message: 'ok', data: null } }),
  });
}

describe('push on this device', () => {
  it('turns on: the server’s key, a user-visible subscription, handed to the server as the browser gives it', async () => {
    const api = server();
    const browser = fakeBrowser();
    expect(await turnOnPush()).toBe('on');
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(keyBytes(KEY)));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual(subscriptionJson);
  });

  it('replaces a subscription made with another key', async () => {
    server();
    const browser = fakeBrowser('other-key');
    expect(await turnOnPush()).toBe('on');
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledOnce();
  });

  it('does not subscribe when the person says no', async () => {
    const api = server();
    const browser = fakeBrowser();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'denied' });
    expect(await turnOnPush()).toBe('denied');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('turns off: the server forgets the endpoint, the browser drops it', async () => {
    const api = server();
    const browser = fakeBrowser('same-key');
    await turnOffPush();
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: subscriptionJson.endpoint });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });
});
