// Atoms persisted to IndexedDB (design card: not localStorage).
// DEV NOTE: IndexedDB is async, so an atom that read it lazily would be a Promise on first
// render and the UI would flip after mount (toolchain.md, trap 8). Instead the app passes its
// one list of persisted atoms (app/persisted-atoms.ts) to `hydratePersistedAtoms`, which reads
// them all before React renders; writes go through to IndexedDB afterwards, and logout empties
// every atom of that list that is not kept on logout.
// Stored values are validated on read: a value of an older shape is migrated when a
// `migrate` is given, otherwise dropped, never a crash. The schema may be given as a loader
// (`() => import(...)`): zod is then fetched only when there is a stored value to check, so a
// first visit, which has none, does not download it (performance budget of the catalogue).
import { del, getMany, set } from 'idb-keyval';
import { atom, type Atom, type SetStateAction, type WritableAtom } from 'jotai';
import type { z } from 'zod';
import type { AppStore } from './store';

export type PersistedAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

/** A schema, or a loader of one for code that should stay out of the first visit. */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export interface PersistedOptions<T> {
  /** Turns the value stored by an older version (or of an older shape) into this one. */
  migrate?: (stored: unknown) => T | undefined;
  /** The device's, not the user's (theme, a dismissed offer, the public catalogue): survives logout. */
  keepOnLogout?: boolean;
}

interface Registration<T> {
  key: string;
  schema: SchemaSource<T>;
  defaultValue: T;
  migrate?: (stored: unknown) => T | undefined;
  keepOnLogout: boolean;
  base: WritableAtom<T, [T], void>;
}

const KEY_PREFIX = 'rebox:';
const registrations = new WeakMap<Atom<unknown>, Registration<unknown>>();
// The list each store was hydrated with: the same list is emptied at logout.
const listsByStore = new WeakMap<AppStore, readonly Registration<unknown>[]>();

/** `name` plus a version: bump the version when the shape changes and give `migrate` for the old one. */
export function persistedAtom<T>(
  name: string,
  version: number,
  schema: SchemaSource<T>,
  defaultValue: T,
  options: PersistedOptions<T> = {},
): PersistedAtom<T> {
  const key = `${KEY_PREFIX}${name}:v${version}`;
  const base = atom(defaultValue);
  const registration: Registration<T> = { key, schema, defaultValue, migrate: options.migrate, keepOnLogout: options.keepOnLogout ?? false, base };
  const persisted = atom(
    (get) => get(base),
    (get, setAtom, update: SetStateAction<T>) => {
      const next = typeof update === 'function' ? (update as (prev: T) => T)(get(base)) : update;
      setAtom(base, next);
      void writeThrough(key, next, defaultValue);
    },
  );
  persisted.debugLabel = key;
  registrations.set(persisted, registration as Registration<unknown>);
  return persisted;
}

function registrationOf(persisted: Atom<unknown>): Registration<unknown> {
  const registration = registrations.get(persisted);
  if (!registration) throw new Error(`${persisted.debugLabel ?? 'An atom'} was not made by persistedAtom`);
  return registration;
}

/**
 * Stores the value in IndexedDB first and only then in the atom. For values whose change
 * moves the UI on (signing in): a reload right after cannot find the old value stored.
 */
export async function setPersisted<T>(store: AppStore, persisted: PersistedAtom<T>, value: T): Promise<void> {
  const registration = registrationOf(persisted) as Registration<T>;
  await writeThrough(registration.key, value, registration.defaultValue);
  store.set(registration.base, value);
}

async function writeThrough<T>(key: string, value: T, defaultValue: T) {
  try {
    if (value === defaultValue || value === null) await del(key);
    else await set(key, value);
  } catch (error) {
    // Private mode or a full disk: the app still works, the value just is not kept.
    console.warn(`Could not store ${key}`, error);
  }
}

/** Older keys of the same name (e.g. `rebox:session:v1` when v2 is current), for migration. */
function previousKeys(key: string): string[] {
  const match = /^(.*):v(\d+)$/.exec(key);
  if (!match) return [];
  const version = Number(match[2]);
  return Array.from({ length: version - 1 }, (_, i) => `${match[1]}:v${version - 1 - i}`);
}

/**
 * Reads every atom of `atoms` (all made by persistedAtom) into the store. Call once, before the
 * first render; logout then empties the same list (clearPersistedAtoms).
 */
export async function hydratePersistedAtoms(store: AppStore, atoms: readonly Atom<unknown>[]): Promise<void> {
  const registry = atoms.map(registrationOf);
  listsByStore.set(store, registry);
  let values: unknown[];
  try {
    values = await getMany(registry.map((r) => r.key));
  } catch (error) {
    console.warn('IndexedDB is not available; starting with defaults', error);
    return;
  }
  await Promise.all(
    registry.map((registration, index) =>
      applyStored(store, registration, values[index]).catch((error: unknown) => {
        // The schema's chunk could not load (a deploy removed it, no network): keep the
        // default for now and the stored value for the next start, rather than no app at all.
        console.warn(`Could not check ${registration.key}`, error);
      }),
    ),
  );
}

async function schemaOf<T>(registration: Registration<T>): Promise<z.ZodType<T>> {
  const { schema } = registration;
  if (typeof schema !== 'function') return schema;
  const loaded = await schema();
  registration.schema = loaded;
  return loaded;
}

async function applyStored(store: AppStore, registration: Registration<unknown>, stored: unknown) {
  if (stored === undefined) {
    await hydrateFromOlderVersion(store, registration);
    return;
  }
  const schema = await schemaOf(registration);
  const parsed = schema.safeParse(stored);
  if (parsed.success) {
    store.set(registration.base, parsed.data);
    return;
  }
  const migrated = registration.migrate?.(stored);
  if (migrated !== undefined && schema.safeParse(migrated).success) {
    store.set(registration.base, migrated);
    await set(registration.key, migrated);
  } else {
    await del(registration.key);
  }
}

async function hydrateFromOlderVersion(store: AppStore, registration: Registration<unknown>) {
  if (!registration.migrate) return;
  const keys = previousKeys(registration.key);
  if (keys.length === 0) return;
  const older = await getMany(keys);
  const index = older.findIndex((value) => value !== undefined);
  if (index === -1) return;
  const migrated = registration.migrate(older[index]);
  if (migrated !== undefined && (await schemaOf(registration)).safeParse(migrated).success) {
    store.set(registration.base, migrated);
    await set(registration.key, migrated);
  }
  await del(keys[index]!);
}

/** Logout: every atom of the store's list not kept on logout goes back to its default and leaves IndexedDB. */
export async function clearPersistedAtoms(store: AppStore) {
  await Promise.all(
    (listsByStore.get(store) ?? [])
      .filter((r) => !r.keepOnLogout)
      .map(async (r) => {
        store.set(r.base, r.defaultValue);
        await del(r.key).catch(() => undefined);
      }),
  );
}
