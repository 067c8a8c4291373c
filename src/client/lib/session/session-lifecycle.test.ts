import { get, set } from 'idb-keyval';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@/client/test-support/fake-session';
import { alertAtom } from '../alerts';
import { notifyUnauthorized } from '../api/api-client';
import { onSessionEnd } from './logout';
import { hydratePersistedAtoms } from '../persisted-atom';
import { sessionAtom } from './session';
import { expireStaleSession, watchSession } from './session-lifecycle';

const SESSION_KEY = 'rebox:session:v1';
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('an expired session', () => {
  it('found on load is cleared, announced and sent to /login', async () => {
    await set(SESSION_KEY, fakeSession('NORMAL_USER', -1000));
    window.history.replaceState(null, '', '/user/dashboard');
    const store = createStore();
    await hydratePersistedAtoms(store, [sessionAtom]);
    const ended = vi.fn();
    const stop = onSessionEnd(ended);

    expect(expireStaleSession(store)).toBe(true);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(alertAtom)).toEqual({ isSuccess: false, isError: true, message: 'Your session has expired. Please log in again' });
    expect(window.location.pathname).toBe('/login');
    await settle();
    expect(await get(SESSION_KEY)).toBeUndefined();
    expect(ended).toHaveBeenCalledWith('expired');
    stop();
  });

  it('leaves a valid session alone', async () => {
    const store = createStore();
    store.set(sessionAtom, fakeSession('ADMIN', 60_000));
    expect(expireStaleSession(store)).toBe(false);
    expect(store.get(sessionAtom)).not.toBeNull();
  });

  it('ends when exp passes while the app is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const store = createStore();
    store.set(sessionAtom, fakeSession('DISTRIBUTOR', 90_000));
    const stop = watchSession(store);
    vi.advanceTimersByTime(89_000);
    expect(store.get(sessionAtom)).not.toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(alertAtom).message).toBe('Your session has expired. Please log in again');
    expect(window.location.pathname).toBe('/login');
    stop();
  });

  it('ends when the server answers 401 to a signed-in call', async () => {
    const store = createStore();
    store.set(sessionAtom, fakeSession('ADMIN', 60 * 60_000));
    const stop = watchSession(store);
    notifyUnauthorized();
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(alertAtom)).toEqual({ isSuccess: false, isError: true, message: 'Your session has expired. Please log in again' });
    await settle();
    stop();
  });

  it('is checked again when a sleeping phone wakes the page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = createStore();
    store.set(sessionAtom, fakeSession('NORMAL_USER', 5_000));
    const stop = watchSession(store);
    // Timers are throttled in the background: time moves on without them firing.
    vi.setSystemTime(Date.now() + 10_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(store.get(sessionAtom)).toBeNull();
    stop();
  });
});
