// The admin's top coupons without counting half a million redemptions per dashboard:
// redemptions before rollups.through are counted once per coupon (coupon_redemption_totals,
// migration 0010); later ones are read live from redemptions_created_idx. The mark moves to the
// start of yesterday (UTC), so a redemption committed just after midnight is never missed.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';
import { rolledUpBefore } from './ledger-rollup';

/**
 * Adds the redemptions between the mark and the new one, once: the mark's row lock makes a
 * second process wait and then find nothing left to add. Answers the mark now in force, as a
 * value: a subquery in its place hides it from the planner, which then reads every redemption.
 */
async function rollUpRedemptions(db: Db, now: Date): Promise<string> {
  const cutoff = rolledUpBefore(now).toISOString();
  const [mark] = await queryRows<{ through: string }>(db, sql`select through::text as through from rollups where name = 'redemptions'`);
  if (!mark) return '-infinity';
  if (new Date(mark.through) >= new Date(cutoff)) return mark.through;
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ through: string }>(tx, sql`select through::text as through from rollups where name = 'redemptions' for update`);
    if (new Date(locked!.through) >= new Date(cutoff)) return locked!.through;
    await tx.execute(sql`
      insert into coupon_redemption_totals (coupon_id, n)
      select coupon_id, count(*) from redemptions where created_at >= ${locked!.through}::timestamptz and created_at < ${cutoff}::timestamptz group by coupon_id
      on conflict (coupon_id) do update set n = coupon_redemption_totals.n + excluded.n`);
    await tx.execute(sql`update rollups set through = ${cutoff}::timestamptz where name = 'redemptions'`);
    return cutoff;
  });
}

export async function topCoupons(db: Db, now: Date, limit: number) {
  const mark = await rollUpRedemptions(db, now);
  return queryRows<{ id: number; description: string; company_name: string; n: string }>(db, sql`
    select c.id, c.description, cc.company_name, t.n
    from (
      select coupon_id, sum(n) as n from (
        select coupon_id, n from coupon_redemption_totals
        union all
        select coupon_id, count(*) from redemptions where created_at >= ${mark}::timestamptz group by coupon_id
      ) counted group by coupon_id
    ) t
    join coupons c on c.id = t.coupon_id join coupon_companies cc on cc.id = c.company_id
    order by t.n desc, c.id
    limit ${limit}`);
}

/** Every redemption ever: the counted ones and those since the mark. */
export async function redemptionCount(db: Db, now: Date): Promise<number> {
  const mark = await rollUpRedemptions(db, now);
  const [row] = await queryRows<{ n: string }>(db, sql`
    select (select coalesce(sum(n), 0) from coupon_redemption_totals) + (select count(*) from redemptions where created_at >= ${mark}::timestamptz) as n`);
  return Number(row?.n ?? 0);
}
