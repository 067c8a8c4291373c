import { get, set } from 'idb-keyval';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeSession } from '@/client/test-support/fake-session';
import { stubApi } from '@/client/test-support/fetch-stub';
import { alertAtom } from '../alerts';
import { logout, logoutConfirmAtom, onSessionEnd } from './logout';
import { hydratePersistedAtoms, persistedAtom } from '../persisted-atom';
import { sessionAtom } from './session';

const prefs = persistedAtom('test-logout-prefs', 1, z.object({ dark: z.boolean() }), { dark: false }, { keepOnLogout: true });
const wallet = persistedAtom('test-logout-wallet', 1, z.array(z.string()), []);

afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('clears the session and the user’s stored data, keeps the device’s preferences, says so and goes to /login', async () => {
    await set('rebox:session:v1', fakeSession('ADMIN'));
    await set('rebox:test-logout-prefs:v1', { dark: true });
    await set('rebox:test-logout-wallet:v1', ['SAVE10']);
    window.history.replaceState(null, '', '/admin/dashboard');
    const store = createStore();
    await hydratePersistedAtoms(store, [sessionAtom, prefs, wallet]);
    const task = vi.fn();
    const stop = onSessionEnd(task);
    stubApi({ 'POST /auth/logout': () => ({ body: { success: true, message: 'You are signed out.', data: null } }) });

    await logout(store);

    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(wallet)).toEqual([]);
    expect(store.get(prefs)).toEqual({ dark: true });
    expect(await get('rebox:session:v1')).toBeUndefined();
    expect(await get('rebox:test-logout-wallet:v1')).toBeUndefined();
    expect(await get('rebox:test-logout-prefs:v1')).toEqual({ dark: true });
    expect(store.get(alertAtom)).toEqual({ isSuccess: true, isError: false, message: 'You have been logged out successfully' });
    expect(window.location.pathname).toBe('/login');
    expect(task).toHaveBeenCalledWith('logout');
    stop();
  });

  it('still logs out when another feature’s clean-up fails', async () => {
    const store = createStore();
    store.set(sessionAtom, fakeSession('NORMAL_USER'));
    stubApi({ 'POST /auth/logout': () => ({ body: { success: true, message: 'You are signed out.', data: null } }) });
    const stop = onSessionEnd(() => Promise.reject(new Error('cache gone')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logout(store);
    expect(store.get(sessionAtom)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    stop();
  });

  it('ends the session on the server with the token it had, and closes the confirmation', async () => {
    const store = createStore();
    const session = fakeSession('NORMAL_USER');
    store.set(sessionAtom, session);
    store.set(logoutConfirmAtom, true);
    const { calls } = stubApi({ 'POST /auth/logout': () => ({ body: { success: true, message: 'You are signed out.', data: null } }) });
    await logout(store);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/logout']);
    expect(calls[0]!.headers.get('Authorization')).toBe(session.token);
    expect(store.get(logoutConfirmAtom)).toBe(false);
  });

  it('signs the device out even when the server fails or there is no connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    store.set(sessionAtom, fakeSession('NORMAL_USER'));
    stubApi({ 'POST /auth/logout': () => ({ status: 500, body: { success: false, message: 'An error occurred', data: null } }) });
    await logout(store);
    expect(store.get(sessionAtom)).toBeNull();
    expect(warn).toHaveBeenCalled();

    store.set(sessionAtom, fakeSession('NORMAL_USER'));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubApi({});
    await logout(store);
    expect(store.get(sessionAtom)).toBeNull();
    expect(calls).toEqual([]);
    offline.mockRestore();
    warn.mockRestore();
  });

  it('after the server ended every session, goes where it is told with the sentence it is given', async () => {
    const store = createStore();
    store.set(sessionAtom, fakeSession('NORMAL_USER'));
    const { calls } = stubApi({});
    await logout(store, { endOnServer: false, message: 'Your account was deleted.', to: '/' });
    expect(calls).toEqual([]);
    expect(store.get(alertAtom).message).toBe('Your account was deleted.');
    expect(window.location.pathname).toBe('/');
  });
});
