// The only way a balance changes: an entry in the ledger and the cached balance, together,
// inside the caller's transaction. A balance never goes below zero.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { LedgerReason } from '../../../shared/contract/points';
import { queryRows, type Db } from '../../db/client';
import { pointsLedger, users } from '../../db/schema';
import { conflict } from '../../lib/http-error';

export { LEDGER_REASONS, type LedgerReason } from '../../../shared/contract/points';

/** A transaction handle or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface LedgerEntry {
  userId: number;
  delta: number;
  reason: LedgerReason;
  sourceType: string;
  sourceId?: number | null;
  note?: string;
  actorId?: number | null;
}

/** Applies the entry; returns the new balance. Throws 409 when it would go below zero. */
export async function applyPoints(tx: Tx, entry: LedgerEntry): Promise<number> {
  const [updated] = await tx
    .update(users)
    .set({ availableRewardPoints: sql`${users.availableRewardPoints} + ${entry.delta}` })
    .where(and(eq(users.id, entry.userId), gte(users.availableRewardPoints, -entry.delta)))
    .returning({ balance: users.availableRewardPoints });
  if (!updated) throw conflict('Not enough points for this.');
  await tx.insert(pointsLedger).values({
    userId: entry.userId,
    delta: entry.delta,
    reason: entry.reason,
    sourceType: entry.sourceType,
    sourceId: entry.sourceId ?? null,
    note: entry.note ?? '',
    actorId: entry.actorId ?? null,
  });
  return updated.balance;
}

/** Users whose cached balance differs from the sum of their ledger entries (should be none). */
export async function findBalanceMismatches(db: Db): Promise<{ userId: number; balance: number; ledgerSum: number }[]> {
  const rows = await queryRows<{ user_id: number; balance: number; ledger_sum: string | number }>(db, sql`
    select u.id as user_id, u.available_reward_points as balance, coalesce(sum(l.delta), 0) as ledger_sum
    from users u left join points_ledger l on l.user_id = u.id
    group by u.id
    having u.available_reward_points <> coalesce(sum(l.delta), 0)`);
  return rows.map((r) => ({
    userId: Number(r.user_id),
    balance: Number(r.balance),
    ledgerSum: Number(r.ledger_sum),
  }));
}
