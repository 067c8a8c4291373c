// Points figures over the whole ledger without reading millions of entries per dashboard:
// closed UTC days are summed once into ledger_daily (migration 0009); a figure is
// the rollup plus the entries since it, read live. The ledger is append-only and every entry
// is stamped now(), so a day two days back never changes; yesterday and today stay live so an
// entry committed just after midnight is never missed.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';
import { startOfUtcDay } from './stats-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Entries before this instant are rolled up: the start of yesterday (UTC). */
export const rolledUpBefore = (now: Date) => new Date(startOfUtcDay(now).getTime() - DAY_MS);

/** Rolls the closed days not yet in ledger_daily up (usually none: once a day, one day's entries). */
export async function rollUpClosedDays(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ledger_daily (day, issued, redeemed, net)
    select (created_at at time zone 'UTC')::date,
      coalesce(sum(delta) filter (where delta > 0), 0), coalesce(-sum(delta) filter (where reason = 'redeem'), 0), coalesce(sum(delta), 0)
    from points_ledger
    where created_at >= coalesce((select (max(day) + 1)::timestamp at time zone 'UTC' from ledger_daily), '-infinity')
      and created_at < ${rolledUpBefore(now).toISOString()}::timestamptz
    group by 1
    on conflict (day) do nothing`);
}

export interface LedgerTotals {
  issued: number;
  redeemed: number;
  /** The sum of every entry: the points all balances hold together. */
  net: number;
}

/** All-time totals: the rollup and the live entries since. */
export async function ledgerTotals(db: Db, now: Date): Promise<LedgerTotals> {
  await rollUpClosedDays(db, now);
  const since = rolledUpBefore(now).toISOString();
  const [row] = await queryRows<{ issued: string; redeemed: string; net: string }>(db, sql`
    select
      (select coalesce(sum(issued), 0) from ledger_daily where day < ${since}::date) + (select coalesce(sum(delta) filter (where delta > 0), 0) from points_ledger where created_at >= ${since}::timestamptz) as issued,
      (select coalesce(sum(redeemed), 0) from ledger_daily where day < ${since}::date) + (select coalesce(-sum(delta) filter (where reason = 'redeem'), 0) from points_ledger where created_at >= ${since}::timestamptz) as redeemed,
      (select coalesce(sum(net), 0) from ledger_daily where day < ${since}::date) + (select coalesce(sum(delta), 0) from points_ledger where created_at >= ${since}::timestamptz) as net`);
  return { issued: Number(row?.issued ?? 0), redeemed: Number(row?.redeemed ?? 0), net: Number(row?.net ?? 0) };
}

/** Issued and redeemed per UTC day from `firstDay` (YYYY-MM-DD) on: rolled-up days, then live ones. */
export async function ledgerPerDay(db: Db, now: Date, firstDay: string): Promise<{ day: string; issued: string; redeemed: string }[]> {
  await rollUpClosedDays(db, now);
  const since = rolledUpBefore(now).toISOString();
  return queryRows(db, sql`
    select to_char(day, 'YYYY-MM-DD') as day, issued, redeemed from ledger_daily
    where day >= ${firstDay}::date and day < ${since}::date
    union all
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'),
      coalesce(sum(delta) filter (where delta > 0), 0), coalesce(-sum(delta) filter (where reason = 'redeem'), 0)
    from points_ledger
    where created_at >= greatest(${since}::timestamptz, ${`${firstDay}T00:00:00Z`}::timestamptz)
    group by 1`);
}
