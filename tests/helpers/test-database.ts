// One database per test file: PGlite restored from a seeded template (fast), or a fresh
// PostgreSQL database copied from a seeded template when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from '@/server/db/client';

// Overridable so two test runs on one PostgreSQL server do not drop each other's template.
export const PG_TEMPLATE_DB = process.env.REBOX_PG_TEMPLATE ?? 'rebox_test_template';

export function postgresUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface TestDatabaseOptions {
  /** PostgreSQL only: connect through this address (a test's proxy) instead of DATABASE_URL's host and port. */
  connectVia?: { host: string; port: number };
}

export async function openTestDatabase(templatePath: string | undefined, options: TestDatabaseOptions = {}): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const { default: pg } = await import('pg');
    const name = `rebox_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(postgresUrlFor(baseUrl, name));
    if (options.connectVia) {
      url.hostname = options.connectVia.host;
      url.port = String(options.connectVia.port);
    }
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        try {
          // A plain drop first: PostgreSQL itself stops an autovacuum worker busy in the
          // database, which `with (force)` may not signal without pg_signal_backend (CI failed
          // on that once, 2026-11-26). Force only for a connection of ours still open.
          await cleanup.query(`drop database if exists ${name}`).catch(async (error: { code?: string }) => {
            if (error.code !== '55006') throw error;
            await cleanup.query(`drop database if exists ${name} with (force)`);
          });
        } finally {
          await cleanup.end();
        }
      },
    };
  }
  if (!templatePath) throw new Error('The api test template was not prepared: run the tests through vitest (globalSetup).');
  const bytes = await readFile(templatePath);
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]) });
}
