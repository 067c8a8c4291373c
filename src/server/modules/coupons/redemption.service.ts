// Redeeming a coupon: one transaction that checks, spends, records and hands out a code.
// Lock order is always user row → coupon row → pool code, so concurrent redemptions queue
// instead of deadlocking: the user lock serialises one person's balance and limit checks,
// the conditional stock update serialises a coupon's stock, and SKIP LOCKED lets parallel
// takers of a pool each claim a different free code.
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RedeemAnswer, RedeemBody, Redemption } from '../../../shared/contract/coupons';
import { queryRows, type Db } from '../../db/client';
import { couponCompanies, couponPoolCodes, coupons, redemptions, users } from '../../db/schema';
import type { Caller } from '../../lib/authorization';
import { ok } from '../../lib/envelope';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { runIdempotent, type Answer, type Transaction } from '../../lib/idempotency';
import { recordAndApplyPoints } from '../points/points-ledger';

export const REDEEMED = 'Coupon Redeemed Successfully';
const OUT_OF_STOCK = 'This coupon is out of stock.';

export const pointsShortMessage = (missing: number) =>
  `You need ${missing} more point${missing === 1 ? '' : 's'} to redeem this coupon.`;

/** The user's locked row with the coupon, as the database answers it (snake_case). */
interface LockedRow {
  balance: number;
  id: number | null;
  deleted_at: Date | string | null;
  company_deleted_at: Date | string | null;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
  stock: number | null;
  per_user_limit: number | null;
  point_to_redeem: number;
  code: string;
  description: string;
  type: string;
  value: number;
  redeem_link: string;
  banner_image: string | null;
  has_pool: boolean;
}

async function redeemIn(tx: Transaction, userId: number, couponId: number, now: Date): Promise<RedeemAnswer> {
  // One round trip: lock the user's row (their balance and limits) and read the coupon.
  // Plain SQL: this runs on every redemption, and building it took a fifth of the CPU.
  const [row] = await queryRows<LockedRow>(
    tx,
    sql`select u.available_reward_points as balance, c.id, c.deleted_at, co.deleted_at as company_deleted_at,
               c.valid_from, c.valid_until, c.stock, c.per_user_limit, c.point_to_redeem, c.code, c.description,
               c.type, c.value, c.redeem_link, c.banner_image,
               exists (select 1 from ${couponPoolCodes} p where p.coupon_id = c.id) as has_pool
        from ${users} u
        left join ${coupons} c on c.id = ${couponId}::int
        left join ${couponCompanies} co on co.id = c.company_id
        where u.id = ${userId}::int and u.deleted_at is null
        for update of u`,
  );
  if (!row) throw notFound(`There is no user with id ${userId}.`);
  if (row.id === null || row.deleted_at || row.company_deleted_at) throw notFound(`There is no coupon with id ${couponId}.`);
  const coupon = {
    validFrom: row.valid_from && new Date(row.valid_from),
    validUntil: row.valid_until && new Date(row.valid_until),
    stock: row.stock,
    perUserLimit: row.per_user_limit,
    pointToRedeem: row.point_to_redeem,
    code: row.code,
    description: row.description,
    type: row.type,
    value: Number(row.value),
    redeemLink: row.redeem_link,
    bannerImage: row.banner_image,
  };
  if (coupon.validFrom && coupon.validFrom > now) throw conflict('This coupon is not available yet.');
  if (coupon.validUntil && coupon.validUntil <= now) throw conflict('This coupon has expired.');
  if (coupon.stock !== null && coupon.stock <= 0) throw conflict(OUT_OF_STOCK);

  if (coupon.perUserLimit !== null && (await redemptionsOf(tx, userId, couponId)) >= coupon.perUserLimit) {
    throw conflict(`You have already redeemed this coupon ${coupon.perUserLimit === 1 ? 'once' : `${coupon.perUserLimit} times`}, the most allowed.`);
  }
  const balance = Number(row.balance);
  if (balance < coupon.pointToRedeem) throw conflict(pointsShortMessage(coupon.pointToRedeem - balance));

  if (coupon.stock !== null) {
    // Conditional: of two racing takers of the last item only one sees stock > 0.
    const [left] = await tx
      .update(coupons)
      .set({ stock: sql`${coupons.stock} - 1` })
      .where(and(eq(coupons.id, couponId), gt(coupons.stock, 0)))
      .returning({ stock: coupons.stock });
    if (!left) throw conflict(OUT_OF_STOCK);
  }

  const code = row.has_pool ? await takePoolCode(tx, couponId) : null;
  // The redemption row, the balance and its ledger entry: one statement.
  const { sourceId: redemptionId, balance: balanceAfter } = await recordAndApplyPoints(
    tx,
    tx.insert(redemptions).values({ userId, couponId, code: code?.code ?? coupon.code, pointsSpent: coupon.pointToRedeem }).returning({ id: redemptions.id }),
    { userId, delta: -coupon.pointToRedeem, reason: 'redeem', sourceType: 'redemption', note: coupon.description, actorId: userId },
  );
  if (code) await tx.update(couponPoolCodes).set({ redemptionId }).where(eq(couponPoolCodes.id, code.id));
  return {
    couponDescription: coupon.description,
    couponCode: code?.code ?? coupon.code,
    couponType: coupon.type,
    couponValue: coupon.value,
    redeemLink: coupon.redeemLink,
    bannerImage: coupon.bannerImage,
    redemptionId,
    pointsSpent: coupon.pointToRedeem,
    available_reward_points: balanceAfter,
  };
}

/**
 * The user's earlier redemptions of the coupon, counted in a statement of its own once the
 * user's row is locked: on PostgreSQL a statement sees what was committed when it started,
 * so a count inside the locking statement would miss the redemptions of the transactions it
 * waited for (50 parallel redemptions of a once-per-person coupon let 20 through).
 */
async function redemptionsOf(tx: Transaction, userId: number, couponId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${redemptions} where user_id = ${userId}::int and coupon_id = ${couponId}::int`,
  );
  return Number(row?.n ?? 0);
}

/** The next free code of the coupon's pool, locked for this transaction; null without a pool. */
async function takePoolCode(tx: Transaction, couponId: number): Promise<{ id: number; code: string } | null> {
  const [free] = await tx
    .select({ id: couponPoolCodes.id, code: couponPoolCodes.code })
    .from(couponPoolCodes)
    .where(and(eq(couponPoolCodes.couponId, couponId), isNull(couponPoolCodes.redemptionId)))
    .orderBy(asc(couponPoolCodes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (free) return free;
  const [any] = await tx.select({ id: couponPoolCodes.id }).from(couponPoolCodes).where(eq(couponPoolCodes.couponId, couponId)).limit(1);
  // A pool whose codes are all taken (or held by a racing redemption) is out of stock.
  if (any) throw conflict(OUT_OF_STOCK);
  return null;
}

export function createRedemptionService(db: Db) {
  return {
    async redeem(caller: Caller, body: RedeemBody, idempotencyKey: string | null): Promise<Answer<RedeemAnswer>> {
      if (body.userId !== caller.userId) throw forbidden('You can only redeem coupons for your own account.');
      const ref = idempotencyKey ? { userId: caller.userId, scope: 'redeem', key: idempotencyKey, request: body } : null;
      return runIdempotent(db, ref, async (tx) => ({
        status: 200,
        body: ok(await redeemIn(tx, caller.userId, body.couponCodeId, new Date()), REDEEMED),
      }));
    },

    /** Every coupon the caller redeemed, newest first: enough to rebuild the wallet on a new device. */
    async mine(caller: Caller): Promise<Redemption[]> {
      const rows = await db
        .select({ redemption: redemptions, coupon: coupons, companyName: couponCompanies.companyName })
        .from(redemptions)
        .innerJoin(coupons, eq(redemptions.couponId, coupons.id))
        .leftJoin(couponCompanies, eq(coupons.companyId, couponCompanies.id))
        .where(eq(redemptions.userId, caller.userId))
        .orderBy(desc(redemptions.createdAt), desc(redemptions.id));
      return rows.map(({ redemption, coupon, companyName }) => ({
        redemptionId: redemption.id,
        couponId: coupon.id,
        companyName: companyName ?? null,
        couponDescription: coupon.description,
        couponCode: redemption.code,
        couponType: coupon.type,
        couponValue: coupon.value,
        redeemLink: coupon.redeemLink,
        bannerImage: coupon.bannerImage,
        pointsSpent: redemption.pointsSpent,
        redeemedAt: redemption.createdAt.toISOString(),
      }));
    },
  };
}
