// The notifications no single change announces, found by a sweep the queue runs every minute:
// a wallet coupon that ends within 3 days, an event that starts within 24 hours, reports waiting
// for a counter (an hourly digest), a coupon's stock under a tenth. Each has a dedupe key, so a
// sweep run twice or by two processes at once writes each reminder once.
import { sql } from 'drizzle-orm';
import type { NotificationScreen } from '@/shared/contract/notifications';
import { PATHS } from '@/shared/screen-paths';
import { queryRows, type Db } from '@/server/db/client';
import type { Outbox } from './outbox';

export const COUPON_ENDS_WITHIN_DAYS = 3;
export const EVENT_WITHIN_HOURS = 24;
/** Under this share of its stock a coupon warns the admins. */
export const LOW_STOCK_SHARE = 0.1;

const live = (alias: string) => sql.raw(`${alias}.active and ${alias}.deleted_at is null`);

const DIGEST_SCREENS: Record<'BUSINESS_USER' | 'STORE_MANAGER' | 'DISTRIBUTOR', NotificationScreen> = {
  BUSINESS_USER: PATHS.business.pendingReturns,
  STORE_MANAGER: PATHS.storeManager.pendingReturns,
  DISTRIBUTOR: PATHS.distributor.pendingReturns,
};

export async function sendDueReminders(db: Db, outbox: Outbox, now = new Date()): Promise<number> {
  let written = 0;
  const at = now.toISOString();

  const endingCoupons = await queryRows<{ id: number; name: string; valid_until: string }>(db, sql`
    select c.id, c.description as name, c.valid_until::text from coupons c
    where c.deleted_at is null and c.valid_until > ${at}::timestamptz
      and c.valid_until <= ${at}::timestamptz + make_interval(days => ${COUPON_ENDS_WITHIN_DAYS})`);
  for (const coupon of endingCoupons) {
    written += await db.transaction((tx) =>
      outbox.announceToMany(
        tx,
        sql`select distinct r.user_id, 'coupon_ends_soon:' || ${coupon.id}::int || ':' || r.user_id as dedupe_key
            from redemptions r join users u on u.id = r.user_id where r.coupon_id = ${coupon.id}::int and ${live('u')}`,
        { kind: 'coupon_ends_soon', couponName: coupon.name, endsAt: new Date(coupon.valid_until).toISOString() },
      ),
    );
  }

  const comingEvents = await queryRows<{ id: number; title: string; starts_at: string }>(db, sql`
    select e.id, e.title, e.starts_at::text from events e
    where e.deleted_at is null and e.starts_at > ${at}::timestamptz
      and e.starts_at <= ${at}::timestamptz + make_interval(hours => ${EVENT_WITHIN_HOURS})`);
  for (const event of comingEvents) {
    written += await db.transaction((tx) =>
      outbox.announceToMany(
        tx,
        sql`select p.user_id, 'event_tomorrow:' || ${event.id}::int || ':' || p.user_id as dedupe_key
            from participants p join users u on u.id = p.user_id where p.event_id = ${event.id}::int and p.status = 'joined' and ${live('u')}`,
        { kind: 'event_tomorrow', eventId: event.id, eventName: event.title, startsAt: new Date(event.starts_at).toISOString() },
      ),
    );
  }

  // Reports in each counter's own queue (as its pending list scopes them), told when one came
  // since the person's last digest, and at most once an hour.
  const waiting = await queryRows<{ user_id: number; role: keyof typeof DIGEST_SCREENS; count: number }>(db, sql`
    with pending as (
      select id, store_id, store_owner_id, created_at from box_returns where status = 'pending' and not by_post
    ), staff as (
      select u.id, u.role,
             (select max(n.created_at) from notifications n where n.user_id = u.id and n.kind = 'reports_waiting') as last_told
      from users u where u.role in ('BUSINESS_USER', 'STORE_MANAGER', 'DISTRIBUTOR') and ${live('u')}
    ), everything as (
      select count(*)::int as count, max(created_at) as newest from pending
    ), counted as (
      select s.id as user_id, s.role, a.count, a.newest, s.last_told
      from staff s cross join everything a where s.role = 'DISTRIBUTOR' and a.count > 0
      union all
      select s.id, s.role, count(p.id)::int, max(p.created_at), s.last_told
      from staff s join pending p on p.store_owner_id = s.id where s.role = 'BUSINESS_USER' group by s.id, s.role, s.last_told
      union all
      select s.id, s.role, count(p.id)::int, max(p.created_at), s.last_told
      from staff s join store_managers m on m.user_id = s.id join pending p on p.store_id = m.store_id where s.role = 'STORE_MANAGER' group by s.id, s.role, s.last_told
    )
    select user_id, role, count from counted
    where (last_told is null or newest > last_told) and (last_told is null or last_told <= ${at}::timestamptz - interval '1 hour')`);
  const hour = at.slice(0, 13);
  for (const person of waiting) {
    await db.transaction((tx) =>
      outbox.announce(tx, person.user_id, { kind: 'reports_waiting', count: person.count }, { dedupeKey: `reports_waiting:${person.user_id}:${hour}`, screen: DIGEST_SCREENS[person.role] }),
    );
    written += 1;
  }

  // A coupon's whole stock is what is left and what was redeemed; a restock makes a new whole.
  const lowStock = await queryRows<{ id: number; name: string; left: number; total: number }>(db, sql`
    select c.id, c.description as name, c.stock as left, (c.stock + (select count(*) from redemptions r where r.coupon_id = c.id))::int as total
    from coupons c where c.deleted_at is null and c.stock is not null`);
  for (const coupon of lowStock.filter((c) => c.total > 0 && c.left < c.total * LOW_STOCK_SHARE)) {
    written += await db.transaction((tx) =>
      outbox.announceToMany(
        tx,
        sql`select u.id as user_id, 'coupon_low_stock:' || ${coupon.id}::int || ':' || ${coupon.total}::int || ':' || u.id as dedupe_key
            from users u where u.role in ('ADMIN', 'SUPER_ADMIN') and ${live('u')}`,
        { kind: 'coupon_low_stock', couponId: coupon.id, couponName: coupon.name, left: coupon.left, total: coupon.total },
      ),
    );
  }
  return written;
}
