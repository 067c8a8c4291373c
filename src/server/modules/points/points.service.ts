// Points history: a user's ledger, newest first. Read-only; balances change only through
// applyPoints (points-ledger.ts).
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LedgerReason, PointsHistoryAnswer, PointsHistoryQuery } from '@/shared/contract/points';
import type { Db } from '@/server/db/client';
import { pointsLedger, users } from '@/server/db/schema';
import { notFound } from '@/server/lib/http/http-error';
import { beyond, cursorValue, decodeCursor, encodeCursor, keysetWindow, type Key } from '@/server/lib/http/keyset';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

const actors = alias(users, 'actors');

export function createPointsService(db: Db) {
  return {
    async history(userId: number, query: PointsHistoryQuery): Promise<PointsHistoryAnswer> {
      const [owner] = await db
        .select({ balance: users.availableRewardPoints })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (!owner) throw notFound(M.noUserWithId, { id: userId });
      const where = eq(pointsLedger.userId, userId);
      // Newest first; a cursor page is read from ledger_user_idx (user, time, id) at any depth.
      const key: Key = { column: pointsLedger.createdAt, type: 'timestamptz', tieBreaker: pointsLedger.id, descending: true };
      const cursor = query.before ?? query.after;
      const direction = query.before !== undefined ? 'before' : 'after';
      const bound = cursor ? beyond(key, decodeCursor(cursor, direction, key.type), direction) : undefined;
      const order = direction === 'before' ? [asc(pointsLedger.createdAt), asc(pointsLedger.id)] : [desc(pointsLedger.createdAt), desc(pointsLedger.id)];
      const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: pointsLedger, actorId: actors.id, actorName: actors.name, cursor: cursorValue(key) })
          .from(pointsLedger)
          .leftJoin(actors, eq(pointsLedger.actorId, actors.id))
          .where(and(where, bound))
          .orderBy(...order)
          .limit(query.pageSize + 1)
          .offset(offset),
        db.select({ n: count() }).from(pointsLedger).where(where),
      ]);
      const window = keysetWindow(rows, query.pageSize, { direction, from: cursor || offset > 0 ? 'cursor' : 'edge' }, (r) => encodeCursor(r.cursor, r.entry.id), (r) => r);
      return {
        items: window.items.map(({ entry, actorId, actorName }) => ({
          id: entry.id,
          reason: entry.reason as LedgerReason,
          delta: entry.delta,
          note: entry.note,
          createdAt: entry.createdAt.toISOString(),
          source: { type: entry.sourceType, id: entry.sourceId },
          actor: actorId !== null && actorName !== null ? { id: actorId, name: actorName } : null,
        })),
        next: window.next,
        previous: window.previous,
        total: Number(total?.n ?? 0),
        page: cursor ? 1 : query.page,
        pageSize: query.pageSize,
        balance: owner.balance,
      };
    },
  };
}
