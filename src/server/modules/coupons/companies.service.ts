// Coupon companies (admin). Deleting is soft: redemptions keep pointing at their coupon,
// and a wallet still shows what was redeemed.
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Company } from '@/shared/contract/coupons';
import type { Db } from '@/server/db/client';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { couponCompanies, coupons } from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/http/http-error';
import { deleteImage, storeImage, type StoredImage } from '@/server/lib/images';
import type { Tx } from '@/server/db/client';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

/** The company if it exists and is not deleted, else 404 naming the id. */
export async function liveCompany(db: Tx, id: number) {
  const [row] = await db
    .select()
    .from(couponCompanies)
    .where(and(eq(couponCompanies.id, id), isNull(couponCompanies.deletedAt)));
  if (!row) throw notFound(M.noCompanyWithId, { id });
  return row;
}

export function createCompanyService(db: Db, caches: ReadCaches) {
  return {
    async list(): Promise<Company[]> {
      // A join, not a correlated subquery: drizzle leaves single-table columns unqualified.
      const counts = db
        .select({ companyId: coupons.companyId, n: count().as('n') })
        .from(coupons)
        .where(isNull(coupons.deletedAt))
        .groupBy(coupons.companyId)
        .as('counts');
      const rows = await db
        .select({ id: couponCompanies.id, companyName: couponCompanies.companyName, banner: couponCompanies.banner, couponCount: counts.n })
        .from(couponCompanies)
        .leftJoin(counts, eq(counts.companyId, couponCompanies.id))
        .where(isNull(couponCompanies.deletedAt))
        .orderBy(asc(couponCompanies.companyName), asc(couponCompanies.id));
      return rows.map((r) => ({ ...r, couponCount: Number(r.couponCount ?? 0) }));
    },

    /** The company and its banner in one transaction: no company without its image, no orphan image. */
    async create(companyName: string, banner: StoredImage): Promise<Company> {
      return afterWrite(db.transaction(async (tx) => {
        const [same] = await tx
          .select({ id: couponCompanies.id })
          .from(couponCompanies)
          .where(and(sql`lower(${couponCompanies.companyName}) = lower(${companyName})`, isNull(couponCompanies.deletedAt)));
        if (same) throw conflict(M.companyNameTaken, { name: companyName });
        const name = await storeImage(tx, banner);
        const [row] = await tx.insert(couponCompanies).values({ companyName, banner: name }).returning();
        return { id: row!.id, companyName: row!.companyName, banner: row!.banner, couponCount: 0 };
      }), caches.catalogue);
    },

    /** A new name and/or banner; the replaced banner goes in the same transaction. */
    async update(id: number, companyName: string | undefined, banner: StoredImage | null): Promise<Company> {
      return afterWrite(db.transaction(async (tx) => {
        const current = await liveCompany(tx, id);
        if (companyName !== undefined) {
          const [same] = await tx
            .select({ id: couponCompanies.id })
            .from(couponCompanies)
            .where(and(sql`lower(${couponCompanies.companyName}) = lower(${companyName})`, isNull(couponCompanies.deletedAt), ne(couponCompanies.id, id)));
          if (same) throw conflict(M.companyNameTaken, { name: companyName });
        }
        const name = banner ? await storeImage(tx, banner) : undefined;
        await tx
          .update(couponCompanies)
          .set({ ...(companyName !== undefined && { companyName }), ...(name !== undefined && { banner: name }) })
          .where(eq(couponCompanies.id, id));
        if (name !== undefined) await deleteImage(tx, current.banner);
        const [row] = await tx.select().from(couponCompanies).where(eq(couponCompanies.id, id));
        const [counted] = await tx.select({ n: count() }).from(coupons).where(and(eq(coupons.companyId, id), isNull(coupons.deletedAt)));
        return { id: row!.id, companyName: row!.companyName, banner: row!.banner, couponCount: Number(counted?.n ?? 0) };
      }), caches.catalogue);
    },

    /** Soft-deletes the company and its coupons together; they leave the catalogue at once. */
    async remove(id: number): Promise<void> {
      await afterWrite(db.transaction(async (tx) => {
        await liveCompany(tx, id);
        const now = new Date();
        await tx.update(couponCompanies).set({ deletedAt: now }).where(eq(couponCompanies.id, id));
        await tx
          .update(coupons)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(eq(coupons.companyId, id), isNull(coupons.deletedAt)));
      }), caches.catalogue);
    },
  };
}
