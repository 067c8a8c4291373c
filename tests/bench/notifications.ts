// `npm run bench -- notifications`: one "event tomorrow" fanned out to 100,000 subscribed
// participants through a local HTTPS push service, by the built server on PostgreSQL with one
// process per core (WORKERS=auto, as the README runs a machine; BENCH_WORKERS overrides). The
// yardstick is web-push's own encryption of the same payloads, in a loop in the same run (no
// network): the queue, the database, the signature and the network may cost at most as much
// again. None may arrive twice, none may be lost.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { openDatabase } from '@/server/db/client';
import { startJobQueue } from '@/server/lib/jobs/job-queue';
import { createOutbox } from '@/server/modules/notifications/outbox';
import { sendDueReminders } from '@/server/modules/notifications/reminders';
import { startServerProcess } from '../helpers/browser-global-setup';
import { freshDatabase, Processes, waitFor } from '../helpers/cluster';
import { sharedDevice, writeFanOut } from '../helpers/push-fan-out';
import { makePushCertificate, startPushReceiver } from '../helpers/push-receiver';
import type { Figure } from './report';

const PARTICIPANTS = Number(process.env.BENCH_FAN_OUT ?? 100_000);
const YARDSTICK_PUSHES = 2000;

/** Per second: web-push's encryption of this payload for these keys, and its whole request (encryption and a VAPID signature). */
function webPushAlone(endpoint: string, keys: { p256dh: string; auth: string }, payload: string): { encryption: number; request: number } {
  const vapidDetails = { subject: 'mailto:bench@rebox.test', ...webpush.generateVAPIDKeys() };
  const rate = (work: () => void) => {
    const started = performance.now();
    for (let i = 0; i < YARDSTICK_PUSHES; i++) work();
    return YARDSTICK_PUSHES / ((performance.now() - started) / 1000);
  };
  return {
    encryption: rate(() => webpush.encrypt(keys.p256dh, keys.auth, payload, 'aes128gcm')),
    request: rate(() => webpush.generateRequestDetails({ endpoint, keys }, payload, { vapidDetails, TTL: 43_200, urgency: 'high', contentEncoding: 'aes128gcm' })),
  };
}

export async function measureNotifications(runDir: string, baseUrl: string | null): Promise<Figure[]> {
  if (!baseUrl) return [{ name: 'notifications fan-out', value: null, unit: '', kind: 'max', budget: 0, note: 'no PostgreSQL reachable: set BENCH_DATABASE_URL' }];
  const processes = new Processes();
  const certificates = mkdtempSync(path.join(os.tmpdir(), 'rebox-bench-push-'));
  try {
    makePushCertificate(certificates);
    const device = sharedDevice(1000);
    const receiver = await startPushReceiver(device);
    processes.add('push receiver', () => receiver.close());
    const url = await freshDatabase(processes, baseUrl);
    const { eventId } = await writeFanOut(url, receiver.origin, PARTICIPANTS, device);
    const sample = JSON.stringify({ id: 100_000, kind: 'event_tomorrow', language: 'en', title: 'River clean-up is tomorrow', body: 'It starts Dec 5, 2026, 2:00 PM.', screen: '/user/dashboard', unread: 1 });
    const yardstick = webPushAlone(`${receiver.origin}/push/1`, { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.auth }, sample);

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-bench-notify-'));
    processes.add('data dir', async () => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess(runDir, dataDir, { DATABASE_URL: url, WORKERS: process.env.BENCH_WORKERS ?? 'auto', SEED_DEMO: 'false', CLIENT_DIST: dataDir, PUSH_TEST_ORIGINS: receiver.origin, LOG_LEVEL: 'warn' });
    processes.add('server', async () => void (await server.stop()));

    // The sweep that finds the event, as the queue's schedule would run it in some process.
    const database = await openDatabase({ kind: 'postgres', url });
    const queue = await startJobQueue(database, { schedule: false });
    const written = performance.now();
    const announced = await sendDueReminders(database.db, createOutbox(queue));
    const writeSeconds = (performance.now() - written) / 1000;
    await queue.stop();
    await database.close();

    await waitFor('the first push', async () => receiver.counts.size > 0, 120_000, 20);
    const first = performance.now();
    await waitFor(`${PARTICIPANTS} pushes`, async () => receiver.counts.size >= PARTICIPANTS, 30 * 60_000, 100);
    const rate = PARTICIPANTS / ((performance.now() - first) / 1000);
    // Anything late or twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const twice = [...receiver.counts.values()].filter((n) => n > 1).length;
    const wrong = receiver.received.filter((push) => push.payload.kind !== 'event_tomorrow' || !String(push.payload.title).startsWith('River clean-up')).length;
    const event = `event ${eventId} to ${PARTICIPANTS.toLocaleString('en')} devices by ${process.env.BENCH_WORKERS ?? 'auto'} workers`;
    return [
      { name: 'notifications: fan-out written (notifications + jobs)', value: Math.round(writeSeconds * 10) / 10, unit: 's', kind: null, note: `${announced.toLocaleString('en')} notifications in one transaction` },
      { name: 'notifications: web-push encryption alone (yardstick)', value: Math.round(yardstick.encryption), unit: '/s', kind: null, note: `${YARDSTICK_PUSHES} payloads encrypted in a loop; with a VAPID signature each (web-push's whole request): ${Math.round(yardstick.request)} /s` },
      { name: 'notifications: pushes delivered per second', value: Math.round(rate), unit: '/s', kind: 'min', budget: Math.round(0.5 * yardstick.encryption), note: `${event}; budget 0.5 × the yardstick; ${(rate / yardstick.encryption).toFixed(2)} × encryption, ${(rate / yardstick.request).toFixed(2)} × the whole request` },
      { name: 'notifications: devices pushed twice', value: twice, unit: '', kind: 'max', budget: 0 },
      { name: 'notifications: devices never pushed', value: PARTICIPANTS - receiver.counts.size, unit: '', kind: 'max', budget: 0 },
      { name: 'notifications: sampled pushes with a wrong payload', value: wrong, unit: '', kind: 'max', budget: 0, note: `${receiver.received.length} decrypted` },
    ];
  } finally {
    await processes.stopAll();
    rmSync(certificates, { recursive: true, force: true });
  }
}
