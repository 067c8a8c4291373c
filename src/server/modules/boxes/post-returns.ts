// Boxes posted back by their recycler: the report names the boxes and waits; the depot's collect
// credits each posted box to whoever posted it, with no staff decision (the box itself is proof).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Outbox } from '../notifications/outbox';
import type { BoxCodeOutcome } from '@/shared/contract/boxes';
import type { Settings } from '@/shared/contract/settings';
import { queryRows, type Transaction } from '@/server/db/client';
import { boxEvents, boxes, boxReturns } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { applyPoints } from '../points/points-ledger.queries';
import { boxesNote } from '../returns/return-rules';
import { readCodes, type MovedBox } from './box-scans';

export const BY_POST_LOCATION = 'By post';

/** Marks each posted box (out, not posted yet) as this recycler's; the report for them, or null when none could be. */
export async function reportPosted(tx: Transaction, caller: Caller, typed: string[], location: string | undefined): Promise<{ returnId: number | null; outcomes: BoxCodeOutcome[] }> {
  const { valid, outcomes } = readCodes(typed);
  const rows =
    valid.length === 0
      ? []
      : await queryRows<{ id: number; code: string; state: string; trip: number; posted_return_id: number | null }>(
          tx,
          sql`select id, code, state, trip, posted_return_id from ${boxes} where code = any(${sql.param(valid)}::text[]) order by id for update`,
        );
  const posted: { id: number; code: string; trip: number }[] = [];
  for (const box of rows) {
    if (box.state !== 'out') outcomes.set(box.code, box.state === 'retired' ? 'retired' : box.state === 'returned' ? 'already_returned' : 'not_out');
    else if (box.posted_return_id !== null) outcomes.set(box.code, 'already_posted');
    else {
      outcomes.set(box.code, 'posted');
      posted.push({ id: Number(box.id), code: box.code, trip: Number(box.trip) });
    }
  }
  const answer = () => [...outcomes].map(([code, outcome]) => ({ code, outcome }));
  if (posted.length === 0) return { returnId: null, outcomes: answer() };
  const [report] = await tx
    .insert(boxReturns)
    .values({ userId: caller.userId, boxes: posted.length, status: 'pending', byPost: true, location: location || BY_POST_LOCATION, reportedBy: caller.userId })
    .returning({ id: boxReturns.id });
  const ids = posted.map((box) => box.id);
  await tx.update(boxes).set({ postedReturnId: report!.id }).where(inArray(boxes.id, ids));
  await tx.insert(boxEvents).values(posted.map((box) => ({ boxId: box.id, kind: 'posted', trip: box.trip, actorId: caller.userId, recyclerId: caller.userId, returnId: report!.id })));
  return { returnId: report!.id, outcomes: answer() };
}

/**
 * Credits the posted boxes among those just collected, per report: the report is confirmed with
 * its points so far, and each box's collected event carries its recycler and points. A report
 * of a closed account credits nothing (its boxes still come home).
 */
export async function creditCollectedPosts(tx: Transaction, caller: Caller, collected: MovedBox[], settings: Settings, outbox: Outbox): Promise<number> {
  const byReport = new Map<number, MovedBox[]>();
  for (const box of collected) if (box.postedReturnId !== null) byReport.set(box.postedReturnId, [...(byReport.get(box.postedReturnId) ?? []), box]);
  let credited = 0;
  for (const [reportId, posted] of byReport) {
    const points = posted.length * settings.pointsPerBox;
    const [report] = await tx
      .update(boxReturns)
      .set({ status: 'confirmed', points: sql`coalesce(${boxReturns.points}, 0) + ${points}`, decidedBy: caller.userId, decidedAt: sql`now()` })
      .where(
        and(
          eq(boxReturns.id, reportId),
          eq(boxReturns.byPost, true),
          inArray(boxReturns.status, ['pending', 'confirmed']),
          sql`exists (select 1 from users u where u.id = ${boxReturns.userId} and u.active and u.deleted_at is null)`,
        ),
      )
      .returning({ userId: boxReturns.userId });
    if (!report) continue;
    await applyPoints(tx, {
      userId: report.userId,
      delta: points,
      reason: 'return',
      sourceType: 'box_return',
      sourceId: reportId,
      note: boxesNote(posted.length, BY_POST_LOCATION),
      actorId: caller.userId,
    });
    await outbox.announce(tx, report.userId, { kind: 'points_credited', points, reason: 'box_post' });
    await tx
      .update(boxEvents)
      .set({ recyclerId: report.userId, returnId: reportId, points: settings.pointsPerBox })
      .where(
        and(
          inArray(boxEvents.boxId, posted.map((box) => box.id)),
          eq(boxEvents.kind, 'collected'),
          isNull(boxEvents.returnId),
          sql`${boxEvents.trip} = (select b.trip from boxes b where b.id = ${boxEvents.boxId})`,
        ),
      );
    credited += posted.length;
  }
  return credited;
}
