// Returns reported by the recycler: pending until a distributor, the store's business user
// or an admin confirms (credited once) or rejects (nothing credited).
import { and, count, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/envelope';
import type { BoxReturn, ReportReturnBody } from '../../../shared/contract/returns';
import type { Db } from '../../db/client';
import { afterWrite, type ReadCaches } from '../../lib/read-cache';
import { boxReturns, stores } from '../../db/schema';
import type { Caller } from '../../lib/authorization';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { applyPoints } from '../points/points-ledger.queries';
import type { Tx } from '../../db/client';
import { readSettings } from '../settings/settings.service';
import { boxesNote, checkStore, pageOfReturns, storeScope } from './return-rules';
import { findReturn } from './return-view';

/** Enough for honest use; stops one account from flooding the staff's queue. */
export const MAX_PENDING_REPORTS = 20;

export function createReturnReportService(db: Db, caches: ReadCaches) {
  /** Loads a pending-or-decided return the caller may decide, or says why not. */
  async function decidable(tx: Tx, caller: Caller, id: number) {
    const [row] = await tx
      .select({ ret: boxReturns, storeOwner: stores.ownerId, storeName: stores.name })
      .from(boxReturns)
      .leftJoin(stores, eq(stores.id, boxReturns.storeId))
      .where(eq(boxReturns.id, id));
    if (!row) throw notFound(`There is no return with id ${id}.`);
    if (caller.role === 'BUSINESS_USER' && row.storeOwner !== caller.userId) {
      throw forbidden('This return was not reported at one of your stores.');
    }
    return row;
  }

  /** Moves a pending return to its decision; the status guard makes a second decision a no-op. */
  async function decide(tx: Tx, caller: Caller, id: number, status: 'confirmed' | 'rejected', points: number | null) {
    const [updated] = await tx
      .update(boxReturns)
      .set({ status, points, decidedBy: caller.userId, decidedAt: sql`now()` })
      .where(and(eq(boxReturns.id, id), eq(boxReturns.status, 'pending')))
      .returning();
    if (!updated) {
      const [current] = await tx.select({ status: boxReturns.status }).from(boxReturns).where(eq(boxReturns.id, id));
      throw conflict(`This return was already ${current?.status ?? 'decided'}.`);
    }
    return updated;
  }

  return {
    async report(caller: Caller, body: ReportReturnBody): Promise<BoxReturn> {
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ n: count() })
          .from(boxReturns)
          .where(and(eq(boxReturns.reportedBy, caller.userId), eq(boxReturns.status, 'pending')));
        if (Number(pending?.n ?? 0) >= MAX_PENDING_REPORTS) {
          throw conflict(`You have ${MAX_PENDING_REPORTS} returns waiting for confirmation; report more once staff have checked them.`);
        }
        const store = body.storeId !== undefined ? await checkStore(tx, null, body.storeId) : null;
        const [row] = await tx
          .insert(boxReturns)
          .values({ userId: caller.userId, boxes: body.boxes, status: 'pending', storeId: store?.id ?? null, location: body.location, reportedBy: caller.userId })
          .returning({ id: boxReturns.id });
        return (await findReturn(tx, row!.id))!;
      });
    },

    myReports: (caller: Caller, page: number, pageSize: number): Promise<Page<BoxReturn>> =>
      pageOfReturns(db, eq(boxReturns.reportedBy, caller.userId), page, pageSize),

    pending: (caller: Caller, page: number, pageSize: number): Promise<Page<BoxReturn>> =>
      pageOfReturns(db, and(eq(boxReturns.status, 'pending'), storeScope(caller)), page, pageSize),

    async confirm(caller: Caller, id: number): Promise<BoxReturn> {
      return afterWrite(db.transaction(async (tx) => {
        const { ret, storeName } = await decidable(tx, caller, id);
        const { pointsPerBox } = await readSettings(tx);
        const points = ret.boxes * pointsPerBox;
        await decide(tx, caller, id, 'confirmed', points);
        await applyPoints(tx, {
          userId: ret.userId,
          delta: points,
          reason: 'return',
          sourceType: 'box_return',
          sourceId: id,
          note: boxesNote(ret.boxes, storeName ?? ret.location),
          actorId: caller.userId,
        });
        return (await findReturn(tx, id))!;
      }), caches.callers);
    },

    async reject(caller: Caller, id: number): Promise<BoxReturn> {
      return db.transaction(async (tx) => {
        await decidable(tx, caller, id);
        await decide(tx, caller, id, 'rejected', null);
        return (await findReturn(tx, id))!;
      });
    },
  };
}
