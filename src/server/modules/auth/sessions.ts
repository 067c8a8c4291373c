// Sessions on the server: one row per sign-in, named by the token's `sid`. Ending one takes
// effect on the next request in this process (the callers' cache is emptied by the caller of
// these functions) and within the cache's second on other processes sharing the database.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { newSessionId } from '@/server/lib/auth/tokens';

export async function startSession(tx: Tx, userId: number): Promise<string> {
  const id = newSessionId();
  await tx.insert(sessions).values({ id, userId });
  return id;
}

export async function endSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ endedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Every open session of the account, but `keep` (the caller's own, after their password change). */
export async function endSessionsOf(tx: Tx, userId: number, keep?: string | null): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep ? ne(sessions.id, keep) : undefined));
}
