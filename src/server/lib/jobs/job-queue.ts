// Work that must happen once, however many processes run: pg-boss on the app's own database
// (PGlite or PostgreSQL). A job is added inside the transaction of the change it follows, so it
// exists exactly when the change does; one process takes it (SKIP LOCKED), a failure retries it.
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '@/server/db/client';

export interface JobQueue {
  /** Adds a job in the caller's transaction: it is taken only once that transaction commits. */
  sendInTransaction(tx: Tx, name: string, data: object): Promise<void>;
  /** Many jobs of one queue in the caller's transaction, in one statement. */
  sendManyInTransaction(tx: Tx, name: string, data: object[]): Promise<void>;
  /** Adds a job to `name` on the cron schedule; whichever process's clock sees it first sends it, once. */
  schedule(name: string, cron: string): Promise<void>;
  /**
   * Takes the queue's jobs in batches. The handler answers the jobs to try again later (with the
   * queue's backoff); the others are done. A handler that throws retries its whole batch.
   */
  work<T extends object>(name: string, handler: (jobs: { id: string; data: T }[]) => Promise<string[] | void>, options?: { batchSize?: number }): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** Whether this process sends the scheduled jobs (on by default; every process may). */
  schedule?: boolean;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  onError?(error: Error): void;
}

/** The queues, with their retry policy: pushes back off from a busy push service, doubling from 2 s, for about half an hour. */
export const QUEUES = {
  notificationDelivery: { name: 'notification-delivery', retryLimit: 10, retryDelay: 2, retryBackoff: true, expireInSeconds: 30 },
  // The sweep for reminders and digests; a run that fails is simply the next minute's.
  notificationReminders: { name: 'notification-reminders', retryLimit: 0, expireInSeconds: 600 },
} as const;

export async function startJobQueue(database: Database, options: QueueOptions = {}): Promise<JobQueue> {
  // pg-boss may still complete or fail a job it fetched as it stopped, without awaiting it: once
  // stopped, its statements never answer (the job expires for a running process), instead of
  // rejecting on a closed database with nobody to catch it.
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]) => (stopped ? new Promise<never>(() => undefined) : database.executeSql(text, values));
  // Maintenance every 15 s: a job whose process died is given to another within its expiry and that.
  const boss = new PgBoss({ db: { executeSql }, schema: 'jobs', supervise: true, maintenanceIntervalSeconds: 15, schedule: options.schedule ?? true });
  boss.on('error', (error) => options.onError?.(error));
  // Processes starting together would race to create pg-boss's schema and queues (a duplicate
  // schema, a deadlock): on PostgreSQL they take turns, under a session lock of their own.
  await oneAtATime(database, async () => {
    await boss.start();
    for (const queue of Object.values(QUEUES)) await boss.createQueue(queue.name, { ...queue });
  });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  return {
    async sendInTransaction(tx, name, data) {
      await boss.send(name, data, { db: inTransaction(tx) });
    },
    async sendManyInTransaction(tx, name, data) {
      if (data.length > 0) await boss.insert(data.map((one) => ({ name, data: one })), { db: inTransaction(tx) });
    },
    schedule: (name, cron) => boss.schedule(name, cron),
    async work(name, handler, workOptions = {}) {
      const batchSize = workOptions.batchSize ?? 1;
      const workerId: string = await boss.work(name, { batchSize, pollingIntervalSeconds }, async (jobs) => {
        // Fetched as the queue stopped: left to expire and be taken again by a process still running.
        if (stopped) return;
        const again = (await handler(jobs.map((job) => ({ id: job.id, data: job.data as never })))) ?? [];
        // Failed first: pg-boss then completes only the batch's jobs still active.
        if (again.length > 0) await boss.fail(name, again);
        // A full batch means more are waiting: fetch again at once, not after the polling pause.
        if (jobs.length === batchSize) boss.notifyWorker(workerId);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      stopped = true;
    },
  };
}

// Any number nothing else on the database uses: 'jobs'.
const JOBS_START_LOCK = 0x6a6f6273;

async function oneAtATime(database: Database, work: () => Promise<void>): Promise<void> {
  if (!database.connectClient) return work();
  const client = await database.connectClient();
  client.on('error', () => undefined);
  try {
    await client.query('select pg_advisory_lock($1)', [JOBS_START_LOCK]);
    await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** pg-boss's numbered-placeholder SQL run through drizzle's transaction handle. */
const inTransaction = (tx: Tx) => ({
  async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
    return (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
  },
});
