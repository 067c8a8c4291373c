// Returns recorded by staff (distributor, business user at their store, admin): credited at once.
import { eq, sql } from 'drizzle-orm';
import type { Page, PageCursors } from '@/shared/contract/envelope';
import type { BoxReturn, RecordReturnBody, UserByCode } from '@/shared/contract/returns';
import type { Db } from '@/server/db/client';
import { afterWrite, type ReadCaches } from '@/server/lib/read-cache';
import { boxReturns } from '@/server/db/schema';
import type { Caller } from '@/server/lib/authorization';
import { ok } from '@/server/lib/envelope';
import { runIdempotent } from '@/server/lib/idempotency';
import { recordAndApplyPoints } from '../points/points-ledger.queries';
import { assertBoxesWithinLimit, chargeCredit } from '../points/credit-limits';
import { readSettings } from '../settings/settings.service';
import { boxesNote, checkStore, findRecycler, pageOfReturns, refuseUnconfirmedRepeat, requireStoreForBusiness, type ReturnsPaging } from './return-rules';
import { findReturn } from './return-view';

export const RECORD_SCOPE = 'points/returns';

export function createReturnService(db: Db, caches: ReadCaches) {
  return {
    /** Credits boxes × points per box in one transaction with the return; a repeated key credits once. */
    async record(caller: Caller, body: RecordReturnBody, idempotencyKey: string | null) {
      requireStoreForBusiness(caller, body.storeId);
      const ref = idempotencyKey ? { userId: caller.userId, scope: RECORD_SCOPE, key: idempotencyKey, request: body } : null;
      return afterWrite(runIdempotent<BoxReturn>(db, ref, async (tx) => {
        const recycler = await findRecycler(tx, body);
        const store = body.storeId !== undefined ? await checkStore(tx, caller, body.storeId) : null;
        const settings = await readSettings(tx);
        assertBoxesWithinLimit(body.boxes, settings);
        const points = body.boxes * settings.pointsPerBox;
        // After the charge: it queues parallel credits to this recycler, so a twin sent at the same moment sees this one.
        await chargeCredit(tx, { caller, recyclerId: recycler.id, recyclerName: recycler.name, points, fromReturn: true }, settings);
        if (!body.confirmRepeat) await refuseUnconfirmedRepeat(tx, caller, recycler, body.boxes, store?.id ?? null);
        // The return row, the balance and its ledger entry: one statement.
        const { sourceId: returnId } = await recordAndApplyPoints(
          tx,
          tx
            .insert(boxReturns)
            .values({
              userId: recycler.id,
              boxes: body.boxes,
              status: 'confirmed',
              storeId: store?.id ?? null,
              location: body.location ?? store?.name ?? '',
              points,
              reportedBy: caller.userId,
              decidedBy: caller.userId,
              decidedAt: sql`now()`,
            })
            .returning({ id: boxReturns.id }),
          {
            userId: recycler.id,
            delta: points,
            reason: 'return',
            sourceType: 'box_return',
            note: boxesNote(body.boxes, store?.name ?? body.location ?? null),
            actorId: caller.userId,
          },
        );
        const recorded = (await findReturn(tx, returnId))!;
        return { status: 201, body: ok(recorded, `${points} points credited to ${recycler.name}`) };
      }), caches.callers);
    },

    /** The returns this staff member recorded or confirmed, newest first. */
    mine: (caller: Caller, paging: ReturnsPaging): Promise<Page<BoxReturn> & PageCursors> =>
      pageOfReturns(db, eq(boxReturns.decidedBy, caller.userId), paging),

    async byCode(code: string): Promise<UserByCode> {
      const recycler = await findRecycler(db, { userCode: code });
      return { user_id: recycler.id, name: recycler.name, user_code: recycler.userCode };
    },
  };
}
