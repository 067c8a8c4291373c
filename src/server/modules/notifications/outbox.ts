// Announcing a change: the notification is written in the transaction of the change (no
// notification without its change, no change without its notification), and its delivery to
// devices and mail is a job in that same transaction, sent once by whichever process takes it.
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_KIND_PREFERENCES, type ChannelPreference, type NotificationData, type NotificationKind, type NotificationScreen } from '@/shared/contract/notifications';
import { LOCALES } from '@/shared/locales';
import { PATHS } from '@/shared/screen-paths';
import { queryRows, type Tx } from '@/server/db/client';
import { QUEUES, type JobQueue } from '@/server/lib/jobs/job-queue';
import { notificationWords } from './notification-words';

export interface Outbox {
  /** Writes the notification for one person inside `tx`, in their language, on the channels they chose. */
  announce(tx: Tx, userId: number, data: NotificationData, options?: { dedupeKey?: string; screen?: NotificationScreen }): Promise<void>;
  /**
   * The same notification for everyone `recipients` selects (columns user_id, dedupe_key), in one
   * statement however many they are; a dedupe_key already written is skipped. Answers how many were written.
   */
  announceToMany(tx: Tx, recipients: SQL, data: NotificationData, screen?: NotificationScreen): Promise<number>;
}

/** The screen each kind opens unless the announcer names one (a digest opens the role's own queue). */
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

/** Jobs go in with the notifications, a few thousand to a statement. */
const JOBS_PER_INSERT = 5000;

export function createOutbox(queue: JobQueue): Outbox {
  async function announceToMany(tx: Tx, recipients: SQL, data: NotificationData, screen: NotificationScreen = SCREENS[data.kind]): Promise<number> {
    const { kind } = data;
    const defaults = DEFAULT_KIND_PREFERENCES[kind];
    const words = LOCALES.map((language) => ({ language, ...notificationWords(data, language) }));
    const inLanguage = (part: 'title' | 'body') => sql.join([sql`case w.language`, ...words.map((w) => sql`when ${w.language} then ${w[part]}::text`), sql`end`], sql` `);
    const channel = (name: keyof ChannelPreference) => sql`coalesce((s.kinds -> ${kind}::text ->> ${name}::text)::boolean, ${defaults[name]}::boolean)`;
    const rows = await queryRows<{ id: number; deliver: boolean }>(tx, sql`
      with r as (${recipients}),
      w as (
        select r.user_id, r.dedupe_key,
               case when s.language in ('de', 'ar') then s.language else 'en' end as language,
               ${channel('inApp')} as in_app,
               ${channel('push')} and exists (select 1 from push_subscriptions p where p.user_id = r.user_id) as push,
               ${channel('mail')} as mail
        from r left join notification_settings s on s.user_id = r.user_id
      ),
      written as (
        insert into notifications (user_id, kind, language, title, body, screen, data, in_app, dedupe_key)
        select w.user_id, ${kind}, w.language, ${inLanguage('title')}, ${inLanguage('body')}, ${screen}, ${JSON.stringify(data)}::jsonb, w.in_app, w.dedupe_key
        from w where w.in_app or w.push or w.mail
        on conflict (dedupe_key) do nothing
        returning id, user_id, dedupe_key
      )
      select written.id, (w.push or w.mail) as deliver
      from written join w on w.user_id = written.user_id and w.dedupe_key is not distinct from written.dedupe_key`);
    const deliveries = rows.filter((row) => row.deliver).map((row) => ({ id: Number(row.id) }));
    for (let at = 0; at < deliveries.length; at += JOBS_PER_INSERT) {
      await queue.sendManyInTransaction(tx, QUEUES.notificationDelivery.name, deliveries.slice(at, at + JOBS_PER_INSERT));
    }
    return rows.length;
  }

  return {
    async announce(tx, userId, data, options = {}) {
      await announceToMany(tx, sql`select ${userId}::int as user_id, ${options.dedupeKey ?? null}::text as dedupe_key`, data, options.screen);
    },
    announceToMany,
  };
}
