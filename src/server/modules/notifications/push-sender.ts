// Delivers one notification to the person's devices (Web Push) and mail, as a job of the queue.
// A retried job skips what is already delivered; a device the push service no longer knows
// (404, 410) is forgotten; a busy or failing push service (429, 5xx) makes the job retry later.
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { MAX_PUSH_PAYLOAD_BYTES, type NotificationKind, type PushPayload } from '@/shared/contract/notifications';
import type { Db } from '@/server/db/client';
import { notificationDeliveries, notifications, notificationSettings, pushSubscriptions, users } from '@/server/db/schema';
import type { Mailer } from '@/server/lib/mailer';
import { channelsOf } from './outbox';
import { checkPushEndpoint } from './push-endpoint';
import type { PushKeys } from './push-keys';
import { unreadCount } from './notifications.service';

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

export class RetryLater extends Error {}

export function createPushSender(db: Db, config: PushConfig, mailer: Mailer, publicUrl: string) {
  const vapidDetails = { subject: config.keys.subject, publicKey: config.keys.publicKey, privateKey: config.keys.privateKey };

  return async function deliver(notificationId: number): Promise<void> {
    const [row] = await db
      .select({ n: notifications, email: users.email, kinds: notificationSettings.kinds })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
      .where(eq(notifications.id, notificationId));
    if (!row) return;
    const { n } = row;
    const kind = n.kind as NotificationKind;
    const channels = channelsOf(row.kinds, kind);
    const done = new Set((await db.select({ channel: notificationDeliveries.channel }).from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, n.id))).map((d) => d.channel));
    const delivered = (channel: string) => db.insert(notificationDeliveries).values({ notificationId: n.id, channel }).onConflictDoNothing();
    let retry = false;

    if (channels.push) {
      const payload: PushPayload = { id: n.id, kind, language: n.language as PushPayload['language'], title: n.title, body: n.body, screen: n.screen as PushPayload['screen'], unread: await unreadCount(db, n.userId) };
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_PUSH_PAYLOAD_BYTES) throw new Error(`push payload of notification ${n.id} is over ${MAX_PUSH_PAYLOAD_BYTES} bytes`);
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, n.userId));
      for (const device of devices) {
        if (done.has(device.endpoint)) continue;
        const forget = () => db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.userId, n.userId)));
        // Checked again at sending: the name may resolve elsewhere now than when it was given.
        if (!(await checkPushEndpoint(device.endpoint, config.testOrigins).then(() => true, () => false))) {
          await forget();
          continue;
        }
        const { ttlSeconds, urgency, topic } = DELIVERY[kind];
        try {
          await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, text, { vapidDetails, TTL: ttlSeconds, urgency, topic, contentEncoding: 'aes128gcm', timeout: 10_000 });
          await delivered(device.endpoint);
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) await forget();
          else if (status === undefined || status === 429 || status >= 500) retry = true;
          // Any other refusal (a payload or key it rejects) would be refused again: not retried.
        }
      }
    }

    if (channels.mail && row.email && !done.has('mail')) {
      const link = new URL(n.screen, publicUrl).toString();
      try {
        await mailer.send({ to: row.email, subject: n.title, text: `${n.body}\n\n${link}\n`, html: mailHtml(n.title, n.body, link, n.language) });
        await delivered('mail');
      } catch {
        retry = true;
      }
    }
    if (retry) throw new RetryLater(`notification ${n.id}: a device or the mail is to be tried again`);
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const mailHtml = (title: string, body: string, link: string, language: string) =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><body><h1>${escape(title)}</h1><p>${escape(body)}</p><p><a href="${escape(link)}">Rebox</a></p></body></html>`;
