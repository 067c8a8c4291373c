// The callers' user rows, kept for a moment. Every authenticated request reads its caller's
// row (identify() in authorization.ts): the role and the account's state come from the
// database, not from the token. Kept here, a phone's burst of calls (or a busy dashboard)
// costs one read, not one per call.
// Fresh enough to trust: any write in this process empties it (app.ts, as for the catalogue),
// and a row read while a write was under way is used once but never kept. Writes made by
// another process on the same PostgreSQL reach this one within CALLER_TTL_MS.
import type { CallerRow } from './authorization';

export const CALLER_TTL_MS = 1000;
// Enough for every active user of a busy minute; beyond it the cache starts over.
const MAX_ENTRIES = 10_000;

export interface CallerCache {
  get(userId: number, load: () => Promise<CallerRow | undefined>): Promise<CallerRow | undefined>;
  invalidate(): void;
}

export function createCallerCache(ttlMs = CALLER_TTL_MS): CallerCache {
  let rows = new Map<number, { row: CallerRow | undefined; expires: number }>();
  const inflight = new Map<number, Promise<CallerRow | undefined>>();
  let generation = 0;
  return {
    get(userId, load) {
      const hit = rows.get(userId);
      if (hit && hit.expires > Date.now()) return Promise.resolve(hit.row);
      const pending = inflight.get(userId);
      if (pending) return pending;
      const started = generation;
      const loading = load()
        .then((row) => {
          if (started === generation) {
            if (rows.size >= MAX_ENTRIES) rows = new Map();
            rows.set(userId, { row, expires: Date.now() + ttlMs });
          }
          return row;
        })
        .finally(() => {
          if (inflight.get(userId) === loading) inflight.delete(userId);
        });
      inflight.set(userId, loading);
      return loading;
    },
    invalidate() {
      generation++;
      rows = new Map();
      inflight.clear();
    },
  };
}
