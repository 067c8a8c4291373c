// `npm run restore <file>`: replaces the embedded database with a backup. The server must
// be stopped; the database it replaces is kept beside it, not deleted.
import fs from 'node:fs';
import { pgliteDir } from '../db/backup';
import { openDatabase } from '../db/client';
import { lockDataDir, lockHolder } from '../db/data-dir-lock';
import { readEnv } from '../env';

function fail(message: string): never {
  process.stderr.write(`rebox restore: ${message}\n`);
  process.exit(1);
}

async function main() {
  const env = readEnv();
  if (env.DATABASE_URL) fail('DATABASE_URL is set: restore PostgreSQL with pg_restore (see npm run backup).');
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) fail('name the backup file: npm run restore <file>.');
  const holder = lockHolder(env.dataDir);
  if (holder) fail(`Rebox is running on ${env.dataDir} (pid ${holder}). Stop it first, then restore.`);
  fs.mkdirSync(env.dataDir, { recursive: true });
  const release = lockDataDir(env.dataDir);
  const target = pgliteDir(env.dataDir);
  const previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    if (fs.existsSync(target)) fs.renameSync(target, previous);
    const bytes = fs.readFileSync(file);
    const database = await openDatabase({ kind: 'pglite', dataDir: target, loadDataDir: new Blob([bytes]) });
    await database.ping();
    await database.close();
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true });
    if (fs.existsSync(previous)) fs.renameSync(previous, target);
    fail(`the backup could not be restored (${(error as Error).message}); the database was left as it was.`);
  } finally {
    release();
  }
  process.stdout.write(
    `Restored ${file} into ${target}.` + (fs.existsSync(previous) ? ` The replaced database is kept in ${previous}.` : '') + '\n',
  );
}

main().catch((error: unknown) => fail((error as Error).message));
