import { get, set } from 'idb-keyval';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeSession } from '../test-support/fake-session';
import { alertAtom } from './alerts';
import { logout, onSessionEnd } from './logout';
import { hydratePersistedAtoms, persistedAtom } from './persisted-atom';
import { sessionAtom } from './session';

const prefs = persistedAtom('test-logout-prefs', 1, z.object({ dark: z.boolean() }), { dark: false }, { keepOnLogout: true });
const wallet = persistedAtom('test-logout-wallet', 1, z.array(z.string()), []);

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
    const stop = onSessionEnd(() => Promise.reject(new Error('cache gone')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logout(store);
    expect(store.get(sessionAtom)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    stop();
  });
});
