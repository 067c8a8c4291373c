// Fixed-window counters of attempts (logins, registrations, password resets), one window per
// key and rule. An attempt is reserved before the slow work it guards (a password check), so
// however many requests arrive at once, at most `max` per key are ever checked; what turns
// out not to count (a login that succeeded) is given back afterwards.
// Two stores behind one interface: PostgreSQL's attempt_limits table when several API
// processes share a database (a limit per process would multiply by the number of
// processes), memory with PGlite (one process owns that database).
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '@/server/db/client';

export interface LimitRule {
  /** Names the counter, e.g. 'email' or 'address'. */
  name: string;
  max: number;
  windowMs: number;
}

/** One rule and the key it counts (an email, an address). */
export type LimitEntry = readonly [LimitRule, string];

export interface Reservation {
  /** Gives the attempt back: it does not count toward the limits. Never throws. */
  release(): Promise<void>;
}

export interface AttemptLimiter {
  /**
   * Takes one attempt under every rule at once, or none. Returns the reservation, or the
   * seconds to wait when any rule is at its limit. Atomic: of any number of concurrent
   * reservations, at most `max` per key succeed.
   */
  reserve(entries: readonly LimitEntry[]): Promise<Reservation | { retryAfter: number }>;
}

/** PostgreSQL when the database is shared, memory when the process owns it. */
export function createAttemptLimiter(database: Pick<Database, 'kind' | 'db'>): AttemptLimiter {
  return database.kind === 'postgres' ? new PostgresAttemptLimiter(database.db) : new MemoryAttemptLimiter();
}

interface Window {
  count: number;
  resetAt: number;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  // Synchronous inside, so no other request can slip in between the check and the count.
  async reserve(entries: readonly LimitEntry[], now = Date.now()): Promise<Reservation | { retryAfter: number }> {
    let retryAfter = 0;
    for (const [rule, key] of entries) {
      const current = this.live(rule, key, now);
      if (current && current.count >= rule.max) retryAfter = Math.max(retryAfter, Math.ceil((current.resetAt - now) / 1000));
    }
    if (retryAfter > 0) return { retryAfter };
    const taken: Window[] = [];
    for (const [rule, key] of entries) {
      let current = this.live(rule, key, now);
      if (!current) {
        current = { count: 0, resetAt: now + rule.windowMs };
        this.windows.set(`${rule.name}\u0000${key}`, current);
        if (this.windows.size > 50_000) this.prune(now);
      }
      current.count += 1;
      taken.push(current);
    }
    return {
      release: async () => {
        for (const window of taken) window.count = Math.max(0, window.count - 1);
      },
    };
  }

  private live(rule: LimitRule, key: string, now: number): Window | undefined {
    const current = this.windows.get(`${rule.name}\u0000${key}`);
    return current && current.resetAt > now ? current : undefined;
  }

  private prune(now: number) {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}

// Expired windows are deleted by whichever process notices first, at most once a minute each.
const PRUNE_EVERY_MS = 60_000;

class RefusedAttempt extends Error {
  constructor(readonly retryAfter: number) {
    super('refused');
  }
}

/**
 * The attempt_limits table (migration 0004; unlogged, so a crash or a failover may forget the
 * counts, which only opens the windows early). A reservation is one transaction of one
 * statement: an upsert that counts the attempt under every key, taking each row's lock in key
 * order (so two reservations sharing keys cannot deadlock), and answers the new counts; when
 * any is past its limit the transaction rolls back, so a refused attempt counts nowhere.
 * Concurrent reservations of a key wait on its row lock and then see the committed count:
 * of 200 parallel logins for one email, at most the allowed number get through, on however
 * many processes.
 */
export class PostgresAttemptLimiter implements AttemptLimiter {
  private lastPrune = 0;

  constructor(private readonly db: Db) {}

  async reserve(entries: readonly LimitEntry[]): Promise<Reservation | { retryAfter: number }> {
    this.pruneNowAndThen();
    // Sorted and without repeats: the row locks are taken in this order.
    const byKey = new Map<string, LimitRule>(entries.map(([rule, key]) => [`${rule.name}:${key}`, rule]));
    const wanted = [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, rule], n) => ({ key, window_ms: rule.windowMs, n }));
    try {
      const taken = await this.db.transaction(async (tx) => {
        const rows = await queryRows<{ key: string; count: number; wait: number; reset_at: string }>(
          tx,
          sql`insert into attempt_limits as a (key, count, reset_at)
              select w.key, 1, now() + w.window_ms * interval '1 millisecond'
              from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(key text, window_ms int, n int)
              order by w.n
              on conflict (key) do update set
                count = case when a.reset_at <= now() then 1 else a.count + 1 end,
                reset_at = case when a.reset_at <= now() then excluded.reset_at else a.reset_at end
              returning a.key, a.count, ceil(extract(epoch from a.reset_at - now()))::int as wait, a.reset_at::text as reset_at`,
        );
        const over = rows.filter((row) => row.count > byKey.get(row.key)!.max);
        if (over.length > 0) throw new RefusedAttempt(Math.max(1, ...over.map((row) => row.wait)));
        return rows.map((row) => ({ key: row.key, reset_at: row.reset_at }));
      });
      return { release: () => this.release(taken) };
    } catch (error) {
      if (error instanceof RefusedAttempt) return { retryAfter: error.retryAfter };
      throw error;
    }
  }

  /** Gives the attempt back to the windows it was counted in (not to a newer window of the same key). */
  private async release(taken: { key: string; reset_at: string }[]): Promise<void> {
    try {
      await this.db.execute(
        sql`update attempt_limits a set count = greatest(a.count - 1, 0)
            from jsonb_to_recordset(${JSON.stringify(taken)}::jsonb) as t(key text, reset_at timestamptz)
            where a.key = t.key and a.reset_at = t.reset_at`,
      );
    } catch {
      // The attempt stays counted: stricter for the rest of the window, never looser.
    }
  }

  private pruneNowAndThen() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.db.execute(sql`delete from attempt_limits where reset_at < now()`).catch(() => undefined);
  }
}

/** A wait in seconds as whole minutes, at least one. */
export function retryMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** "Please try again in 3 minutes." for a wait in seconds. */
export function retrySentence(seconds: number): string {
  const minutes = retryMinutes(seconds);
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
