// The seed's own writes: demo accounts and their points. The seed sits with the database, below
// the modules, so it writes rows itself rather than calling services; what it writes keeps the
// ledger's rule all the same (a balance is the sum of its entries, written together).
import { eq, sql } from 'drizzle-orm';
import type { LedgerReason } from '@/shared/contract/points';
import type { Role } from '@/shared/roles';
import { newUserCode } from '@/server/lib/user-code';
import type { Tx } from '@/server/db/client';
import { pointsLedger, users } from '@/server/db/schema';

export async function seedAccount(tx: Tx, input: { name: string; email: string; role: Role; passwordHash: string }) {
  const [row] = await tx.insert(users).values({ ...input, userCode: newUserCode() }).returning();
  return row!;
}

/** A ledger entry dated `at` and the balance moved by it. */
export async function seedCredit(
  tx: Tx,
  entry: { userId: number; delta: number; reason: LedgerReason; sourceType: string; sourceId?: number; note: string; actorId?: number; at?: Date },
): Promise<void> {
  await tx.insert(pointsLedger).values({
    userId: entry.userId,
    delta: entry.delta,
    reason: entry.reason,
    sourceType: entry.sourceType,
    sourceId: entry.sourceId ?? null,
    note: entry.note,
    actorId: entry.actorId ?? null,
    ...(entry.at && { createdAt: entry.at }),
  });
  await tx
    .update(users)
    .set({ availableRewardPoints: sql`${users.availableRewardPoints} + ${entry.delta}` })
    .where(eq(users.id, entry.userId));
}
