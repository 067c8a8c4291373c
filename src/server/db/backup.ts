// Backups of the embedded database. Uploaded images live in the database, so one
// tarball holds everything. While the server runs, the backup command asks it (SIGUSR2)
// to write the copy itself: PGlite must never be opened by two processes at once.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
/** Where the backup command leaves the target path for the running server. */
export const backupRequestFile = (dataDir: string) => path.join(backupsDir(dataDir), '.request');

export function defaultBackupPath(dataDir: string, now = new Date()): string {
  return path.join(backupsDir(dataDir), `rebox-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
}

/** Writes the tarball to a temporary name first, so a crash never leaves a half file under the real one. */
export async function writeBackup(database: Database, target: string): Promise<number> {
  if (!database.dump) throw new Error('Backups of PostgreSQL are taken with pg_dump: npm run backup prints the command.');
  const blob = await database.dump();
  const bytes = Buffer.from(await blob.arrayBuffer());
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.partial`;
  fs.writeFileSync(temporary, bytes, { mode: 0o600 });
  fs.renameSync(temporary, target);
  return bytes.length;
}

/** Serves a backup request from the backup command (SIGUSR2); answers by writing `<target>.done` or `.failed`. */
export async function answerBackupRequest(database: Database, dataDir: string): Promise<string | null> {
  const requestFile = backupRequestFile(dataDir);
  if (!fs.existsSync(requestFile)) return null;
  const target = fs.readFileSync(requestFile, 'utf8').trim();
  fs.unlinkSync(requestFile);
  try {
    const size = await writeBackup(database, target);
    fs.writeFileSync(`${target}.done`, String(size));
  } catch (error) {
    fs.writeFileSync(`${target}.failed`, (error as Error).message);
  }
  return target;
}
