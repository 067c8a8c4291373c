import { z } from 'zod';
import { LOCALES } from '../locales';
import { PATHS } from '../screen-paths';

/** What a notification announces; the service worker tags each push by its kind, so a digest replaces the last. */
export const NOTIFICATION_KINDS = [
  'points_credited',
  'report_rejected',
  'credit_undone',
  'coupon_ends_soon',
  'event_tomorrow',
  'reports_waiting',
  'coupon_low_stock',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The app's screen paths a notification opens (routes.tsx); the server picks one per kind and role. */
export const NOTIFICATION_SCREENS = [
  PATHS.user.dashboard,
  PATHS.wallet,
  PATHS.user.boxes,
  PATHS.user.reportReturn,
  PATHS.business.pendingReturns,
  PATHS.distributor.pendingReturns,
  PATHS.storeManager.pendingReturns,
  PATHS.admin.pendingReturns,
  PATHS.admin.couponManagement,
] as const;
export type NotificationScreen = (typeof NOTIFICATION_SCREENS)[number];

/** The facts behind a notification, per kind: the client may render its own wording from them. */
export const notificationDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('points_credited'), points: z.number().int(), reason: z.enum(['return', 'report', 'attendance', 'adjustment', 'box_post']) }),
  z.object({ kind: z.literal('report_rejected'), returnId: z.number().int(), reason: z.string() }),
  z.object({ kind: z.literal('credit_undone'), points: z.number().int(), reason: z.string(), returnId: z.number().int().nullable() }),
  z.object({ kind: z.literal('coupon_ends_soon'), couponName: z.string(), endsAt: z.string() }),
  z.object({ kind: z.literal('event_tomorrow'), eventId: z.number().int(), eventName: z.string(), startsAt: z.string() }),
  z.object({ kind: z.literal('reports_waiting'), count: z.number().int() }),
  z.object({ kind: z.literal('coupon_low_stock'), couponId: z.number().int(), couponName: z.string(), left: z.number().int(), total: z.number().int() }),
]);
export type NotificationData = z.infer<typeof notificationDataSchema>;

/**
 * One notification in the inbox. Title and body are rendered by the server in the recipient's
 * language when it is written (the push carries the same words), so every surface says one thing.
 */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  language: z.enum(LOCALES),
  title: z.string(),
  body: z.string(),
  screen: z.enum(NOTIFICATION_SCREENS),
  data: notificationDataSchema,
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /notifications?cursor=&limit=: newest first; nextCursor is null on the last page. */
export const notificationListQuery = z.object({
  cursor: z.string().max(64, 'cursor is too long').optional(),
  limit: z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  nextCursor: z.string().nullable(),
  /** Unread notifications of the caller in all (the bell and the app badge). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /notifications/read: some of one's own, or all of them. */
export const readNotificationsBody = z.union([
  z.object({
    ids: z
      .array(z.number({ message: 'each id must be a number' }).int('each id must be a whole number').positive('each id must be positive'), { message: 'ids must be a list of numbers' })
      .min(1, 'ids: send at least one id')
      .max(200, 'ids: at most 200 at once'),
  }).strict(),
  z.object({ all: z.literal(true, { message: 'all must be true' }) }).strict(),
], { message: 'send { ids: [...] } or { all: true }' });
export type ReadNotificationsBody = z.infer<typeof readNotificationsBody>;

/** The answer of POST /notifications/read: the caller's unread count after it. */
export const readNotificationsAnswer = z.object({ unread: z.number().int() });
export type ReadNotificationsAnswer = z.infer<typeof readNotificationsAnswer>;

/** GET /notifications/push-key: the VAPID public key, base64url, for pushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const endpoint = z.string({ message: 'endpoint must be text' }).trim().min(1, 'endpoint is required').max(2048, 'endpoint is too long');
const base64url = (field: string) =>
  z.string({ message: `${field} must be text` }).min(1, `${field} is required`).max(256, `${field} is too long`).regex(/^[A-Za-z0-9_-]+=*$/, `${field} must be base64url`);

/** POST /notifications/subscriptions: a PushSubscription's JSON as the browser gives it. */
export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url('keys.p256dh'), auth: base64url('keys.auth') }, { message: 'keys must hold p256dh and auth' }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /notifications/subscriptions. */
export const deleteSubscriptionBody = z.object({ endpoint });
export type DeleteSubscriptionBody = z.infer<typeof deleteSubscriptionBody>;

export const channelPreferenceSchema = z.object({ inApp: z.boolean(), push: z.boolean(), mail: z.boolean() });
export type ChannelPreference = z.infer<typeof channelPreferenceSchema>;

/** Which channels each kind uses. */
export const kindPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channelPreferenceSchema])) as Record<NotificationKind, typeof channelPreferenceSchema>,
);
export type KindPreferences = z.infer<typeof kindPreferencesSchema>;

/** GET /notifications/preferences: the language notifications are written in, and every kind's channels. */
export const notificationPreferencesSchema = z.object({ language: z.enum(LOCALES), kinds: kindPreferencesSchema });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /notifications/preferences: the language (the client sends the one the app is used in) and/or only the kinds it changes. */
export const updatePreferencesBody = z
  .object({
    language: z.enum(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` }).optional(),
    kinds: kindPreferencesSchema.partial().strict().optional(),
  })
  .strict();
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;

/** Defaults before a person chooses: in the app always, push on, mail only for what they must not miss. */
export const DEFAULT_KIND_PREFERENCES: KindPreferences = {
  points_credited: { inApp: true, push: true, mail: false },
  report_rejected: { inApp: true, push: true, mail: true },
  credit_undone: { inApp: true, push: true, mail: true },
  coupon_ends_soon: { inApp: true, push: true, mail: false },
  event_tomorrow: { inApp: true, push: true, mail: false },
  reports_waiting: { inApp: true, push: true, mail: false },
  coupon_low_stock: { inApp: true, push: true, mail: false },
};

/** What a push carries (the service worker reads it, sw/): under 4 KB; id de-duplicates on the device. */
export const pushPayloadSchema = notificationItemSchema.pick({ id: true, kind: true, language: true, title: true, body: true, screen: true }).extend({
  /** The recipient's unread count once this one arrived, for setAppBadge. */
  unread: z.number().int(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
export const MAX_PUSH_PAYLOAD_BYTES = 3072;
