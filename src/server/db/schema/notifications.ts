// What tells people their points moved: the inbox (which is also the outbox the push sender
// reads), each person's language and channels, and the devices that take Web Push.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** One notification, written in the transaction of the change it announces. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    screen: text('screen').notNull(),
    data: jsonb('data').notNull(),
    // False when the person turned this kind off in the app: still the push's and mail's record.
    inApp: boolean('in_app').notNull().default(true),
    // A reminder's identity (which coupon, event or hour, for whom): a sweep run twice, or by two
    // processes at once, writes it once. Null for notifications of a change, which happen once.
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // The inbox pages newest first by id; the bell counts the unread ones.
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.inApp}`),
  ],
);

/** A person's language for what is sent to them, and the channels they changed from the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  kinds: jsonb('kinds').notNull().default({}),
});

/** A browser's Web Push subscription; the endpoint is checked when it is given (push-endpoint.ts). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** What the sender has delivered: a retried job skips the devices and the mail already done. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    // A subscription's endpoint, or 'mail'.
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.channel] })],
);
