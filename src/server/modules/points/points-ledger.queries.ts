// The only way a balance changes: an entry in the ledger and the cached balance, together,
// inside the caller's transaction. A balance never goes below zero.
// Hand-tuned SQL (one statement per entry, the source row inserted in the same statement): it is
// on the path of every redemption; `npm run bench -- api` measures it (tests/bench/README.md).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LedgerReason } from '@/shared/contract/points';
import { queryRows, type Db, type Transaction, type Tx } from '@/server/db/client';
import { pointsLedger, users } from '@/server/db/schema';
import { conflict } from '@/server/lib/http/http-error';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export { LEDGER_REASONS, type LedgerReason } from '@/shared/contract/points';

export interface LedgerEntry {
  userId: number;
  delta: number;
  reason: LedgerReason;
  sourceType: string;
  sourceId?: number | null;
  note?: string;
  actorId?: number | null;
}

/**
 * Applies the entry; returns the new balance. Throws 409 when it would go below zero.
 * One statement, one round trip (it is on the path of every redemption): the balance moves
 * only when it stays at or above zero, and the ledger row is written only for a row that
 * moved, so the two never disagree.
 */
export async function applyPoints(tx: Tx, entry: LedgerEntry): Promise<number> {
  const [moved] = await queryRows<{ balance: number }>(tx, ledgerStatement(entry, null));
  if (!moved) throw conflict(M.notEnoughPointsForThis);
  return Number(moved.balance);
}

/**
 * Inserts the row the entry stems from (`insertSource`, an INSERT ... RETURNING id: a
 * redemption, a box return) and applies the entry pointing at it, in the same statement:
 * one round trip less on the busiest path. Inside a transaction only: when the balance may
 * not move, the statement has inserted the source row and the 409 must roll it back.
 */
export async function recordAndApplyPoints(
  tx: Transaction,
  insertSource: SQLWrapper,
  entry: Omit<LedgerEntry, 'sourceId'>,
): Promise<{ sourceId: number; balance: number }> {
  const [moved] = await queryRows<{ balance: number; source_id: number }>(tx, ledgerStatement(entry, insertSource));
  if (!moved) throw conflict(M.notEnoughPointsForThis);
  return { sourceId: Number(moved.source_id), balance: Number(moved.balance) };
}

function ledgerStatement(entry: LedgerEntry, insertSource: SQLWrapper | null): SQL {
  const source = insertSource ? sql`source as (${insertSource.getSQL()}), ` : sql``;
  const sourceId = insertSource ? sql`(select id from source)` : sql`${entry.sourceId ?? null}::int`;
  return sql`with ${source}moved as (
      update ${users} set available_reward_points = available_reward_points + ${entry.delta}::int
      where id = ${entry.userId}::int and available_reward_points >= ${-entry.delta}::int
      returning available_reward_points as balance
    ), written as (
      insert into ${pointsLedger} (user_id, delta, reason, source_type, source_id, note, actor_id)
      select ${entry.userId}::int, ${entry.delta}::int, ${entry.reason}::text, ${entry.sourceType}::text,
             ${sourceId}, ${entry.note ?? ''}::text, ${entry.actorId ?? null}::int
      from moved
    )
    select balance, ${sourceId} as source_id from moved`;
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
