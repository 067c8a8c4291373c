// What every API process does for notifications: it takes delivery jobs from the queue, and
// the queue's schedule runs the reminders' sweep each minute in one of the processes.
import type { Database } from '@/server/db/client';
import { QUEUES, type JobQueue } from '@/server/lib/jobs/job-queue';
import type { Mailer } from '@/server/lib/mailer';
import { createOutbox, type Outbox } from './outbox';
import type { PushKeys } from './push-keys';
import { createPushSender } from './push-sender';
import { sendDueReminders } from './reminders';

/** Notifications a process takes from the queue at once: their reads are one query each. */
export const DELIVERIES_PER_BATCH = 250;

export interface NotificationWorkOptions {
  database: Database;
  queue: JobQueue;
  mailer: Mailer;
  pushKeys: PushKeys;
  testOrigins: readonly string[];
  publicUrl: string;
}

export async function startNotificationWork(options: NotificationWorkOptions): Promise<Outbox> {
  const { database, queue } = options;
  const outbox = createOutbox(queue);
  const deliver = createPushSender(database.db, { keys: options.pushKeys, testOrigins: options.testOrigins }, options.mailer, options.publicUrl);
  await queue.work<{ id: number }>(
    QUEUES.notificationDelivery.name,
    async (jobs) => {
      const again = new Set(await deliver(jobs.map((job) => job.data.id)));
      return jobs.filter((job) => again.has(job.data.id)).map((job) => job.id);
    },
    { batchSize: DELIVERIES_PER_BATCH },
  );
  await queue.work(QUEUES.notificationReminders.name, async () => {
    await sendDueReminders(database.db, outbox);
  });
  await queue.schedule(QUEUES.notificationReminders.name, '* * * * *');
  return outbox;
}
