// What closing an account (deleted, or deactivated by staff) does to the work waiting for it.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { boxReturns, notifications, pushSubscriptions } from '@/server/db/schema';

/** The sentence the reports keep, in English like every stored reason. */
export const ACCOUNT_CLOSED_REASON = 'The account was closed before the report was decided.';

/** Its pending reports leave every queue (rejected with a reason), so no credit can reach it later. */
export async function withdrawPendingReports(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(boxReturns)
    .set({ status: 'rejected', reason: ACCOUNT_CLOSED_REASON, decidedAt: sql`now()` })
    .where(and(eq(boxReturns.userId, userId), eq(boxReturns.status, 'pending')));
}

/** A deleted account's devices get no more pushes, and its inbox goes with it. */
export async function forgetNotifications(tx: Tx, userId: number): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
