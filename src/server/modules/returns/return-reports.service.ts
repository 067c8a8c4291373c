// Returns reported by the recycler: pending until a distributor, the store's business user or
// store manager, or an admin confirms (credited once) or rejects with a reason (nothing
// credited); and the undo of a credited return by the person who credited it.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Page, PageCursors } from '@/shared/contract/envelope';
import { UNDO_WINDOW_MINUTES, withinUndoWindow, type BoxReturn, type BoxScanReturn, type ReportReturnBody } from '@/shared/contract/returns';
import type { Role } from '@/shared/roles';
import { SERVER_MESSAGES as M, type ServerMessage } from '@/shared/server-messages';
import type { Db, Tx } from '@/server/db/client';
import { boxReturns, stores, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { conflict, forbidden, HttpError, notFound } from '@/server/lib/http/http-error';
import { runIdempotent } from '@/server/lib/idempotency';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { applyPoints } from '../points/points-ledger.queries';
import { assertBoxesWithinLimit, chargeCredit } from '../points/credit-limits';
import { reportPosted } from '../boxes/post-returns';
import type { Outbox } from '../notifications/outbox';
import { readSettings } from '../settings/settings.service';
import { assertMayCredit } from '../users/account-rules';
import { boxesNote, checkStore, managedStoreIds, pageOfReturns, storeScope, type ReturnsPaging } from './return-rules';
import { findReturn } from './return-view';

/** Enough for honest use; stops one account from flooding the staff's queue. */
export const MAX_PENDING_REPORTS = 20;
export const REPORT_SCOPE = 'points/returns/report';
// A whole sentence per status (not the status word glued in), so each reads right when translated.
const ALREADY_DECIDED: Record<string, ServerMessage> = {
  pending: M.returnAlreadyPending,
  confirmed: M.returnAlreadyConfirmed,
  rejected: M.returnAlreadyRejected,
  reversed: M.returnAlreadyReversed,
};
const NOT_UNDOABLE: Record<string, ServerMessage> = { pending: M.undoPendingReturn, rejected: M.undoRejectedReturn, reversed: M.undoReversedReturn };
const REPORTED_MESSAGE = 'Return reported: points are credited once staff confirm it';

export function createReturnReportService(db: Db, caches: ReadCaches, outbox: Outbox) {
  /** Loads a pending-or-decided return the caller may decide, or says why not. */
  async function decidable(tx: Tx, caller: Caller, id: number) {
    const [row] = await tx
      .select({ ret: boxReturns, storeOwner: stores.ownerId, storeName: stores.name })
      .from(boxReturns)
      .leftJoin(stores, eq(stores.id, boxReturns.storeId))
      .where(eq(boxReturns.id, id));
    if (!row) throw notFound(M.noReturnWithId, { id });
    if (row.ret.byPost) throw conflict(M.postReturnNotDecided);
    if (caller.role === 'BUSINESS_USER' && row.storeOwner !== caller.userId) {
      throw forbidden(M.returnNotAtYourStore);
    }
    if (caller.role === 'STORE_MANAGER') {
      const managed = row.ret.storeId !== null && (await managedStoreIds(tx, caller.userId)).some((s) => s.id === row.ret.storeId);
      if (!managed) throw forbidden(M.returnNotAtManagedStore);
    }
    return row;
  }

  /** Moves a pending return to its decision; the status guard makes a second decision a no-op. */
  async function decide(tx: Tx, caller: Caller, id: number, status: 'confirmed' | 'rejected', points: number | null, reason: string | null = null) {
    const [updated] = await tx
      .update(boxReturns)
      .set({ status, points, reason, decidedBy: caller.userId, decidedAt: sql`now()` })
      .where(and(eq(boxReturns.id, id), eq(boxReturns.status, 'pending')))
      .returning();
    if (!updated) {
      const [current] = await tx.select({ status: boxReturns.status }).from(boxReturns).where(eq(boxReturns.id, id));
      throw conflict(ALREADY_DECIDED[current?.status ?? ''] ?? M.returnAlreadyDecided);
    }
    return updated;
  }

  return {
    /**
     * A report made offline is replayed by the device with the key it was given when made: a
     * repeat with the same key answers the first report and adds nothing.
     */
    async report(caller: Caller, body: ReportReturnBody, idempotencyKey: string | null = null) {
      const ref = idempotencyKey ? { userId: caller.userId, scope: REPORT_SCOPE, key: idempotencyKey, request: body } : null;
      return runIdempotent<BoxReturn | BoxScanReturn>(db, ref, async (tx) => {
        const [pending] = await tx
          .select({ n: count() })
          .from(boxReturns)
          .where(and(eq(boxReturns.reportedBy, caller.userId), eq(boxReturns.status, 'pending')));
        if (Number(pending?.n ?? 0) >= MAX_PENDING_REPORTS) {
          throw conflict(M.tooManyPendingReturns, { max: MAX_PENDING_REPORTS });
        }
        if (body.byPost) {
          const { returnId, outcomes } = await reportPosted(tx, caller, body.boxCodes!, body.location);
          if (returnId === null) return { status: 200, body: ok({ return: null, outcomes }, M.noBoxPosted) };
          return { status: 201, body: ok({ return: (await findReturn(tx, returnId))!, outcomes }, M.boxesPosted) };
        }
        assertBoxesWithinLimit(body.boxes!, await readSettings(tx));
        const store = body.storeId !== undefined ? await checkStore(tx, null, body.storeId) : null;
        const [row] = await tx
          .insert(boxReturns)
          .values({ userId: caller.userId, boxes: body.boxes!, status: 'pending', storeId: store?.id ?? null, location: body.location!, reportedBy: caller.userId })
          .returning({ id: boxReturns.id });
        return { status: 201, body: ok((await findReturn(tx, row!.id))!, REPORTED_MESSAGE) };
      });
    },

    myReports: (caller: Caller, paging: ReturnsPaging): Promise<Page<BoxReturn> & PageCursors> =>
      pageOfReturns(db, eq(boxReturns.reportedBy, caller.userId), paging),

    pending: (caller: Caller, paging: ReturnsPaging): Promise<Page<BoxReturn> & PageCursors> =>
      pageOfReturns(db, and(eq(boxReturns.status, 'pending'), eq(boxReturns.byPost, false), storeScope(db, caller)), paging),

    async confirm(caller: Caller, id: number): Promise<BoxReturn> {
      return afterWrite(db.transaction(async (tx) => {
        const { ret, storeName } = await decidable(tx, caller, id);
        const [account] = await tx
          .select({ id: users.id, role: users.role, name: users.name, active: users.active, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, ret.userId));
        assertMayCredit(caller, { ...account!, role: account!.role as Role });
        const settings = await readSettings(tx);
        const points = ret.boxes * settings.pointsPerBox;
        await chargeCredit(tx, { caller, recyclerId: account!.id, recyclerName: account!.name, points, fromReturn: true }, settings);
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
        await outbox.announce(tx, ret.userId, { kind: 'points_credited', points, reason: 'report' });
        return (await findReturn(tx, id))!;
      }), caches.callers);
    },

    /** Rejects a report with a reason the recycler reads in their reports. */
    async reject(caller: Caller, id: number, reason: string): Promise<BoxReturn> {
      return db.transaction(async (tx) => {
        await decidable(tx, caller, id);
        const rejected = await decide(tx, caller, id, 'rejected', null, reason);
        await outbox.announce(tx, rejected.userId, { kind: 'report_rejected', returnId: id, reason });
        return (await findReturn(tx, id))!;
      });
    },

    /**
     * Undoes a credited return (recorded at the counter or a confirmed report): only the person
     * who credited it, within UNDO_WINDOW_MINUTES. The return stays on record as `reversed`
     * with the reason, and a reversing ledger entry takes the points back; if the recycler has
     * already spent them the undo is refused.
     */
    async undo(caller: Caller, id: number, reason: string): Promise<BoxReturn> {
      return afterWrite(db.transaction(async (tx) => {
        const [ret] = await tx.select().from(boxReturns).where(eq(boxReturns.id, id)).for('update');
        if (!ret) throw notFound(M.noReturnWithId, { id });
        if (ret.byPost) throw conflict(M.postReturnNotDecided);
        if (ret.status !== 'confirmed') throw conflict(NOT_UNDOABLE[ret.status] ?? M.undoPendingReturn);
        if (ret.decidedBy !== caller.userId) throw forbidden(M.returnUndoNotYours);
        if (!withinUndoWindow(ret.decidedAt)) throw conflict(M.undoTooLate, { minutes: UNDO_WINDOW_MINUTES });
        await tx.update(boxReturns).set({ status: 'reversed', reason, reversedAt: sql`now()` }).where(eq(boxReturns.id, id));
        try {
          await applyPoints(tx, {
            userId: ret.userId,
            delta: -(ret.points ?? 0),
            reason: 'return',
            sourceType: 'box_return',
            sourceId: id,
            note: `Undone: ${reason}`,
            actorId: caller.userId,
          });
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409) throw conflict(M.returnPointsSpent);
          throw error;
        }
        await outbox.announce(tx, ret.userId, { kind: 'credit_undone', points: ret.points ?? 0, reason, returnId: id });
        return (await findReturn(tx, id))!;
      }), caches.callers);
    },
  };
}
