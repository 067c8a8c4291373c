// Announcing a change: the notification is written in the transaction of the change (no
// notification without its change, no change without its notification), and its delivery to
// devices and mail is a job in that same transaction, sent once by whichever process takes it.
import { sql } from 'drizzle-orm';
import { DEFAULT_KIND_PREFERENCES, type ChannelPreference, type NotificationData, type NotificationKind, type NotificationScreen } from '@/shared/contract/notifications';
import { isLocale } from '@/shared/locales';
import { PATHS } from '@/shared/screen-paths';
import { queryRows, type Tx } from '@/server/db/client';
import { QUEUES, type JobQueue } from '@/server/lib/jobs/job-queue';
import { notificationWords } from './notification-words';

export interface Outbox {
  /** Writes the notification for one person inside `tx`, in their language, on the channels they chose. */
  announce(tx: Tx, userId: number, data: NotificationData): Promise<void>;
}

/** The screen each kind opens. */
const SCREENS: Record<NotificationKind, NotificationScreen> = {
  points_credited: PATHS.user.dashboard,
  report_rejected: PATHS.user.reportReturn,
  credit_undone: PATHS.user.dashboard,
  coupon_ends_soon: PATHS.wallet,
  event_tomorrow: PATHS.user.dashboard,
  reports_waiting: PATHS.admin.pendingReturns,
  coupon_low_stock: PATHS.admin.couponManagement,
};

export const channelsOf = (kinds: unknown, kind: NotificationKind): ChannelPreference => ({
  ...DEFAULT_KIND_PREFERENCES[kind],
  ...((kinds as Partial<Record<NotificationKind, ChannelPreference>> | null)?.[kind] ?? {}),
});

export function createOutbox(queue: JobQueue): Outbox {
  return {
    async announce(tx, userId, data) {
      const [who] = await queryRows<{ language: string | null; kinds: unknown; subscribed: boolean }>(tx, sql`
        select s.language, s.kinds, exists (select 1 from push_subscriptions p where p.user_id = ${userId}::int) as subscribed
        from (select 1) one left join notification_settings s on s.user_id = ${userId}::int`);
      const channels = channelsOf(who?.kinds, data.kind);
      const push = channels.push && Boolean(who?.subscribed);
      if (!channels.inApp && !push && !channels.mail) return;
      const language = who?.language && isLocale(who.language) && who.language !== 'pseudo' ? who.language : 'en';
      const { title, body } = notificationWords(data, language);
      const [written] = await queryRows<{ id: number }>(tx, sql`
        insert into notifications (user_id, kind, language, title, body, screen, data, in_app)
        values (${userId}::int, ${data.kind}, ${language}, ${title}, ${body}, ${SCREENS[data.kind]}, ${JSON.stringify(data)}::jsonb, ${channels.inApp})
        returning id`);
      if (push || channels.mail) await queue.sendInTransaction(tx, QUEUES.notificationDelivery.name, { id: Number(written!.id) });
    },
  };
}
