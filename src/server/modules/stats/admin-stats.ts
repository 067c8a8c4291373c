import { sql } from 'drizzle-orm';
import { EXPIRING_WITHIN_DAYS, LOW_STOCK_THRESHOLD, type AdminStats, type SuperAdminStats } from '@/shared/contract/stats';
import { ROLES, type Role } from '@/shared/roles';
import { queryRows, type Db } from '@/server/db/client';
import { readSettings } from '../settings/settings.service';
import { ledgerPerDay, ledgerTotals } from './ledger-rollup';
import { redemptionCount, topCoupons } from './redemption-rollup';
import { iso, lastUtcDays, num, startOfUtcMonth } from './stats-time';

const DAYS = 30;
const TOP_COUPONS = 5;

async function pointsPerDay(db: Db, now: Date): Promise<AdminStats['pointsPerDay']> {
  const days = lastUtcDays(now, DAYS);
  const rows = await ledgerPerDay(db, now, days[0]!);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => ({ day, issued: num(byDay.get(day)?.issued), redeemed: num(byDay.get(day)?.redeemed) }));
}

async function couponsNeedingAttention(db: Db, now: Date): Promise<{ items: AdminStats['couponsNeedingAttention']; total: number }> {
  const soon = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 24 * 60 * 60 * 1000);
  // A coupon with a pool of codes runs out with its pool, so its stock is the smaller of the two.
  // total: every coupon that needs attention, counted before the list is cut to its first 50.
  const rows = await queryRows<{ id: number; description: string; company_name: string; stock: number | null; valid_until: Date | string | null; total: string }>(
    db,
    sql`
    select *, count(*) over () as total from (
      select c.id, c.description, cc.company_name, c.valid_until,
        case when p.free is null then c.stock when c.stock is null then p.free else least(c.stock, p.free) end as stock
      from coupons c
      join coupon_companies cc on cc.id = c.company_id
      left join (select coupon_id, (count(*) filter (where redemption_id is null))::int as free
                 from coupon_pool_codes group by coupon_id) p on p.coupon_id = c.id
      where c.deleted_at is null and cc.deleted_at is null
        and (c.valid_until is null or c.valid_until > ${iso(now)}::timestamptz)
    ) live
    where stock <= ${LOW_STOCK_THRESHOLD} or valid_until <= ${iso(soon)}::timestamptz
    order by valid_until asc nulls last, stock asc nulls last, id
    limit 50`,
  );
  const items = rows.map((r) => {
    const validUntil = r.valid_until === null ? null : new Date(r.valid_until);
    return {
      couponId: num(r.id),
      couponDescription: r.description,
      companyName: r.company_name,
      stock: r.stock === null ? null : num(r.stock),
      validUntil: validUntil?.toISOString() ?? null,
      lowStock: r.stock !== null && num(r.stock) <= LOW_STOCK_THRESHOLD,
      expiringSoon: validUntil !== null && validUntil <= soon,
    };
  });
  return { items, total: num(rows[0]?.total) };
}

export async function adminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const [roles, perDay, top, [month], [pending], attention] = await Promise.all([
    // Kept by a trigger on users (migration 0009): no count of a million accounts per dashboard.
    queryRows<{ role: Role; n: string }>(db, sql`select role, sum(n) as n from user_counts group by role`),
    pointsPerDay(db, now),
    topCoupons(db, now, TOP_COUPONS),
    queryRows<{ returns: string; boxes: string; points: string }>(db, sql`
      select count(*) as returns, coalesce(sum(boxes), 0) as boxes, coalesce(sum(points), 0) as points
      from box_returns where status = 'confirmed' and decided_at >= ${iso(startOfUtcMonth(now))}::timestamptz`),
    queryRows<{ n: string }>(db, sql`select count(*) as n from box_returns where status = 'pending'`),
    couponsNeedingAttention(db, now),
  ]);
  const roleCounts = new Map(roles.map((r) => [r.role, num(r.n)]));
  return {
    usersByRole: ROLES.map((role) => ({ role, count: roleCounts.get(role) ?? 0 })),
    pointsPerDay: perDay,
    topCoupons: top.map((r) => ({ couponId: num(r.id), couponDescription: r.description, companyName: r.company_name, redemptions: num(r.n) })),
    returnsThisMonth: { returns: num(month?.returns), boxes: num(month?.boxes), points: num(month?.points) },
    pendingReturns: num(pending?.n),
    couponsNeedingAttention: attention.items,
    couponsNeedingAttentionTotal: attention.total,
  };
}

export async function superAdminStats(db: Db): Promise<SuperAdminStats> {
  const settings = await readSettings(db);
  const [[totals], points, redemptions] = await Promise.all([
    queryRows<Record<string, string>>(db, sql`
    select
      (select coalesce(sum(n), 0) from user_counts) as users,
      (select coalesce(sum(n), 0) from user_counts where active) as active_users,
      (select count(*) from clients where deleted_at is null) as clients,
      (select count(*) from stores) as stores,
      (select count(*) from events where deleted_at is null) as events,
      -- Kept by a trigger on box_returns (migration 0017): no sum of every credit per dashboard.
      (select coalesce(sum(boxes), 0) from confirmed_box_counts) as boxes_returned`),
    // Balances are the sum of their entries, so the points held together are the ledger's net.
    ledgerTotals(db, new Date()),
    // Counted per coupon up to the rollup mark (migration 0010), live after it.
    redemptionCount(db, new Date()),
  ]);
  const boxesReturned = num(totals?.boxes_returned);
  return {
    totals: {
      users: num(totals?.users),
      activeUsers: num(totals?.active_users),
      clients: num(totals?.clients),
      stores: num(totals?.stores),
      events: num(totals?.events),
      pointsIssued: points.issued,
      pointsRedeemed: points.redeemed,
      pointsOutstanding: points.net,
      redemptions,
      boxesReturned,
      co2GramsAvoided: boxesReturned * settings.co2GramsPerBox,
    },
    settings,
  };
}
