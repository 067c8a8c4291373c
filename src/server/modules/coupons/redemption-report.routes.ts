// Every redemption in a time range (admin), for the dashboard's CSV export: who, which
// coupon of which company, the code handed out, the points spent, when. Paged, oldest first.
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@/shared/contract/envelope';
import { redemptionReportPage, redemptionReportQuery, type RedemptionReportQuery } from '@/shared/contract/redemption-report';
import type { Db } from '@/server/db/client';
import { couponCompanies, coupons, redemptions, users } from '@/server/db/schema';
import { ok } from '@/server/lib/envelope';

export async function redemptionReport(db: Db, query: RedemptionReportQuery) {
  const where = and(gte(redemptions.createdAt, new Date(query.from)), lt(redemptions.createdAt, new Date(query.to)));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        redemption: redemptions,
        userName: users.name,
        userEmail: users.email,
        couponDescription: coupons.description,
        companyName: couponCompanies.companyName,
      })
      .from(redemptions)
      .innerJoin(users, eq(redemptions.userId, users.id))
      .innerJoin(coupons, eq(redemptions.couponId, coupons.id))
      .leftJoin(couponCompanies, eq(coupons.companyId, couponCompanies.id))
      .where(where)
      .orderBy(asc(redemptions.createdAt), asc(redemptions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(redemptions).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      redemptionId: r.redemption.id,
      redeemedAt: r.redemption.createdAt.toISOString(),
      userId: r.redemption.userId,
      userName: r.userName,
      userEmail: r.userEmail,
      couponId: r.redemption.couponId,
      couponDescription: r.couponDescription,
      companyName: r.companyName ?? null,
      couponCode: r.redemption.code,
      pointsSpent: r.redemption.pointsSpent,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const redemptionReportRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/coupon/redemptions',
    {
      schema: {
        tags: ['coupons'],
        querystring: redemptionReportQuery,
        description: 'Admin. Redemptions with from <= redeemed < to (ISO date-times), oldest first, paged.',
        response: { 200: envelopeSchema(redemptionReportPage) },
      },
    },
    async (request) => ok(await redemptionReport(db, request.query), 'Redemptions fetched'),
  );
};
