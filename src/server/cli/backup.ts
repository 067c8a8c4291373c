// `npm run backup [file]`: a consistent copy of the embedded database (uploads included),
// taken by the running server if there is one, else directly.
import fs from 'node:fs';
import path from 'node:path';
import { backupRequestFile, defaultBackupPath, pgliteDir, writeBackup } from '../db/backup';
import { openDatabase } from '../db/client';
import { lockDataDir, lockHolder } from '../db/data-dir-lock';
import { readEnv } from '../env';

function fail(message: string): never {
  process.stderr.write(`rebox backup: ${message}\n`);
  process.exit(1);
}

async function viaRunningServer(pid: number, dataDir: string, target: string) {
  fs.mkdirSync(path.dirname(backupRequestFile(dataDir)), { recursive: true });
  fs.writeFileSync(backupRequestFile(dataDir), target);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(`${target}.done`)) {
      fs.unlinkSync(`${target}.done`);
      return;
    }
    if (fs.existsSync(`${target}.failed`)) fail(fs.readFileSync(`${target}.failed`, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`the running server (pid ${pid}) did not answer within 2 minutes.`);
}

async function main() {
  const env = readEnv();
  if (env.DATABASE_URL) {
    process.stdout.write(
      'DATABASE_URL is set: back PostgreSQL up with its own tools (images are in the database too):\n' +
        '  pg_dump --format=custom --file=rebox.dump "$DATABASE_URL"\n' +
        '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" rebox.dump\n',
    );
    return;
  }
  const target = path.resolve(process.argv[2] ?? defaultBackupPath(env.dataDir));
  if (!fs.existsSync(pgliteDir(env.dataDir))) fail(`there is no database in ${env.dataDir} to back up.`);
  const holder = lockHolder(env.dataDir);
  if (holder) {
    await viaRunningServer(holder, env.dataDir, target);
  } else {
    const release = lockDataDir(env.dataDir);
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(env.dataDir) });
      await writeBackup(database, target);
      await database.close();
    } finally {
      release();
    }
  }
  process.stdout.write(`Backup written: ${target} (${fs.statSync(target).size} bytes). Restore it with: npm run restore ${target}\n`);
}

main().catch((error: unknown) => fail((error as Error).message));
