// Every redemption in a time range (admin), for the dashboard's CSV export: who, which
// coupon of which company, the code handed out, the points spent, when. Paged, oldest first.
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvAnswer } from '@/shared/contract/account';
import { envelopeSchema } from '@/shared/contract/envelope';
import {
  REDEMPTIONS_CSV_HEADER,
  redemptionReportPage,
  redemptionReportQuery,
  redemptionsCsvQuery,
  type RedemptionReportQuery,
} from '@/shared/contract/redemption-report';
import type { Db } from '@/server/db/client';
import { couponCompanies, coupons, redemptions, users } from '@/server/db/schema';
import { CSV_BATCH, sendCsv, type CsvBatches } from '@/server/lib/http/csv-stream';
import { ok } from '@/server/lib/http/envelope';
import { beyond, cursorValue, type Key } from '@/server/lib/http/keyset';
import { API_PATHS } from '@/shared/api-paths';
import { ADMINS } from '@/server/lib/auth/access';

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

const REDEEMED: Key = { column: redemptions.createdAt, type: 'timestamptz', tieBreaker: redemptions.id, descending: false };

/** The range's redemptions, oldest first, in keyset batches along redemptions_created_idx. */
function csvBatches(db: Db, from: string, to: string): CsvBatches<[string, number]> {
  const range = and(gte(redemptions.createdAt, new Date(from)), lt(redemptions.createdAt, new Date(to)));
  return async (after) => {
    const rows = await db
      .select({ r: redemptions, cursor: cursorValue(REDEEMED), userName: users.name, userEmail: users.email, coupon: coupons.description, company: couponCompanies.companyName })
      .from(redemptions)
      .innerJoin(users, eq(redemptions.userId, users.id))
      .innerJoin(coupons, eq(redemptions.couponId, coupons.id))
      .leftJoin(couponCompanies, eq(coupons.companyId, couponCompanies.id))
      .where(and(range, after ? beyond(REDEEMED, after, 'after') : sql`true`))
      .orderBy(asc(redemptions.createdAt), asc(redemptions.id))
      .limit(CSV_BATCH);
    const last = rows.at(-1);
    return {
      rows: rows.map(({ r, userName, userEmail, coupon, company }) => [r.createdAt.toISOString(), r.id, r.userId, userName, userEmail, company, r.couponId, coupon, r.code, r.pointsSpent]),
      last: last ? [last.cursor, last.r.id] : null,
    };
  };
}

export const redemptionReportRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.redemptions.report,
    {
      config: { access: ADMINS },
      schema: {
        tags: ['coupons'],
        querystring: redemptionReportQuery,
        description: 'Admin. Redemptions with from <= redeemed < to (ISO date-times), oldest first, paged.',
        response: { 200: envelopeSchema(redemptionReportPage) },
      },
    },
    async (request) => ok(await redemptionReport(db, request.query), 'Redemptions fetched'),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.redemptions.reportCsv,
    {
      config: { access: ADMINS },
      schema: {
        tags: ['coupons'],
        querystring: redemptionsCsvQuery,
        description: 'Admin. Redemptions with from <= redeemed < to as CSV, oldest first (text/csv, streamed: not the JSON envelope).',
        response: { 200: csvAnswer('One line per redemption, under the header line.') },
      },
    },
    async (request, reply) =>
      sendCsv(reply, `rebox-redemptions-${request.query.from.slice(0, 10)}-to-${request.query.to.slice(0, 10)}.csv`, REDEMPTIONS_CSV_HEADER, csvBatches(db, request.query.from, request.query.to)),
  );
};
