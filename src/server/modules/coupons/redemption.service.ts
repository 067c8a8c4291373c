// Redeeming a coupon: one transaction that checks, spends, records and hands out a code; a
// plain coupon first tries one statement (redeemPlainCoupons), its Idempotency-Key included,
// shared with the other plain redemptions waiting at that moment (lib/batch-queue.ts).
// Lock order is always user row → coupon row → pool code, so concurrent redemptions queue
// instead of deadlocking: the user lock serialises one person's balance and limit checks,
// the conditional stock update serialises a coupon's stock, and SKIP LOCKED lets parallel
// takers of a pool each claim a different free code.
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RedeemAnswer, RedeemBody, Redemption } from '@/shared/contract/coupons';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import type { Db, Transaction } from '@/server/db/client';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { couponCompanies, couponPoolCodes, coupons, redemptions } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { conflict, forbidden, notFound } from '@/server/lib/http/http-error';
import { isDeadlock } from '@/server/db/errors';
import { fingerprint, isKeyTaken, runIdempotent, type Answer } from '@/server/lib/idempotency';
import { recordAndApplyPoints } from '../points/points-ledger.queries';
import { batchQueue } from '@/server/lib/batch-queue';
import { lockUserWithCoupon, redeemPlainCoupons, redemptionsOf, type PlainRedemption } from './redemption.queries';

export const REDEEMED = 'Coupon Redeemed Successfully';
const OUT_OF_STOCK = M.outOfStock;

/** The refusal for `missing` points too few: "1 more point", "70 more points". */
const pointsShort = (missing: number) => conflict(missing === 1 ? M.notEnoughPoint : M.notEnoughPoints, { missing });

async function redeemIn(tx: Transaction, userId: number, couponId: number, now: Date): Promise<RedeemAnswer> {
  const locked = await lockUserWithCoupon(tx, userId, couponId);
  if (!locked) throw notFound(M.noUserWithId, { id: userId });
  const { balance, coupon } = locked;
  if (!coupon) throw notFound(M.noCouponWithId, { id: couponId });
  if (coupon.validFrom && coupon.validFrom > now) throw conflict(M.couponNotYet);
  if (coupon.validUntil && coupon.validUntil <= now) throw conflict(M.couponExpired);
  if (coupon.stock !== null && coupon.stock <= 0) throw conflict(OUT_OF_STOCK);

  if (coupon.perUserLimit !== null && (await redemptionsOf(tx, userId, couponId)) >= coupon.perUserLimit) {
    throw coupon.perUserLimit === 1 ? conflict(M.redeemedOnce) : conflict(M.redeemedTimes, { limit: coupon.perUserLimit });
  }
  if (balance < coupon.pointToRedeem) throw pointsShort(coupon.pointToRedeem - balance);

  if (coupon.stock !== null) {
    // Conditional: of two racing takers of the last item only one sees stock > 0.
    const [left] = await tx
      .update(coupons)
      .set({ stock: sql`${coupons.stock} - 1` })
      .where(and(eq(coupons.id, couponId), gt(coupons.stock, 0)))
      .returning({ stock: coupons.stock });
    if (!left) throw conflict(OUT_OF_STOCK);
  }

  const code = coupon.hasPool ? await takePoolCode(tx, couponId) : null;
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

/**
 * Plain redemptions of this database, run together while others are in flight: one round
 * trip, one plan and one commit for many (tests/bench/README.md). A user's redemptions go one
 * at a time; a batch refused whole by a key racing in another request, or by a deadlock, runs
 * its items again alone, each then failing or passing on its own.
 */
const plainQueues = new WeakMap<Db, (item: PlainRedemption) => Promise<RedeemAnswer | null>>();

function plainQueueOf(db: Db) {
  let queue = plainQueues.get(db);
  if (!queue) {
    queue = batchQueue<PlainRedemption, RedeemAnswer | null>({
      run: (items) => redeemPlainCoupons(db, items, REDEEMED),
      // One batch at a time per process: the requests that arrive while it runs make the
      // next one; more batches at once only split the waiting requests into smaller ones
      // (figures: tests/bench/README.md). PGlite runs one statement at a time anyway.
      inFlight: 1,
      maxBatch: 64,
      keyOf: (item) => item.userId,
      retryAlone: (error) => isKeyTaken(error) || isDeadlock(error),
    });
    plainQueues.set(db, queue);
  }
  return queue;
}

export function createRedemptionService(db: Db, caches: ReadCaches) {
  const redeemPlain = plainQueueOf(db);
  return {
    /**
     * `session`: the caller's session when authorization left it to this statement to check
     * (authorization.ts `sessionCheckedByRoute`): `confirm` reads it before any other answer.
     */
    async redeem(
      caller: Caller,
      body: RedeemBody,
      idempotencyKey: string | null,
      session: { id: string; confirm: () => Promise<unknown> } | null = null,
    ): Promise<Answer<RedeemAnswer>> {
      if (body.userId !== caller.userId) {
        await session?.confirm();
        throw forbidden(M.redeemOwnAccountOnly);
      }
      const ref = idempotencyKey ? { userId: caller.userId, scope: 'redeem', key: idempotencyKey, request: body } : null;
      const now = new Date();
      // A plain coupon takes one statement, its key (if any) stored in it; anything else, any
      // refusal, and a key already stored (a repeat) the transaction below, which says why or
      // replays. The plain one moves a balance (callers' rows) but leaves the catalogue as it
      // was (no stock, no pool), so the catalogue's compressed copies are not made again.
      const key = ref ? { key: ref.key, fingerprint: fingerprint(ref.request) } : null;
      const plain = await afterWrite(
        redeemPlain({ userId: caller.userId, couponId: body.couponCodeId, now, key, sessionId: session?.id ?? null }).catch((error: unknown) => {
          if (isKeyTaken(error)) return null;
          throw error;
        }),
        caches.callers,
      );
      if (plain) return { status: 200, body: ok(plain, REDEEMED), replayed: false };
      await session?.confirm();
      // The balance moved and the coupon may have left the list (stock, pool).
      return afterWrite(
        runIdempotent(db, ref, async (tx) => ({ status: 200, body: ok(await redeemIn(tx, caller.userId, body.couponCodeId, now), REDEEMED) })),
        caches.callers,
        caches.catalogue,
      );
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
        validUntil: coupon.validUntil?.toISOString() ?? null,
      }));
    },
  };
}
