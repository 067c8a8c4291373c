// Process entry: environment, data directory, database, listen, graceful stop.
// Every problem a person can fix is one line naming it and the fix, with a non-zero exit.
import { buildApp } from './app';
import { answerBackupRequest, pgliteDir } from './db/backup';
import { openDatabase, type Database } from './db/client';
import { DataDirError, loadOrCreateSecret, lockDataDir, prepareDataDir } from './db/data-dir-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './db/seed/demo-seed';
import { EnvError, readEnv } from './env';
import { createTokens, generateSecret } from './lib/tokens';

function stop(message: string): never {
  process.stderr.write(`rebox: ${message}\n`);
  process.exit(1);
}

async function main() {
  const startedAt = performance.now();
  const env = readEnv();
  prepareDataDir(env.dataDir);
  const releaseLock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDir);

  let database: Database;
  try {
    database = env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
      : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(env.dataDir) });
  } catch (error) {
    releaseLock();
    const detail = (error as Error).message.split('\n')[0];
    stop(
      env.DATABASE_URL
        ? `Could not reach the database at DATABASE_URL (${detail}). Check that PostgreSQL is running and the URL is right.`
        : `Could not open the database in ${env.dataDir} (${detail}).`,
    );
  }

  const seeded = env.SEED_DEMO && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db);

  const secret = loadOrCreateSecret(env.dataDir, env.JWT_SECRET, generateSecret);
  const app = await buildApp({
    database,
    tokens: createTokens(secret),
    clientDist: env.clientDist,
    registrationRateLimit: { max: env.REGISTRATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    logger: {
      level: env.LOG_LEVEL,
      // Request lines come from app.ts (method, path, status, ms, reqId); never a header or body.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    try {
      await app.close();
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  // `npm run backup` asks a running server for a consistent copy (see db/backup.ts).
  process.on('SIGUSR2', () => {
    void answerBackupRequest(database, env.dataDir).then((target) => target && app.log.info({ target }, 'backup written'));
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await database.close();
    releaseLock();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') stop(`Port ${env.PORT} is already in use. Stop the other program or set PORT to a free port.`);
    if (code === 'EACCES') stop(`Port ${env.PORT} needs more privileges. Set PORT to 1024 or above.`);
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const lines = [
    `Rebox is running at http://localhost:${port} (${database.kind === 'pglite' ? `data in ${env.dataDir}` : 'PostgreSQL'}), ready in ${Math.round(performance.now() - startedAt)} ms.`,
  ];
  lines.push(`Mail: ${env.SMTP_URL ? `through SMTP at ${new URL(env.SMTP_URL).host}` : 'no SMTP_URL set, so password reset links are written to this log'}.`);
  if (seeded || env.SEED_DEMO) {
    lines.push(`Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirError) stop(error.message);
  stop(`Rebox could not start: ${(error as Error).message.split('\n')[0]}`);
});
