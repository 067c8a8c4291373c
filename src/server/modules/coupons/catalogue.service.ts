import { createHash } from 'node:crypto';
import { and, eq, exists, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Coupon } from '@/shared/contract/coupons';
import type { Db } from '@/server/db/client';
import { couponCompanies, couponPoolCodes, coupons } from '@/server/db/schema';
import { classifyDatabaseError } from '@/server/lib/database-errors';
import { ok } from '@/server/lib/envelope';
import { createReadCache } from '@/server/lib/read-cache';
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

/** The public list answer as sent: the serialised envelope and its ETag. */
export interface CatalogueAnswer {
  body: string;
  etag: string;
  /** The last good copy, answered because the database is away. */
  stale?: boolean;
}

/** How long a cached list may be served: bounds staleness across processes and validity windows. */
export const CATALOGUE_TTL_MS = 1000;

/**
 * The public list, cached in the process (lib/read-cache.ts): created by buildApp, dropped at
 * once by the services whose writes change it (coupons, companies, redemptions), in every
 * process through LISTEN/NOTIFY (lib/cache-broadcast.ts); the short TTL covers a lost
 * notification and coupons whose validity window opens or closes. While the database is away, visitors still get the last
 * list this process loaded; it is kept for the TTL like a fresh one, so a recovering database
 * is asked once a TTL, not once a request.
 */
export function createCatalogueCache(db: Db) {
  const cache = createReadCache<'list', CatalogueAnswer>(CATALOGUE_TTL_MS);
  let lastGood: CatalogueAnswer | undefined;
  const load = async (): Promise<CatalogueAnswer> => {
    try {
      const body = JSON.stringify(ok({ data: await listLiveCoupons(db) }, 'Coupons fetched'));
      lastGood = { body, etag: etagOf(body) };
      return lastGood;
    } catch (error) {
      if (lastGood && classifyDatabaseError(error) === 'unavailable') return { ...lastGood, stale: true };
      throw error;
    }
  };
  return {
    get: () => cache.get('list', load),
    invalidate: () => cache.invalidate(),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
