import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/shared/contract/auth';
import type { PageToSwMessage } from '@/shared/sw-messages';
import { logout } from '@/client/lib/session/logout';
import { catalogueRevisionAtom } from '@/client/lib/pwa/pwa-signals';
import { sessionAtom, type Session } from '@/client/lib/session/session';
import { holdEarlyMessages, startSwBridge } from './sw-bridge';

const user: SessionUser = {
  user_id: 7,
  name: 'Uma User',
  email: 'user@rebox.test',
  role: 'NORMAL_USER',
  profile_image: 'me.webp',
  available_reward_points: 500,
  user_code: 'ABCD2345',
};
const session: Session = { token: 'token-of-uma', user, refreshedAt: 1_000 };

/** A ServiceWorkerContainer with an active worker that records what the page posts. */
function fakeContainer() {
  const posted: PageToSwMessage[] = [];
  const container = Object.assign(new EventTarget(), {
    controller: { postMessage: (message: PageToSwMessage) => posted.push(message) },
    getRegistration: async () => undefined,
    startMessages: () => undefined,
  });
  const fromSw = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
  return { container: container as unknown as ServiceWorkerContainer, posted, fromSw };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('the service worker bridge', () => {
  it('applies a replayed profile refresh to the signed-in user, with its time', async () => {
    const store = createStore();
    store.set(sessionAtom, session);
    const { container, fromSw } = fakeContainer();
    stop = startSwBridge(store, { container, persist: async () => true });

    fromSw({ type: 'PROFILE_REFRESHED', userId: 7, data: JSON.stringify({ ...user, available_reward_points: 650 }), at: 5_000 });
    // Parsed with the session schema, which loads on first use.
    await vi.waitFor(() =>
      expect(store.get(sessionAtom)).toMatchObject({ token: 'token-of-uma', refreshedAt: 5_000, user: { available_reward_points: 650 } }),
    );

    // Someone else's answer (a refresh queued before a user switch) changes nothing.
    fromSw({ type: 'PROFILE_REFRESHED', userId: 8, data: JSON.stringify({ ...user, user_id: 8, available_reward_points: 1 }), at: 6_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get(sessionAtom)?.user.available_reward_points).toBe(650);
  });

  it('bumps the catalogue revision when the SW found a newer list, and ignores foreign messages', () => {
    const store = createStore();
    const { container, fromSw } = fakeContainer();
    stop = startSwBridge(store, { container, persist: async () => true });
    fromSw({ type: 'CATALOGUE_UPDATED' });
    fromSw({ type: 'SOMETHING_ELSE' });
    fromSw('CATALOGUE_UPDATED');
    expect(store.get(catalogueRevisionAtom)).toBe(1);
  });

  it('applies a newer catalogue the SW reported before the bridge started (the preload is revalidated while the page parses)', () => {
    const store = createStore();
    const { container, fromSw } = fakeContainer();
    holdEarlyMessages(container);
    fromSw({ type: 'CATALOGUE_UPDATED' });
    stop = startSwBridge(store, { container, persist: async () => true });
    expect(store.get(catalogueRevisionAtom)).toBe(1);
    fromSw({ type: 'CATALOGUE_UPDATED' });
    expect(store.get(catalogueRevisionAtom)).toBe(2);
  });

  it('asks the SW to replay queued refreshes at start and whenever the connection returns', async () => {
    const { container, posted } = fakeContainer();
    stop = startSwBridge(createStore(), { container, persist: async () => true });
    await settle();
    expect(posted).toEqual([{ type: 'REPLAY_QUEUE' }]);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(posted).toEqual([{ type: 'REPLAY_QUEUE' }, { type: 'REPLAY_QUEUE' }]);
  });

  it('asks for persistent storage after a login, not before', () => {
    const store = createStore();
    const persist = vi.fn(async () => true);
    const { container } = fakeContainer();
    stop = startSwBridge(store, { container, persist });
    expect(persist).not.toHaveBeenCalled();
    store.set(sessionAtom, session);
    expect(persist).toHaveBeenCalledOnce();
    store.set(sessionAtom, { ...session, refreshedAt: 2_000 });
    expect(persist).toHaveBeenCalledOnce();
  });

  it("has the SW purge the user who logged out (their id and profile image)", async () => {
    const store = createStore();
    store.set(sessionAtom, session);
    const { container, posted } = fakeContainer();
    stop = startSwBridge(store, { container, persist: async () => true });
    await settle();
    posted.length = 0;
    await logout(store);
    expect(store.get(sessionAtom)).toBeNull();
    expect(posted).toEqual([{ type: 'LOGGED_OUT', userId: 7, profileImage: 'me.webp' }]);
  });
});
