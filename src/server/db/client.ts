// Opens the database: embedded PGlite by default, real PostgreSQL when a URL is given.
// Both run the same schema and the same migrations.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client, Pool } from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, as drizzle passes it to `db.transaction`. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction handle or the database itself: for reads and writes that work in either. */
export type Tx = Transaction | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** A ping for the health route: resolves only when the database answers. */
  ping(): Promise<void>;
  /**
   * For the readiness route: resolves when the database answers and holds every migration this
   * build ships (after a failover, the new primary must have them too), else throws a sentence.
   */
  ready(): Promise<void>;
  /** PostgreSQL only: the pool's connections, for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL only: a connected client outside the pool, for a session that must stay open
   * (LISTEN). Its errors are the caller's to handle; it is not closed with the database.
   */
  connectClient?(): Promise<Client>;
  /** PGlite only: a consistent gzip tarball of the whole database (uploads included). */
  dump?(): Promise<Blob>;
  /**
   * Raw SQL for a library that brings its own statements (the job queue): numbered placeholders
   * with values, or a script of several statements without them.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * Connections per API process unless DATABASE_POOL_SIZE says otherwise: about two per core.
 * More connections than the cores can run only take turns, each statement waking a sleeping
 * backend (tests/bench/README.md has the rates by pool size). Waiting requests queue in the pool.
 */
export const defaultPoolSize = () => Math.max(4, 2 * os.availableParallelism() + 2);

// Beside this file in the source tree; the server build copies it beside the bundle.
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The database answers but lacks migrations this build ships. */
export class SchemaBehindError extends Error {
  constructor() {
    super('The database schema is not up to date yet.');
  }
}

export interface OpenOptions {
  migrationsFolder?: string;
  /**
   * Runs once the migrations are applied, still holding the start lock (PostgreSQL): work that
   * must happen once however many processes start together, such as seeding an empty database.
   */
  prepare?(db: Db): Promise<void>;
}

// Any fixed number will do, as long as nothing else on the database uses it: the session-level
// advisory lock that makes processes starting together apply the migrations (and the seed) once.
const START_LOCK = 0x7265626f78; // 'rebox'

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const lastMigration = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  // drizzle's own record of what it applied (created_at is the migration's folderMillis).
  const appliedUpTo = async (db: Pick<Db, 'execute'>) => {
    const [row] = await queryRows<{ last: string | null }>(db, sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
    if (Number(row?.last ?? 0) < lastMigration) throw new SchemaBehindError();
  };
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // keepAlive: a primary that vanishes without closing its sockets (a failover across
    // machines) is noticed by the kernel instead of leaving queries waiting forever.
    // client_connection_check_interval: a statement whose client has gone (a cut connection, a
    // killed process) is abandoned by the server instead of finishing, so a write made of one
    // statement outside a transaction (a plain redemption) applies nothing then, as a
    // transaction cut before its COMMIT does. Unless the URL brings options of its own.
    const connectionOptions = new URL(target.url).searchParams.get('options') ?? '-c client_connection_check_interval=250';
    const pool = new pg.Pool({ connectionString: target.url, options: connectionOptions, max: target.poolSize ?? defaultPoolSize(), connectionTimeoutMillis: 5000, keepAlive: true });
    // An idle client's error must not crash the process (a failover closes them all); the
    // pool drops it and the next query opens a new connection.
    pool.on('error', () => undefined);
    releaseBrokenClients(pool);
    const db = drizzle(pool, { schema }) as unknown as Db;
    // N processes starting together (WORKERS, or a fleet behind a load balancer): the first to
    // take the lock migrates and seeds, the others wait for it and then find nothing to do.
    // drizzle's migrator takes no lock of its own, and two of them at once fail on CREATE
    // SCHEMA or apply a migration twice. Session-level, on one connection: the server drops it
    // if this process dies holding it.
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [START_LOCK]);
      try {
        await migrate(drizzle(lockHolder, { schema }), { migrationsFolder });
        await options.prepare?.(db);
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
      }
    } finally {
      lockHolder.release();
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => {
        await pool.query('select 1');
      },
      ready: () => appliedUpTo(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: (text, values) => pool.query(text, values),
      connectClient: async () => {
        const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5000, keepAlive: true });
        try {
          await client.connect();
        } catch (error) {
          client.on('error', () => undefined);
          throw error;
        }
        return client;
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm: the users search's trigram index (migration 0006) needs it loaded before it opens.
  const pgliteOptions = { extensions: { pg_trgm }, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) };
  const client = target.dataDir ? new PGlite(target.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzle(client, { schema });
  // One process owns a PGlite directory (data-dir-lock.ts), so nothing else can migrate at once.
  await migrate(db, { migrationsFolder });
  await options.prepare?.(db as unknown as Db);
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
    ping: async () => {
      if (closed) throw new Error('database closed');
      await client.query('select 1');
    },
    ready: async () => {
      if (closed) throw new Error('database closed');
      await appliedUpTo(db as unknown as Db);
    },
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; a script without values goes through exec().
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    // Runs inside PGlite's own queue, so no transaction is half in the copy.
    dump: () => client.dumpDataDir('gzip'),
  };
}

/**
 * pg emits 'error' on a client taken out of the pool (a transaction) when its connection drops,
 * with nobody listening: that would end the process. And drizzle 0.45 sends `begin` before its
 * try/finally, so when `begin` is what fails the client is never released and its pool slot is
 * lost; a database restart under load would leave no slot at all. So a checked-out client that
 * loses its connection is released (and discarded) at once, and the release drizzle may still
 * make afterwards does nothing.
 */
function releaseBrokenClients(pool: Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<Pool['connect']>[0]) => {
    // pool.query() checks clients out with a callback and watches their errors itself.
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      const onError = (error: Error) => client.release(error);
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onError);
        release(err);
      };
      client.on('error', onError);
      return client;
    });
  }) as Pool['connect'];
}

/** A raw SQL statement prepared once (namedStatement): run it with its placeholders' values. */
export interface NamedStatement<T> {
  rows(values: Record<string, unknown>): Promise<T[]>;
}

/**
 * A raw SQL query (values as `sql.placeholder(...)`) made into a named prepared statement once
 * per database: its text is built once, not per run, and on PostgreSQL each pooled connection
 * parses it once and, after a few runs, plans it once, where an unnamed query is parsed and
 * planned on every run (for the redemption's statement, about what pgbench's whole transaction
 * costs). `name` must be unique to the text: pg refuses a name
 * reused for another. PGlite runs it as it is.
 */
export function namedStatement<T>(db: Db, name: string, query: SQL): NamedStatement<T> {
  // drizzle's own path for `.prepare(name)`, which its query builder offers but `sql` does not.
  const inner = db as unknown as {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(values: Record<string, unknown>): Promise<unknown> };
    };
  };
  const prepared = inner.session.prepareQuery(inner.dialect.sqlToQuery(query), undefined, name, false);
  return { rows: async (values) => ((await prepared.execute(values)) as { rows: T[] }).rows };
}

/** Rows of a raw SQL query, on the database or inside a transaction; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
