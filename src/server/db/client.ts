// Opens the database: embedded PGlite by default, real PostgreSQL when a URL is given.
// Both run the same schema and the same migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/** Rows of a raw SQL query, on the database or inside a transaction; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
