// Cross-process cache invalidation through PostgreSQL LISTEN/NOTIFY. When a write empties a
// read cache in one API process (afterWrite, read-cache.ts), every other process on the same
// database empties its own copy at once, instead of serving the old value until its 1 s TTL
// ends: a deactivated account is refused, a changed coupon shown, on every process.
// PGlite: one process owns the database, so the caches stay in-process, as before.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import type { Database } from '@/server/db/client';
import type { Invalidates } from './read-cache';

export const CACHE_CHANNEL = 'rebox_cache';

export interface CacheBroadcast {
  /** `cache`, whose invalidate() also tells the other processes, which empty theirs under the same name. */
  share<C extends Invalidates>(name: string, cache: C): C;
  /** Resolves once listening (or once the first attempt failed: it goes on trying in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
  /** For /metrics: emptied by a notification from another process. */
  onRemoteInvalidation?: (name: string) => void;
}

/** PostgreSQL: LISTEN/NOTIFY; PGlite: in the process only. */
export function createCacheBroadcast(database: Pick<Database, 'connectClient'>, log: FastifyBaseLogger): CacheBroadcast {
  return database.connectClient ? new PostgresBroadcast(() => database.connectClient!(), log) : inProcessOnly();
}

function inProcessOnly(): CacheBroadcast {
  return { share: (_name, cache) => cache, start: async () => undefined, close: async () => undefined };
}

// After a lost connection (a failover, a restart), tries again after 0.2 s, doubling to 2 s.
const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 2000;

// A write after a quiet moment is told at once; writes coming faster than this share one
// NOTIFY sent at the end of the window. Under load (hundreds of redemptions a second) a
// NOTIFY each cost about a tenth of the redemption rate on a 2-core machine; this way a
// process sends at most a hundred a second, and another process hears of a write within
// about 10 ms plus the database's delivery.
const NOTIFY_EVERY_MS = 10;

/**
 * One dedicated connection per process, outside the pool: it LISTENs, and it also sends this
 * process's NOTIFYs, so a busy pool never delays them. Names emptied together go out in one
 * NOTIFY (see NOTIFY_EVERY_MS), and never more than one is on its way. The payload is
 * `<origin> <name>[,<name>]`: a process ignores its own notifications, having emptied its
 * caches already. After a reconnection every cache is emptied, since notifications sent while
 * disconnected were missed.
 */
class PostgresBroadcast implements CacheBroadcast {
  private readonly origin = randomUUID().slice(0, 8);
  private readonly caches = new Map<string, Invalidates>();
  private readonly pending = new Set<string>();
  private sending = false;
  private scheduled = false;
  private flushTimer: NodeJS.Timeout | null = null;
  private lastSentAt = 0;
  private client: Client | null = null;
  private closed = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private connectedOnce = false;
  onRemoteInvalidation?: (name: string) => void;

  constructor(
    private readonly connect: () => Promise<Client>,
    private readonly log: FastifyBaseLogger,
  ) {}

  share<C extends Invalidates>(name: string, cache: C): C {
    this.caches.set(name, cache);
    return {
      ...cache,
      invalidate: () => {
        cache.invalidate();
        this.publish(name);
      },
    };
  }

  async start(): Promise<void> {
    await this.listen();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private publish(name: string) {
    this.pending.add(name);
    this.schedule();
  }

  /** The next NOTIFY: in this tick after a quiet window, else at the window's end; after the one on its way. */
  private schedule() {
    if (this.scheduled || this.sending || this.pending.size === 0 || this.closed) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.flushTimer = null;
      void this.flush();
    };
    const wait = this.lastSentAt + NOTIFY_EVERY_MS - Date.now();
    if (wait <= 0) queueMicrotask(run);
    else this.flushTimer = setTimeout(run, wait);
  }

  private async flush() {
    if (this.sending || this.pending.size === 0) return;
    const names = [...this.pending].join(',');
    this.pending.clear();
    this.sending = true;
    this.lastSentAt = Date.now();
    try {
      // Not connected (the database is away): the other processes' TTL is the backstop, and
      // they empty everything when their own connection comes back.
      await this.client?.query('select pg_notify($1, $2)', [CACHE_CHANNEL, `${this.origin} ${names}`]);
    } catch {
      // As above: the TTL covers a lost notification.
    } finally {
      this.sending = false;
    }
    this.schedule();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    let client: Client | null = null;
    try {
      client = await this.connect();
      const connection = client;
      connection.on('notification', (message) => {
        if (message.channel !== CACHE_CHANNEL || !message.payload) return;
        const [origin, names] = message.payload.split(' ');
        if (origin === this.origin || !names) return;
        for (const name of names.split(',')) {
          this.caches.get(name)?.invalidate();
          this.onRemoteInvalidation?.(name);
        }
      });
      const lost = () => this.lost(connection);
      connection.on('error', lost);
      connection.on('end', lost);
      await connection.query(`listen ${CACHE_CHANNEL}`);
      if (this.closed) {
        await connection.end().catch(() => undefined);
        return;
      }
      this.client = connection;
      this.retryMs = RETRY_FIRST_MS;
      if (this.connectedOnce) {
        for (const cache of this.caches.values()) cache.invalidate();
        this.log.info('cache notifications: listening again');
      }
      this.connectedOnce = true;
    } catch (error) {
      client?.end().catch(() => undefined);
      this.log.warn({ err: error }, 'cache notifications: cannot listen; other processes’ writes show within 1 s meanwhile');
      this.retryLater();
    }
  }

  private lost(connection: Client) {
    if (this.client !== connection) return;
    this.client = null;
    connection.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn('cache notifications: connection lost; reconnecting');
    this.retryLater();
  }

  private retryLater() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
