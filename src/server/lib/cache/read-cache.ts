// Reads kept for a moment in the process, for answers that request after request would fetch
// again: the public catalogue, and the caller's row that authorization reads on every call.
// Fresh enough to trust: any write in this process empties them (the services call
// invalidate before the write's reply leaves), and a value read while a write was under way
// is handed to its own request but never kept. Writes made by another process on the same
// PostgreSQL empty them through LISTEN/NOTIFY at once (cache-broadcast.ts), and within the
// TTL should a notification be lost. Concurrent misses of one key share one load.

// Enough for every active user of a busy minute; beyond it the cache starts over.
const MAX_ENTRIES = 10_000;

export interface ReadCache<K, V> {
  /** The kept value while it is fresh (at once, no promise), else `load()`'s. */
  get(key: K, load: () => Promise<V>): V | Promise<V>;
  /** The kept value while it is fresh, without loading it when it is not. */
  peek(key: K): { value: V } | null;
  invalidate(): void;
}

export function createReadCache<K, V>(ttlMs: number): ReadCache<K, V> {
  let kept = new Map<K, { value: V; expires: number }>();
  const inflight = new Map<K, Promise<V>>();
  let generation = 0;
  return {
    get(key, load) {
      const hit = kept.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const pending = inflight.get(key);
      if (pending) return pending;
      const started = generation;
      const loading = load()
        .then((value) => {
          if (started === generation) {
            if (kept.size >= MAX_ENTRIES) kept = new Map();
            kept.set(key, { value, expires: Date.now() + ttlMs });
          }
          return value;
        })
        .finally(() => {
          if (inflight.get(key) === loading) inflight.delete(key);
        });
      inflight.set(key, loading);
      return loading;
    },
    peek(key) {
      const hit = kept.get(key);
      return hit && hit.expires > Date.now() ? { value: hit.value } : null;
    },
    invalidate() {
      generation++;
      kept = new Map();
      inflight.clear();
    },
  };
}

/** Something a write empties when it is done: a read cache. */
export interface Invalidates {
  invalidate(): void;
}

/**
 * The read caches buildApp creates, handed to the services that write: each write says which
 * of them it changes. `callers`: the rows authorization reads (account state, role, balance);
 * `catalogue`: the public coupon list.
 */
export interface ReadCaches {
  callers: Invalidates;
  catalogue: Invalidates;
}

/**
 * Awaits the write, then empties `caches`, also when it failed (a commit whose answer was
 * lost may still have happened). A read that started before is handed to its own request but
 * never kept (createReadCache), so the next read sees the write.
 */
export async function afterWrite<T>(write: Promise<T>, ...caches: Invalidates[]): Promise<T> {
  try {
    return await write;
  } finally {
    for (const cache of caches) cache.invalidate();
  }
}

/**
 * The same cache, telling `count` whether each lookup was answered from memory (a hit) or had
 * to wait for a load (a miss, including a load shared with another request): for /metrics.
 */
export function countLookups<C extends { get: (...args: never[]) => unknown }>(cache: C, count: (hit: boolean) => void): C {
  const get = (...args: never[]) => {
    const value = (cache.get as (...a: never[]) => unknown)(...args);
    count(!(value instanceof Promise));
    return value;
  };
  return { ...cache, get: get as C['get'] };
}
