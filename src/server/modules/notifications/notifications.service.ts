// One's own notifications (the inbox and the bell), the language and channels they are sent
// in, and the devices that take Web Push.
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type NotificationItem,
  type NotificationList,
  type NotificationPreferences,
  type PushSubscriptionBody,
  type UpdatePreferencesBody,
} from '@/shared/contract/notifications';
import { isLocale, type Locale } from '@/shared/locales';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import type { Db } from '@/server/db/client';
import { notifications, notificationSettings, pushSubscriptions } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { decodeCursor, encodeCursor } from '@/server/lib/http/keyset';
import { notFound } from '@/server/lib/http/http-error';
import { channelsOf } from './outbox';
import { checkPushEndpoint } from './push-endpoint';

const visible = (userId: number) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(visible(userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

const toItem = (n: typeof notifications.$inferSelect): NotificationItem => ({
  id: n.id,
  kind: n.kind as NotificationItem['kind'],
  language: n.language as NotificationItem['language'],
  title: n.title,
  body: n.body,
  screen: n.screen as NotificationItem['screen'],
  data: n.data as NotificationItem['data'],
  createdAt: n.createdAt.toISOString(),
  readAt: n.readAt?.toISOString() ?? null,
});

export function createNotificationService(db: Db, testOrigins: readonly string[]) {
  async function preferences(userId: number): Promise<NotificationPreferences> {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    const language = row && isLocale(row.language) && row.language !== 'pseudo' ? row.language : 'en';
    return { language, kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelsOf(row?.kinds, kind)])) as NotificationPreferences['kinds'] };
  }

  return {
    async list(caller: Caller, query: { cursor?: string; limit?: number }, pageSize: number): Promise<NotificationList> {
      const limit = query.limit ?? pageSize;
      const before = query.cursor ? decodeCursor(query.cursor, 'cursor', 'bigint')[1] : null;
      const rows = await db
        .select()
        .from(notifications)
        .where(and(visible(caller.userId), before === null ? undefined : lt(notifications.id, before)))
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(toItem),
        nextCursor: rows.length > limit && last ? encodeCursor(String(last.id), last.id) : null,
        unread: await unreadCount(db, caller.userId),
      };
    },

    async markRead(caller: Caller, body: { ids: number[] } | { all: true }): Promise<{ unread: number }> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(visible(caller.userId), isNull(notifications.readAt), 'ids' in body ? inArray(notifications.id, body.ids) : undefined));
      return { unread: await unreadCount(db, caller.userId) };
    },

    preferences: (caller: Caller) => preferences(caller.userId),

    async updatePreferences(caller: Caller, body: UpdatePreferencesBody): Promise<NotificationPreferences> {
      const current = await preferences(caller.userId);
      const language: Locale = body.language ?? current.language;
      const kinds = { ...current.kinds, ...body.kinds };
      await db
        .insert(notificationSettings)
        .values({ userId: caller.userId, language, kinds })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { language, kinds } });
      return preferences(caller.userId);
    },

    async subscribe(caller: Caller, body: PushSubscriptionBody): Promise<void> {
      await checkPushEndpoint(body.endpoint, testOrigins);
      await db
        .insert(pushSubscriptions)
        .values({ userId: caller.userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
        // The browser subscribing again refreshes its keys; one someone else used before (a shared
        // phone) is the caller's now: only the browser itself knows its endpoint.
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: caller.userId, p256dh: body.keys.p256dh, auth: body.keys.auth } });
    },

    async unsubscribe(caller: Caller, endpoint: string): Promise<void> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, caller.userId)))
        .returning({ id: pushSubscriptions.id });
      if (gone.length === 0) throw notFound(M.pushSubscriptionUnknown);
    },
  };
}
