// A PGlite database as it was before a migration: the migrations up to `lastIndex` only, for a
// test of what the next migration does to rows already there (its backfill).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_FOLDER, openDatabase, type Db } from '@/server/db/client';

/** Opens the database migrated up to `lastIndex`, lets `use` fill it, runs the rest and hands it to `check`. */
export async function afterLaterMigrations(lastIndex: number, use: (db: Db) => Promise<void>, check: (db: Db) => Promise<void>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `rebox-before-${lastIndex + 1}-`));
  try {
    cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((e) => e.idx <= lastIndex);
    writeFileSync(journalPath, JSON.stringify(journal));
    const before = await openDatabase({ kind: 'pglite' }, { migrationsFolder: dir });
    try {
      await use(before.db);
      await migrate(before.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
      await check(before.db);
    } finally {
      await before.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
