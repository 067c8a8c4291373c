// The super admin's limits on crediting (product.md, Limits on crediting): boxes per return,
// points one staff account may credit in a UTC day, points one recycler may receive from
// returns in a UTC day. Each day's total is one row raised by a conditional upsert inside the
// credit's transaction: parallel credits queue on that row, and the one that would pass the
// limit raises nothing and is refused, so no limit is passed under concurrency.
import { sql } from 'drizzle-orm';
import type { Settings } from '@/shared/contract/settings';
import { isAdmin } from '@/shared/roles';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import { queryRows, type Tx } from '@/server/db/client';
import { creditTotals } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { conflict } from '@/server/lib/http/http-error';

export type CreditKind = 'staff' | 'recycler_returns';

/** Raises the day's total by `points` when it stays within `limit`; false when it would not. */
async function raiseWithin(tx: Tx, kind: CreditKind, accountId: number, points: number, limit: number): Promise<boolean> {
  if (points > limit) return false;
  const rows = await queryRows<{ points: number }>(
    tx,
    sql`insert into ${creditTotals} (kind, account_id, day, points)
        values (${kind}, ${accountId}::int, (now() at time zone 'UTC')::date, ${points}::int)
        on conflict (kind, account_id, day) do update set points = ${creditTotals}.points + excluded.points
        where ${creditTotals}.points + excluded.points <= ${limit}::int
        returning points`,
  );
  return rows.length > 0;
}

export function assertBoxesWithinLimit(boxes: number, limits: Pick<Settings, 'maxBoxesPerReturn'>): void {
  if (boxes > limits.maxBoxesPerReturn) throw conflict(M.limitBoxesPerReturn, { max: limits.maxBoxesPerReturn });
}

/**
 * Counts a credit against the limits, in the credit's transaction (a refusal rolls it back).
 * Admins' own credits are not counted against the staff limit: they set the limits, and each
 * of their adjustments carries a reason; a recycler's limit counts whoever credits.
 */
export async function chargeCredit(
  tx: Tx,
  credit: { caller: Caller; recyclerId: number; recyclerName: string; points: number; fromReturn: boolean },
  limits: Pick<Settings, 'maxStaffPointsPerDay' | 'maxRecyclerReturnPointsPerDay'>,
): Promise<void> {
  if (credit.points <= 0) return;
  // The recycler's row first, then the staff's: one order, so two credits never wait on each other in a circle.
  if (credit.fromReturn && !(await raiseWithin(tx, 'recycler_returns', credit.recyclerId, credit.points, limits.maxRecyclerReturnPointsPerDay))) {
    throw conflict(M.limitRecyclerPerDay, { name: credit.recyclerName, max: limits.maxRecyclerReturnPointsPerDay });
  }
  if (!isAdmin(credit.caller.role) && !(await raiseWithin(tx, 'staff', credit.caller.userId, credit.points, limits.maxStaffPointsPerDay))) {
    throw conflict(M.limitStaffPerDay, { max: limits.maxStaffPointsPerDay });
  }
}
