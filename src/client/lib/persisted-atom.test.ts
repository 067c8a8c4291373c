import { get as idbGet, set as idbSet } from 'idb-keyval';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { hydratePersistedAtoms, persistedAtom, setPersisted } from './persisted-atom';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('persisted atoms', () => {
  it('reads a stored value before first use and writes changes through to IndexedDB', async () => {
    const theme = persistedAtom('test-theme', 1, z.enum(['light', 'dark']), 'light');
    await idbSet('rebox:test-theme:v1', 'dark');
    const store = createStore();
    await hydratePersistedAtoms(store, [theme]);
    expect(store.get(theme)).toBe('dark');
    store.set(theme, 'light');
    await settle();
    expect(await idbGet('rebox:test-theme:v1')).toBeUndefined(); // the default is not stored
  });

  it('drops a stored value of the wrong shape instead of crashing', async () => {
    const size = persistedAtom('test-size', 1, z.number(), 3);
    await idbSet('rebox:test-size:v1', { not: 'a number' });
    const store = createStore();
    await hydratePersistedAtoms(store, [size]);
    expect(store.get(size)).toBe(3);
    expect(await idbGet('rebox:test-size:v1')).toBeUndefined();
  });

  it('migrates the value of an older version to the new shape', async () => {
    await idbSet('rebox:test-prefs:v1', true);
    const prefs = persistedAtom('test-prefs', 2, z.object({ dark: z.boolean() }), { dark: false }, {
      migrate: (old) => (typeof old === 'boolean' ? { dark: old } : undefined),
    });
    const store = createStore();
    await hydratePersistedAtoms(store, [prefs]);
    expect(store.get(prefs)).toEqual({ dark: true });
    expect(await idbGet('rebox:test-prefs:v2')).toEqual({ dark: true });
    expect(await idbGet('rebox:test-prefs:v1')).toBeUndefined();
  });

  it('setPersisted stores the value before the atom changes, so a reload right after finds it', async () => {
    const token = persistedAtom('test-token', 1, z.string().nullable(), null);
    const store = createStore();
    await hydratePersistedAtoms(store, [token]);
    let storedWhenAtomChanged: unknown = 'not yet';
    store.sub(token, () => {
      void idbGet('rebox:test-token:v1').then((value) => (storedWhenAtomChanged = value));
    });
    await setPersisted(store, token, 'abc');
    await settle();
    expect(store.get(token)).toBe('abc');
    expect(storedWhenAtomChanged).toBe('abc');
  });

  it('loads a lazily given schema only when a value is stored, and still refuses a bad one', async () => {
    const loadSchema = vi.fn(async () => z.object({ count: z.number() }));
    const counter = persistedAtom('test-lazy', 1, loadSchema, { count: 0 });
    await hydratePersistedAtoms(createStore(), [counter]);
    expect(loadSchema).not.toHaveBeenCalled(); // nothing stored: a first visit needs no zod

    await idbSet('rebox:test-lazy:v1', { count: 'seven' });
    const store = createStore();
    await hydratePersistedAtoms(store, [counter]);
    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(store.get(counter)).toEqual({ count: 0 });
    expect(await idbGet('rebox:test-lazy:v1')).toBeUndefined();
  });

  it('keeps the stored value for the next start when its schema cannot load', async () => {
    const prefs = persistedAtom('test-unloadable', 1, () => Promise.reject(new Error('chunk gone')), 'default');
    await idbSet('rebox:test-unloadable:v1', 'kept');
    const store = createStore();
    await hydratePersistedAtoms(store, [prefs]); // resolves: the app still starts
    expect(store.get(prefs)).toBe('default');
    expect(await idbGet('rebox:test-unloadable:v1')).toBe('kept');
  });
});
