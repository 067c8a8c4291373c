// A fan-out across three API processes on one PostgreSQL database, one of them killed (SIGKILL)
// in the middle of it: every device still gets its notification, from whichever process takes
// the dead one's jobs, and what it sent twice is only what it had in hand when it died, each
// time with the same notification id (the service worker shows an id once).
import { afterAll, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@/server/db/client';
import { startJobQueue } from '@/server/lib/jobs/job-queue';
import { createOutbox } from '@/server/modules/notifications/outbox';
import { DELIVERIES_PER_BATCH } from '@/server/modules/notifications/notification-work';
import { sendDueReminders } from '@/server/modules/notifications/reminders';
import { freshDatabase, Processes, startApi, waitFor } from '../helpers/cluster';
import { sharedDevice, writeFanOut } from '../helpers/push-fan-out';
import { startPushReceiver } from '../helpers/push-receiver';

const PARTICIPANTS = 3000;
// All a killed process can have sent without the queue knowing: its one batch of jobs in hand.
const IN_HAND = DELIVERIES_PER_BATCH;

const processes = new Processes();
afterAll(() => processes.stopAll());

it('delivers each notification of a fan-out when one of three processes is killed during it', async () => {
  const device = sharedDevice(1);
  const receiver = await startPushReceiver(device);
  processes.add('push receiver', () => receiver.close());
  const databaseUrl = await freshDatabase(processes);
  await writeFanOut(databaseUrl, receiver.origin, PARTICIPANTS, device);
  const env = { PUSH_TEST_ORIGINS: receiver.origin, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  const apis = [];
  for (let i = 0; i < 3; i++) apis.push(await startApi(processes, { runDir: inject('serverRunDir'), databaseUrl, env }));

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const queue = await startJobQueue(database, { schedule: false });
  expect(await sendDueReminders(database.db, createOutbox(queue))).toBe(PARTICIPANTS);
  await queue.stop();

  await waitFor('a tenth of the pushes', async () => receiver.counts.size >= PARTICIPANTS / 10, 60_000, 10);
  apis[0]!.process.kill('SIGKILL');
  await waitFor('every device pushed', async () => receiver.counts.size === PARTICIPANTS, 150_000, 200);
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const twice = [...receiver.counts.values()].filter((n) => n > 1).length;
  console.info(`fan-out: ${twice} of ${PARTICIPANTS} devices pushed twice after the kill`);
  expect(twice).toBeLessThanOrEqual(IN_HAND);
  const idsByDevice = new Map<string, Set<unknown>>();
  for (const push of receiver.received) idsByDevice.set(push.endpoint, (idsByDevice.get(push.endpoint) ?? new Set()).add(push.payload.id));
  expect([...idsByDevice.values()].every((ids) => ids.size === 1)).toBe(true);
  expect(receiver.received.every((push) => push.payload.kind === 'event_tomorrow')).toBe(true);
  const [delivered] = await queryRows<{ n: number }>(database.db, sql`select count(distinct notification_id)::int as n from notification_deliveries`);
  expect(delivered!.n).toBe(PARTICIPANTS);
  await database.close();
}, 240_000);
