// One database per test file: PGlite restored from a seeded template (fast), or a fresh
// PostgreSQL database copied from a seeded template when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from '../../src/server/db/client';

export const PG_TEMPLATE_DB = 'rebox_test_template';

export function postgresUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function openTestDatabase(templatePath: string | undefined): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const { default: pg } = await import('pg');
    const name = `rebox_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  if (!templatePath) throw new Error('The api test template was not prepared: run the tests through vitest (globalSetup).');
  const bytes = await readFile(templatePath);
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]) });
}
