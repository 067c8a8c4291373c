// The dashboards of the roles that act on their own records: each figure is scoped to the caller.
import { sql } from 'drizzle-orm';
import type { BusinessStats, DistributorStats, EventManagerStats, StoreManagerStats, UserStats } from '@/shared/contract/stats';
import { queryRows, type Db } from '@/server/db/client';
import { readSettings } from '../settings/settings.service';
import { iso, num, startOfUtcDay, startOfUtcMonth } from './stats-time';

type Figures = { returns: string; boxes: string; points: string };
const figures = (r: Figures | undefined) => ({ returns: num(r?.returns), boxes: num(r?.boxes), points: num(r?.points) });

export async function distributorStats(db: Db, userId: number, now = new Date()): Promise<DistributorStats> {
  const today = iso(startOfUtcDay(now));
  const month = iso(startOfUtcMonth(now));
  const [[row], settings] = await Promise.all([
    queryRows<Record<string, string>>(db, sql`
      select
        count(*) filter (where decided_at >= ${today}::timestamptz) as today_returns,
        coalesce(sum(boxes) filter (where decided_at >= ${today}::timestamptz), 0) as today_boxes,
        coalesce(sum(points) filter (where decided_at >= ${today}::timestamptz), 0) as today_points,
        count(*) filter (where decided_at >= ${month}::timestamptz) as month_returns,
        coalesce(sum(boxes) filter (where decided_at >= ${month}::timestamptz), 0) as month_boxes,
        coalesce(sum(points) filter (where decided_at >= ${month}::timestamptz), 0) as month_points,
        count(distinct user_id) filter (where decided_at >= ${month}::timestamptz) as users_month,
        count(distinct user_id) as users_all,
        (select count(*) from box_returns where status = 'pending') as pending
      from box_returns where decided_by = ${userId} and status = 'confirmed'`),
    readSettings(db),
  ]);
  return {
    today: { returns: num(row?.today_returns), boxes: num(row?.today_boxes), points: num(row?.today_points) },
    thisMonth: { returns: num(row?.month_returns), boxes: num(row?.month_boxes), points: num(row?.month_points) },
    usersCreditedThisMonth: num(row?.users_month),
    usersCreditedAllTime: num(row?.users_all),
    pendingReturns: num(row?.pending),
    pointsPerBox: settings.pointsPerBox,
  };
}

export async function businessStats(db: Db, userId: number, now = new Date()): Promise<BusinessStats> {
  const month = iso(startOfUtcMonth(now)).slice(0, 10);
  // Each store's counters (migration 0013, kept by a trigger on box_returns): a row per store and
  // one per month of credits from this one on, however many returns the stores took (a business
  // user owns 62 stores with 2,500 returns at 1M recyclers).
  const stores = await queryRows<{ id: number; name: string; active: boolean; returns_month: string; boxes_month: string; points_month: string; boxes_all: string; pending: string }>(db, sql`
    select s.id, s.name, s.active,
      coalesce(m.returns, 0) as returns_month, coalesce(m.boxes, 0) as boxes_month, coalesce(m.points, 0) as points_month,
      coalesce(c.boxes, 0) as boxes_all, coalesce(c.pending, 0) as pending
    from stores s
    left join store_return_counts c on c.store_id = s.id
    left join lateral (
      select sum(returns) as returns, sum(boxes) as boxes, sum(points) as points from store_return_months
      where store_id = s.id and month >= ${month}::date
    ) m on true
    where s.owner_id = ${userId}
    order by s.name, s.id`);
  const sum = (pick: (s: (typeof stores)[number]) => string) => stores.reduce((n, s) => n + num(pick(s)), 0);
  return {
    stores: stores.map((s) => ({
      storeId: num(s.id),
      name: s.name,
      active: Boolean(s.active),
      returnsThisMonth: num(s.returns_month),
      boxesThisMonth: num(s.boxes_month),
      boxesAllTime: num(s.boxes_all),
    })),
    thisMonth: { returns: sum((s) => s.returns_month), boxes: sum((s) => s.boxes_month), points: sum((s) => s.points_month) },
    pendingReturns: sum((s) => s.pending),
  };
}

export async function eventManagerStats(db: Db, userId: number, now = new Date()): Promise<EventManagerStats> {
  const at = iso(now);
  // Each event's counters (migration 0011, kept by triggers): a row per event of the manager's,
  // however many people joined them (67 events and 16,000 participants at 1M recyclers).
  const [[row], next] = await Promise.all([
    queryRows<Record<string, string | null>>(db, sql`
      select
        count(*) filter (where ends_at > ${at}::timestamptz) as upcoming,
        count(*) filter (where ends_at <= ${at}::timestamptz) as past,
        -- Joined, still to come: the places taken at events that have not ended, as each of them
        -- counts its "N joined" (a person checked in at an event under way has joined it too;
        -- no-shows of past events are not counted).
        coalesce(sum(joined_count + attended_count) filter (where ends_at > ${at}::timestamptz), 0) as joined,
        coalesce(sum(attended_count), 0) as attended,
        coalesce(sum(removed_count), 0) as removed,
        coalesce(sum(attended_count) filter (where ends_at <= ${at}::timestamptz), 0) as past_attended,
        coalesce(sum(joined_count + attended_count) filter (where ends_at <= ${at}::timestamptz), 0) as past_taken,
        coalesce(sum(points_awarded), 0) as points_awarded
      from events where created_by = ${userId} and deleted_at is null`),
    queryRows<{ id: number; title: string; starts_at: Date | string; invite_id: string; capacity: number | null; taken: string }>(db, sql`
      select e.id, e.title, e.starts_at, e.invite_id, e.capacity, e.joined_count + e.attended_count as taken
      from events e
      where e.created_by = ${userId} and e.deleted_at is null and e.ends_at > ${at}::timestamptz
      order by e.starts_at, e.id
      limit 5`),
  ]);
  const pastTaken = num(row?.past_taken);
  return {
    upcomingEvents: num(row?.upcoming),
    pastEvents: num(row?.past),
    participants: { joined: num(row?.joined), attended: num(row?.attended), removed: num(row?.removed) },
    attendanceRate: pastTaken > 0 ? num(row?.past_attended) / pastTaken : null,
    pointsAwarded: num(row?.points_awarded),
    nextEvents: next.map((e) => ({
      id: num(e.id),
      title: e.title,
      startsAt: new Date(e.starts_at).toISOString(),
      inviteId: e.invite_id,
      capacity: e.capacity === null ? null : num(e.capacity),
      participantCount: num(e.taken),
    })),
  };
}

export async function userStats(db: Db, userId: number, now = new Date()): Promise<UserStats> {
  const at = iso(now);
  const monthAgo = iso(new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000));
  const [[row], settings] = await Promise.all([
    queryRows<Record<string, string>>(db, sql`
      select
        (select available_reward_points from users where id = ${userId}) as balance,
        (select coalesce(sum(boxes), 0) from box_returns where user_id = ${userId} and status = 'confirmed') as boxes,
        (select count(*) from box_returns where user_id = ${userId} and status = 'confirmed') as returns,
        (select count(*) from box_returns where reported_by = ${userId} and status = 'pending') as pending,
        (select count(*) from redemptions where user_id = ${userId} and created_at >= ${monthAgo}::timestamptz) as redemptions_30,
        (select count(*) from redemptions where user_id = ${userId}) as redemptions_all,
        (select count(*) from participants p join events e on e.id = p.event_id
          where p.user_id = ${userId} and p.status in ('joined', 'attended') and e.deleted_at is null) as events_joined,
        (select count(*) from participants p join events e on e.id = p.event_id
          where p.user_id = ${userId} and p.status = 'joined' and e.deleted_at is null and e.ends_at > ${at}::timestamptz) as events_upcoming`),
    readSettings(db),
  ]);
  const boxes = num(row?.boxes);
  return {
    balance: num(row?.balance),
    boxesReturned: boxes,
    returnsConfirmed: num(row?.returns),
    pendingReports: num(row?.pending),
    co2GramsAvoided: boxes * settings.co2GramsPerBox,
    co2GramsPerBox: settings.co2GramsPerBox,
    pointsPerBox: settings.pointsPerBox,
    redemptionsLast30Days: num(row?.redemptions_30),
    redemptionsAllTime: num(row?.redemptions_all),
    joinedEvents: num(row?.events_joined),
    upcomingJoinedEvents: num(row?.events_upcoming),
  };
}

/** Each store the manager was assigned: its credited returns today and the reports waiting there. */
export async function storeManagerStats(db: Db, userId: number, now = new Date()): Promise<StoreManagerStats> {
  const today = iso(startOfUtcDay(now));
  const rows = await queryRows<{ id: number; name: string; active: boolean; returns: string; boxes: string; points: string; pending: string }>(db, sql`
    select s.id, s.name, s.active,
      count(r.id) filter (where r.status = 'confirmed' and r.decided_at >= ${today}::timestamptz) as returns,
      coalesce(sum(r.boxes) filter (where r.status = 'confirmed' and r.decided_at >= ${today}::timestamptz), 0) as boxes,
      coalesce(sum(r.points) filter (where r.status = 'confirmed' and r.decided_at >= ${today}::timestamptz), 0) as points,
      count(r.id) filter (where r.status = 'pending') as pending
    from store_managers m
    join stores s on s.id = m.store_id
    left join box_returns r on r.store_id = s.id
    where m.user_id = ${userId}
    group by s.id, s.name, s.active
    order by s.name, s.id`);
  return {
    stores: rows.map((r) => ({ storeId: Number(r.id), name: r.name, active: r.active, today: figures(r), pendingReturns: num(r.pending) })),
  };
}
