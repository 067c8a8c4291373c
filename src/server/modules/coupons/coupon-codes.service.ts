// Coupon codes (admin): list by company, create, update, soft delete. A banner that is
// replaced is deleted in the same transaction as the change that replaces it.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Coupon, CouponFields, CouponUpdateFields } from '@/shared/contract/coupons';
import type { Db } from '@/server/db/client';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { couponCompanies, couponPoolCodes, coupons } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/lib/http/http-error';
import { copyImage, deleteImage, storeImage, type StoredImage } from '@/server/lib/images';
import type { Tx } from '@/server/db/client';
import { liveCompany } from './companies.service';
import { toCoupon } from './coupon-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

const MAX_POOL_CODES = 10_000;

/** "A\nB, C" → ['A','B','C']; a code given twice is a mistake worth naming. */
export function parseCodePool(text: string | undefined): string[] {
  const codes = (text ?? '')
    .split(/[\n\r,]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (codes.length > MAX_POOL_CODES) throw badRequest(M.poolTooBig, { max: MAX_POOL_CODES });
  const seen = new Set<string>();
  for (const code of codes) {
    if (code.length > 100) throw badRequest(M.poolCodeTooLong, { code: code.slice(0, 20) });
    if (seen.has(code)) throw badRequest(M.poolCodeTwice, { code });
    seen.add(code);
  }
  return codes;
}

function checkWindow(validFrom: Date | null, validUntil: Date | null) {
  if (validFrom && validUntil && validUntil <= validFrom) throw badRequest(M.validUntilOrder);
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

async function addPoolCodes(tx: Tx, couponId: number, codes: string[]) {
  if (codes.length === 0) return;
  const taken = await tx
    .select({ code: couponPoolCodes.code })
    .from(couponPoolCodes)
    .where(and(eq(couponPoolCodes.couponId, couponId), inArray(couponPoolCodes.code, codes)));
  if (taken[0]) throw conflict(M.poolCodeTaken, { code: taken[0].code });
  for (let i = 0; i < codes.length; i += 1000) {
    await tx.insert(couponPoolCodes).values(codes.slice(i, i + 1000).map((code) => ({ couponId, code })));
  }
}

/** Coupons with their company and pool counts, for the admin screens. */
async function adminCoupons(tx: Tx, where: SQL | undefined): Promise<Coupon[]> {
  const poolTotal = sql<number>`(select count(*)::int from ${couponPoolCodes} where ${couponPoolCodes.couponId} = ${coupons.id})`;
  const poolFree = sql<number>`(select count(*)::int from ${couponPoolCodes} where ${couponPoolCodes.couponId} = ${coupons.id} and ${couponPoolCodes.redemptionId} is null)`;
  const rows = await tx
    .select({ coupon: coupons, company: { id: couponCompanies.id, companyName: couponCompanies.companyName }, poolTotal, poolFree })
    .from(coupons)
    .innerJoin(couponCompanies, eq(coupons.companyId, couponCompanies.id))
    .where(where)
    .orderBy(asc(coupons.pointToRedeem), asc(coupons.id));
  return rows.map((r) => {
    const hasPool = Number(r.poolTotal) > 0;
    return { ...toCoupon(r.coupon, r.company, hasPool), poolCodesLeft: hasPool ? Number(r.poolFree) : null };
  });
}

export function createCouponCodeService(db: Db, caches: ReadCaches) {
  async function view(tx: Tx, id: number): Promise<Coupon> {
    const [coupon] = await adminCoupons(tx, eq(coupons.id, id));
    return coupon!;
  }

  async function liveCoupon(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)));
    if (!row) throw notFound(M.noCouponWithId, { id });
    return row;
  }

  return {
    /** Every coupon of the company that is not deleted, expired and sold-out ones included. */
    async listByCompany(companyId: number): Promise<Coupon[]> {
      await liveCompany(db, companyId);
      return adminCoupons(db, and(eq(coupons.companyId, companyId), isNull(coupons.deletedAt)));
    },

    /** Without a banner of its own, a coupon shows a copy of its company's. */
    async create(fields: CouponFields, banner: StoredImage | null): Promise<Coupon> {
      const codes = parseCodePool(fields.codePool);
      const validFrom = toDate(fields.validFrom);
      const validUntil = toDate(fields.validUntil);
      checkWindow(validFrom, validUntil);
      return afterWrite(db.transaction(async (tx) => {
        const company = await liveCompany(tx, fields.companyId);
        const bannerImage = banner ? await storeImage(tx, banner) : await copyImage(tx, company.banner);
        if (!bannerImage) throw badRequest(M.bannerRequired);
        const [row] = await tx
          .insert(coupons)
          .values({
            companyId: fields.companyId,
            description: fields.couponDescription,
            code: fields.couponCode,
            type: fields.couponType,
            value: fields.couponValue,
            bannerImage,
            pointToRedeem: fields.pointToRedeem,
            redeemLink: fields.redeemLink,
            stock: fields.stock ?? null,
            perUserLimit: fields.perUserLimit ?? null,
            validFrom,
            validUntil,
          })
          .returning({ id: coupons.id });
        await addPoolCodes(tx, row!.id, codes);
        return view(tx, row!.id);
      }), caches.catalogue);
    },

    /** Changes the given fields; new codePool codes are added to the pool (handed-out codes stay). */
    async update(id: number, fields: CouponUpdateFields, banner: StoredImage | null): Promise<Coupon> {
      const codes = parseCodePool(fields.codePool);
      return afterWrite(db.transaction(async (tx) => {
        const current = await liveCoupon(tx, id);
        if (fields.companyId !== undefined) await liveCompany(tx, fields.companyId);
        const validFrom = fields.validFrom === undefined ? current.validFrom : toDate(fields.validFrom);
        const validUntil = fields.validUntil === undefined ? current.validUntil : toDate(fields.validUntil);
        checkWindow(validFrom, validUntil);
        const changes: Partial<typeof coupons.$inferInsert> = { validFrom, validUntil, updatedAt: new Date() };
        if (fields.companyId !== undefined) changes.companyId = fields.companyId;
        if (fields.couponDescription !== undefined) changes.description = fields.couponDescription;
        if (fields.couponCode !== undefined) changes.code = fields.couponCode;
        if (fields.couponType !== undefined) changes.type = fields.couponType;
        if (fields.couponValue !== undefined) changes.value = fields.couponValue;
        if (fields.pointToRedeem !== undefined) changes.pointToRedeem = fields.pointToRedeem;
        if (fields.redeemLink !== undefined) changes.redeemLink = fields.redeemLink;
        if (fields.stock !== undefined) changes.stock = fields.stock;
        if (fields.perUserLimit !== undefined) changes.perUserLimit = fields.perUserLimit;
        if (banner) changes.bannerImage = await storeImage(tx, banner);
        await tx.update(coupons).set(changes).where(eq(coupons.id, id));
        if (banner) await deleteImage(tx, current.bannerImage);
        await addPoolCodes(tx, id, codes);
        return view(tx, id);
      }), caches.catalogue);
    },

    async remove(id: number): Promise<void> {
      await afterWrite(db.transaction(async (tx) => {
        await liveCoupon(tx, id);
        await tx.update(coupons).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(coupons.id, id));
      }), caches.catalogue);
    },
  };
}
