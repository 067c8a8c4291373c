// Opens the database: embedded PGlite by default, real PostgreSQL when a URL is given.
// Both run the same schema and the same migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
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
  /** PGlite only: a consistent gzip tarball of the whole database (uploads included). */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

// Beside this file in the source tree; the server build copies it beside the bundle.
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(target: DatabaseTarget, migrationsFolder = MIGRATIONS_FOLDER): Promise<Database> {
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: target.url, max: 20, connectionTimeoutMillis: 5000 });
    // An idle client's error must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    releaseBrokenClients(pool);
    await pool.query('select 1');
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => {
        await pool.query('select 1');
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = target.dataDir
    ? new PGlite(target.dataDir, target.loadDataDir ? { loadDataDir: target.loadDataDir } : {})
    : new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
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

/** Rows of a raw SQL query, on the database or inside a transaction; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
