// Points history: a user's ledger, newest first. Read-only; balances change only through
// applyPoints (points-ledger.ts).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LedgerReason, PointsHistoryAnswer, PointsHistoryQuery } from '@/shared/contract/points';
import type { Db } from '@/server/db/client';
import { pointsLedger, users } from '@/server/db/schema';
import { notFound } from '@/server/lib/http-error';

const actors = alias(users, 'actors');

export function createPointsService(db: Db) {
  return {
    async history(userId: number, query: PointsHistoryQuery): Promise<PointsHistoryAnswer> {
      const [owner] = await db
        .select({ balance: users.availableRewardPoints })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (!owner) throw notFound(`There is no user with id ${userId}.`);
      const where = eq(pointsLedger.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: pointsLedger, actorId: actors.id, actorName: actors.name })
          .from(pointsLedger)
          .leftJoin(actors, eq(pointsLedger.actorId, actors.id))
          .where(where)
          .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(pointsLedger).where(where),
      ]);
      return {
        items: rows.map(({ entry, actorId, actorName }) => ({
          id: entry.id,
          reason: entry.reason as LedgerReason,
          delta: entry.delta,
          note: entry.note,
          createdAt: entry.createdAt.toISOString(),
          source: { type: entry.sourceType, id: entry.sourceId },
          actor: actorId !== null && actorName !== null ? { id: actorId, name: actorName } : null,
        })),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
        balance: owner.balance,
      };
    },
  };
}
