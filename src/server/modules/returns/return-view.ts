// One query shape for box returns wherever they are listed (recorder, reports, pending,
// a store's recent returns), so every list carries the same names and fields.
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BoxReturn, ReturnStatus } from '@/shared/contract/returns';
import { boxReturns, stores, users } from '@/server/db/schema';
import type { Tx } from '@/server/db/client';
import { cursorValue, type Key } from '@/server/lib/http/keyset';

const decider = alias(users, 'decider');

/** Every list's order, newest first: the keyset key of the pending indexes (migration 0006). */
export const RETURNS_KEY: Key = { column: boxReturns.createdAt, type: 'timestamptz', tieBreaker: boxReturns.id, descending: true };

export async function selectReturns(db: Tx, where: SQL | undefined, limit: number, offset = 0): Promise<BoxReturn[]> {
  return (await selectReturnRows(db, where, limit, offset)).map((r) => r.item);
}

/** The returns with each one's keyset cursor value; `oldestFirst` reads backwards (a `before` page). */
export async function selectReturnRows(db: Tx, where: SQL | undefined, limit: number, offset = 0, oldestFirst = false): Promise<{ item: BoxReturn; cursor: string }[]> {
  const rows = await db
    .select({
      cursor: cursorValue(RETURNS_KEY),
      row: boxReturns,
      userName: users.name,
      userCode: users.userCode,
      storeName: stores.name,
      decidedByName: decider.name,
    })
    .from(boxReturns)
    .innerJoin(users, eq(users.id, boxReturns.userId))
    .leftJoin(stores, eq(stores.id, boxReturns.storeId))
    .leftJoin(decider, eq(decider.id, boxReturns.decidedBy))
    .where(where)
    .orderBy(...(oldestFirst ? [asc(boxReturns.createdAt), asc(boxReturns.id)] : [desc(boxReturns.createdAt), desc(boxReturns.id)]))
    .limit(limit)
    .offset(offset);
  return rows.map(({ cursor, row, userName, userCode, storeName, decidedByName }) => ({
    cursor,
    item: {
      id: row.id,
      userId: row.userId,
      userName,
      userCode,
      boxes: row.boxes,
      status: row.status as ReturnStatus,
      storeId: row.storeId,
      storeName,
      location: row.location,
      points: row.points,
      reportedBy: row.reportedBy,
      decidedBy: row.decidedBy,
      decidedByName,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      reason: row.reason,
      reversedAt: row.reversedAt?.toISOString() ?? null,
      byPost: row.byPost,
    },
  }));
}

export async function findReturn(db: Tx, id: number): Promise<BoxReturn | undefined> {
  const [found] = await selectReturns(db, eq(boxReturns.id, id), 1);
  return found;
}
