// Process entry: environment, data directory, database, listen, graceful stop.
// Every problem a person can fix is one line naming it and the fix, with a non-zero exit.
// With WORKERS=N (and DATABASE_URL) this process becomes the primary of N workers on one port
// (cluster/workers.ts), each of which runs this same file as an ordinary server.
import cluster from 'node:cluster';
import { collectDefaultMetrics } from 'prom-client';
import { buildApp } from './app';
import { joinPrimary, startWorkers, WorkerStartError } from './cluster/workers';
import { answerBackupRequest, pgliteDir } from './db/backup';
import { openDatabase, type Database, type Db } from './db/client';
import { DataDirError, loadOrCreateSecret, lockDataDir, prepareDataDir } from './db/data-dir-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './seed/demo-seed';
import { EnvError, readEnv, type Env } from './env';
import { serveMetrics } from './lib/observability/metrics-server';
import { createTokens, generateSecret } from './lib/auth/tokens';
import type { Readiness } from './modules/health/health.routes';
import { parseTestOrigins } from './modules/notifications/push-endpoint';
import { loadOrCreatePushKeys } from './modules/notifications/push-keys';

function stop(message: string): never {
  process.stderr.write(`rebox: ${message}\n`);
  process.exit(1);
}

/**
 * Opens the database; with `seed`, fills an empty one with the demo data (once, however many
 * processes start together). On failure, `release` runs before the one-line stop.
 */
async function open(env: Env, seed: boolean, release = () => undefined as void): Promise<{ database: Database; seeded: boolean }> {
  let seeded = false;
  const prepare = seed
    ? async (db: Db) => {
        seeded = env.SEED_DEMO && (await isEmpty(db));
        if (seeded) await seedDemo(db);
      }
    : undefined;
  try {
    const database = env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }, { prepare })
      : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(env.dataDir) }, { prepare });
    return { database, seeded };
  } catch (error) {
    release();
    const detail = (error as Error).message.split('\n')[0];
    stop(
      env.DATABASE_URL
        ? `Could not reach the database at DATABASE_URL (${detail}). Check that PostgreSQL is running and the URL is right.`
        : `Could not open the database in ${env.dataDir} (${detail}).`,
    );
  }
}

async function startMetricsServer(env: Env, collect: () => Promise<string>, contentType: string) {
  if (env.METRICS_PORT === undefined) return;
  try {
    await serveMetrics({ host: env.METRICS_HOST, port: env.METRICS_PORT, collect, contentType });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    stop(code === 'EADDRINUSE' ? `METRICS_PORT ${env.METRICS_PORT} is already in use. Set METRICS_PORT to a free port.` : `Could not serve metrics on METRICS_PORT ${env.METRICS_PORT} (${(error as Error).message}).`);
  }
}

/** The lines `npm start` ends with: where it runs, then the logins, last. */
function announce(env: Env, port: number, what: string, startedAt: number, seeded: boolean) {
  const lines = [`Rebox is running at http://localhost:${port} (${what}), ready in ${Math.round(performance.now() - startedAt)} ms.`];
  if (env.METRICS_PORT !== undefined) lines.push(`Metrics: http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics.`);
  lines.push(`Mail: ${env.SMTP_URL ? `through SMTP at ${new URL(env.SMTP_URL).host}` : 'no SMTP_URL set, so password reset links are written to this log'}.`);
  if (seeded || env.SEED_DEMO) {
    lines.push(`Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }
  // After Fastify's own "listening" lines (one per address, some logged a moment after listen
  // resolves), so the URL and the logins are the last thing a person sees.
  setTimeout(() => process.stdout.write(lines.join('\n') + '\n'), 100);
}

/** WORKERS=N: migrate and seed once here, then fork the workers and wait until all listen. */
async function runPrimary(env: Env, startedAt: number) {
  prepareDataDir(env.dataDir);
  // Created before the fork, so the workers read one secret instead of racing to write theirs.
  loadOrCreateSecret(env.dataDir, env.JWT_SECRET, generateSecret);
  loadOrCreatePushKeys(env.dataDir, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT });
  const { database, seeded } = await open(env, true);
  await database.close();
  let workers;
  try {
    workers = await startWorkers({ count: env.workers, warn: (message) => process.stderr.write(`rebox: ${message}\n`) });
  } catch (error) {
    // The worker has said why on stderr.
    process.exit(error instanceof WorkerStartError ? error.exitCode || 1 : 1);
  }
  await startMetricsServer(env, workers.metrics, 'text/plain; version=0.0.4; charset=utf-8');
  announce(env, workers.port, `PostgreSQL, ${env.workers} workers`, startedAt, seeded);
}

async function runServer(env: Env, startedAt: number) {
  const worker = cluster.isWorker;
  prepareDataDir(env.dataDir);
  const releaseLock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDir);
  // A worker's primary has migrated and seeded already.
  const { database, seeded } = await open(env, !worker, releaseLock);

  const secret = loadOrCreateSecret(env.dataDir, env.JWT_SECRET, generateSecret);
  const pushKeys = loadOrCreatePushKeys(env.dataDir, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT });
  const readiness: Readiness = { draining: false };
  let collect: (() => Promise<string>) | undefined;
  const app = await buildApp({
    database,
    tokens: createTokens(secret),
    clientDist: env.clientDist,
    registrationRateLimit: { max: env.REGISTRATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    readiness,
    push: { keys: pushKeys, testOrigins: parseTestOrigins(env.PUSH_TEST_ORIGINS) },
    trustProxy: env.TRUST_PROXY,
    // A worker's /metrics answers for all workers (the primary adds them up).
    metrics: { token: env.METRICS_TOKEN, collect: () => (collect ? collect() : app.metrics.registry.metrics()) },
    logger: {
      level: env.LOG_LEVEL,
      // Request lines come from app.ts (method, path, status, ms, reqId); never a header or body.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  // The process's own figures (memory, event loop, GC) only when someone reads them: watching
  // every GC costs requests per second otherwise.
  if (env.METRICS_PORT !== undefined || env.METRICS_TOKEN) collectDefaultMetrics({ register: app.metrics.registry, prefix: 'rebox_' });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM comes from a supervisor with a load balancer in front: /health/ready answers 503
    // first, for long enough that the balancer stops sending here, while requests are still
    // served. A Ctrl-C (SIGINT) is a person at a terminal: no wait.
    readiness.draining = true;
    if (signal === 'SIGTERM' && env.drainMs > 0) {
      app.log.info({ signal, ms: env.drainMs }, 'stopping: draining (ready answers 503)');
      await new Promise((resolve) => setTimeout(resolve, env.drainMs));
    }
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
  if (worker) collect = joinPrimary(app.metrics.registry, () => void shutdown('SIGTERM'));

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
  if (worker) return; // the primary announces, once, when every worker listens

  await startMetricsServer(env, () => app.metrics.registry.metrics(), app.metrics.registry.contentType);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  announce(env, port, database.kind === 'pglite' ? `data in ${env.dataDir}` : 'PostgreSQL', startedAt, seeded);
}

async function main() {
  const startedAt = performance.now();
  const env = readEnv();
  if (cluster.isPrimary && env.workers > 1) await runPrimary(env, startedAt);
  else await runServer(env, startedAt);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirError) stop(error.message);
  stop(`Rebox could not start: ${(error as Error).message.split('\n')[0]}`);
});
