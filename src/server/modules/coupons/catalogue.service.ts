import { createHash } from 'node:crypto';
import { and, eq, exists, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Coupon } from '../../../shared/contract/coupons';
import type { Db } from '../../db/client';
import { couponCompanies, couponPoolCodes, coupons } from '../../db/schema';
import { toCoupon } from './coupon-view';

/** Public catalogue: live coupons only (not deleted, in stock, within their validity window). */
export async function listLiveCoupons(db: Db, now = new Date()): Promise<Coupon[]> {
  const hasPool = exists(db.select({ one: sql`1` }).from(couponPoolCodes).where(eq(couponPoolCodes.couponId, coupons.id)));
  const hasFreeCode = exists(
    db
      .select({ one: sql`1` })
      .from(couponPoolCodes)
      .where(and(eq(couponPoolCodes.couponId, coupons.id), isNull(couponPoolCodes.redemptionId))),
  );
  const rows = await db
    .select({ coupon: coupons, company: { id: couponCompanies.id, companyName: couponCompanies.companyName }, hasPool: sql<boolean>`${hasPool}` })
    .from(coupons)
    .innerJoin(couponCompanies, eq(coupons.companyId, couponCompanies.id))
    .where(
      and(
        isNull(coupons.deletedAt),
        isNull(couponCompanies.deletedAt),
        or(isNull(coupons.stock), gt(coupons.stock, 0)),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
        or(sql`not ${hasPool}`, hasFreeCode),
      ),
    )
    .orderBy(coupons.pointToRedeem, coupons.id);
  return rows.map((r) => toCoupon(r.coupon, r.company, Boolean(r.hasPool)));
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
