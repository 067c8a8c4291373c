// Delivers notifications to each person's devices (Web Push) and mail, a batch of jobs at a time.
// A retried job skips what is already delivered; a device the push service no longer knows
// (404, 410) is forgotten; a busy or failing push service (429, 5xx) or mail server makes that
// notification's job try again later, with the queue's backoff.
import { count, inArray, isNull, and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { MAX_PUSH_PAYLOAD_BYTES, type NotificationKind, type PushPayload } from '@/shared/contract/notifications';
import type { Db } from '@/server/db/client';
import { notificationDeliveries, notifications, notificationSettings, pushSubscriptions, users } from '@/server/db/schema';
import type { Mailer } from '@/server/lib/mailer';
import { channelsOf } from './outbox';
import { checkPushEndpoint } from './push-endpoint';
import type { PushKeys } from './push-keys';

export interface PushConfig {
  keys: PushKeys;
  /** PUSH_TEST_ORIGINS: local push receivers a test may subscribe. */
  testOrigins: readonly string[];
}

/** How long a push service keeps a push for an offline device, and how urgently it wakes it. */
const DELIVERY: Record<NotificationKind, { ttlSeconds: number; urgency: webpush.Urgency; topic?: string }> = {
  points_credited: { ttlSeconds: 86_400, urgency: 'normal' },
  report_rejected: { ttlSeconds: 7 * 86_400, urgency: 'normal' },
  credit_undone: { ttlSeconds: 7 * 86_400, urgency: 'normal' },
  coupon_ends_soon: { ttlSeconds: 2 * 86_400, urgency: 'normal' },
  event_tomorrow: { ttlSeconds: 12 * 3600, urgency: 'high' },
  // A newer digest replaces one still waiting at the push service.
  reports_waiting: { ttlSeconds: 3600, urgency: 'low', topic: 'reports-waiting' },
  coupon_low_stock: { ttlSeconds: 86_400, urgency: 'low', topic: 'coupon-low-stock' },
};

/** Pushes in flight at once from one process: enough to hide the push service's round trip. */
const PUSHES_IN_FLIGHT = 64;
/** Deliveries recorded together: a retry of a killed process's batch skips what was recorded. */
const DELIVERIES_PER_RECORD = 16;
/** A VAPID header is signed once per push service and used this long (push services take up to 24 h). */
const VAPID_HOURS = 12;

type Outcome = 'delivered' | 'forget' | 'retry' | 'refused';

export function createPushSender(db: Db, config: PushConfig, mailer: Mailer, publicUrl: string) {
  const { subject, publicKey, privateKey } = config.keys;
  // Signing is most of web-push's own work per push (tests/bench/README.md): one signature per service.
  const signed = new Map<string, { authorization: string; until: number }>();
  function authorization(audience: string): string {
    const cached = signed.get(audience);
    if (cached && cached.until > Date.now()) return cached.authorization;
    const expiration = Math.floor(Date.now() / 1000) + VAPID_HOURS * 3600;
    const { Authorization } = webpush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm', expiration);
    signed.set(audience, { authorization: Authorization, until: Date.now() + (VAPID_HOURS - 1) * 3600_000 });
    return Authorization;
  }

  async function push(device: typeof pushSubscriptions.$inferSelect, kind: NotificationKind, text: string, hosts: Map<string, Promise<boolean>>): Promise<Outcome> {
    // Checked again at sending (once per host and batch): a name may resolve elsewhere now.
    const origin = new URL(device.endpoint).origin;
    if (!hosts.has(origin)) hosts.set(origin, checkPushEndpoint(device.endpoint, config.testOrigins).then(() => true, () => false));
    if (!(await hosts.get(origin))) return 'forget';
    const { ttlSeconds, urgency, topic } = DELIVERY[kind];
    try {
      await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, text, { headers: { Authorization: authorization(origin) }, TTL: ttlSeconds, urgency, topic, contentEncoding: 'aes128gcm', timeout: 5000 });
      return 'delivered';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return 'forget';
      if (status === undefined || status === 429 || status >= 500) return 'retry';
      // Any other refusal (a payload or key it rejects) would be refused again.
      return 'refused';
    }
  }

  /** Delivers the notifications of a batch; answers the ids to try again later. */
  return async function deliver(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ n: notifications, email: users.email, kinds: notificationSettings.kinds })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
      .where(inArray(notifications.id, ids));
    const userIds = [...new Set(rows.map((r) => r.n.userId))];
    const [done, devices, unread] = await Promise.all([
      db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.notificationId, ids)),
      db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
      db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), eq(notifications.inApp, true), isNull(notifications.readAt)))
        .groupBy(notifications.userId),
    ]);
    const alreadyDone = new Set(done.map((d) => `${d.notificationId} ${d.channel}`));
    const unreadOf = new Map(unread.map((u) => [u.userId, Number(u.n)]));
    const retry = new Set<number>();
    const unrecorded: { notificationId: number; channel: string }[] = [];
    const record = async () => {
      const rows = unrecorded.splice(0);
      if (rows.length > 0) await db.insert(notificationDeliveries).values(rows).onConflictDoNothing();
    };
    const delivered = async (notificationId: number, channel: string) => {
      unrecorded.push({ notificationId, channel });
      if (unrecorded.length >= DELIVERIES_PER_RECORD) await record();
    };
    const forgotten = new Set<number>();
    const hosts = new Map<string, Promise<boolean>>();

    const sends: (() => Promise<void>)[] = [];
    for (const { n, kinds } of rows) {
      const kind = n.kind as NotificationKind;
      if (!channelsOf(kinds, kind).push) continue;
      const payload: PushPayload = { id: n.id, kind, language: n.language as PushPayload['language'], title: n.title, body: n.body, screen: n.screen as PushPayload['screen'], unread: unreadOf.get(n.userId) ?? 0 };
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_PUSH_PAYLOAD_BYTES) continue;
      for (const device of devices) {
        if (device.userId !== n.userId || alreadyDone.has(`${n.id} ${device.endpoint}`)) continue;
        sends.push(async () => {
          const outcome = await push(device, kind, text, hosts);
          if (outcome === 'delivered') await delivered(n.id, device.endpoint);
          else if (outcome === 'forget') forgotten.add(device.id);
          else if (outcome === 'retry') retry.add(n.id);
        });
      }
    }
    await inParallel(sends, PUSHES_IN_FLIGHT);

    for (const { n, email, kinds } of rows) {
      if (!channelsOf(kinds, n.kind as NotificationKind).mail || !email || alreadyDone.has(`${n.id} mail`)) continue;
      const link = new URL(n.screen, publicUrl).toString();
      try {
        await mailer.send({ to: email, subject: n.title, text: `${n.body}\n\n${link}\n`, html: mailHtml(n.title, n.body, link, n.language) });
        await delivered(n.id, 'mail');
      } catch {
        retry.add(n.id);
      }
    }
    await record();
    if (forgotten.size > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...forgotten]));
    return [...retry];
  };
}

async function inParallel(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const mailHtml = (title: string, body: string, link: string, language: string) =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><body><h1>${escape(title)}</h1><p>${escape(body)}</p><p><a href="${escape(link)}">Rebox</a></p></body></html>`;
