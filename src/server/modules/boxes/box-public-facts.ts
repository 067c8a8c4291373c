// What the HTML of a box's page shows before the app runs (server/box-frame.ts): the facts
// anyone holding the box may know, in one read by the code's unique index.
import { eq } from 'drizzle-orm';
import type { PublicBoxFacts } from '@/shared/box-frame-words';
import type { Db } from '@/server/db/client';
import { boxes, settings } from '@/server/db/schema';

/** `code` as stored; null when no box has it (or the settings row is not made yet: the app's own call makes it). */
export async function publicBoxFacts(db: Db, code: string): Promise<PublicBoxFacts | null> {
  const [row] = await db.select({ state: boxes.state, pointsPerBox: settings.pointsPerBox }).from(boxes).leftJoin(settings, eq(settings.id, 1)).where(eq(boxes.code, code));
  if (!row || row.pointsPerBox === null) return null;
  return { returnable: row.state === 'out', pointsForReturning: row.pointsPerBox };
}
