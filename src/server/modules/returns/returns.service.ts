// Returns recorded by staff (distributor, business user at their store, admin): credited at once,
// for a count of boxes or for the boxes scanned.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BoxReturn, BoxScanReturn, RecordReturnBody, UserByCode } from '@/shared/contract/returns';
import type { Settings } from '@/shared/contract/settings';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import type { Db, Transaction } from '@/server/db/client';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { boxEvents, boxReturns } from '@/server/db/schema';
import { conflict } from '@/server/lib/http/http-error';
import type { Caller } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { runIdempotent } from '@/server/lib/idempotency';
import { recordAndApplyPoints } from '../points/points-ledger.queries';
import { assertBoxesWithinLimit, chargeCredit } from '../points/credit-limits';
import { moveBoxes } from '../boxes/box-scans';
import type { Outbox } from '../notifications/outbox';
import { readSettings } from '../settings/settings.service';
import { boxesNote, checkStore, findRecycler, refuseUnconfirmedRepeat, requireStoreForBusiness, type Recycler } from './return-rules';
import { findReturn } from './return-view';

export const RECORD_SCOPE = 'points/returns';

/**
 * The return row, the balance and its ledger entry (one statement), within the crediting
 * limits; `beforeCredit` runs after the day's charge, which queues parallel credits to this
 * recycler, so a twin sent at the same moment sees this one.
 */
async function creditReturn(
  tx: Transaction,
  caller: Caller,
  recycler: Recycler,
  place: { store: { id: number; name: string } | null; location: string | null },
  boxes: number,
  settings: Settings,
  outbox: Outbox,
  beforeCredit?: () => Promise<void>,
): Promise<BoxReturn> {
  assertBoxesWithinLimit(boxes, settings);
  const points = boxes * settings.pointsPerBox;
  await chargeCredit(tx, { caller, recyclerId: recycler.id, recyclerName: recycler.name, points, fromReturn: true }, settings);
  await beforeCredit?.();
  const { sourceId: returnId } = await recordAndApplyPoints(
    tx,
    tx
      .insert(boxReturns)
      .values({
        userId: recycler.id,
        boxes,
        status: 'confirmed',
        storeId: place.store?.id ?? null,
        location: place.location ?? place.store?.name ?? '',
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
      note: boxesNote(boxes, place.store?.name ?? place.location),
      actorId: caller.userId,
    },
  );
  await outbox.announce(tx, recycler.id, { kind: 'points_credited', points, reason: 'return' });
  return (await findReturn(tx, returnId))!;
}

export function createReturnService(db: Db, caches: ReadCaches, outbox: Outbox) {
  return {
    /**
     * Credits boxes × points per box in one transaction with the return; a repeated key credits
     * once. Scanned boxes credit once per trip each, whoever scans them; a count is refused when
     * the super admin requires codes.
     */
    async record(caller: Caller, body: RecordReturnBody, idempotencyKey: string | null) {
      requireStoreForBusiness(caller, body.storeId);
      const ref = idempotencyKey ? { userId: caller.userId, scope: RECORD_SCOPE, key: idempotencyKey, request: body } : null;
      return afterWrite(runIdempotent<BoxReturn | BoxScanReturn>(db, ref, async (tx) => {
        const recycler = await findRecycler(tx, body);
        const store = body.storeId !== undefined ? await checkStore(tx, caller, body.storeId) : null;
        const settings = await readSettings(tx);
        const place = { store, location: body.location ?? null };
        if (body.boxCodes) {
          const { outcomes, moved } = await moveBoxes(tx, body.boxCodes, {
            from: ['out'],
            to: 'returned',
            event: 'returned',
            done: 'credited',
            clientId: null,
            actorId: caller.userId,
            recyclerId: recycler.id,
            storeId: store?.id ?? null,
            pointsPerBox: settings.pointsPerBox,
          });
          if (moved.length === 0) return { status: 200, body: ok({ return: null, outcomes }, M.noBoxCredited) };
          const recorded = await creditReturn(tx, caller, recycler, place, moved.length, settings, outbox);
          await tx
            .update(boxEvents)
            .set({ returnId: recorded.id })
            .where(and(inArray(boxEvents.boxId, moved.map((box) => box.id)), eq(boxEvents.kind, 'returned'), isNull(boxEvents.returnId)));
          return { status: 201, body: ok({ return: recorded, outcomes }, `${recorded.points} points credited to ${recycler.name}`) };
        }
        if (settings.boxCodesRequired) throw conflict(M.boxCodesRequired);
        const boxes = body.boxes!;
        const recorded = await creditReturn(tx, caller, recycler, place, boxes, settings, outbox, () =>
          body.confirmRepeat ? Promise.resolve() : refuseUnconfirmedRepeat(tx, caller, recycler, boxes, store?.id ?? null),
        );
        return { status: 201, body: ok(recorded, `${recorded.points} points credited to ${recycler.name}`) };
      }), caches.callers);
    },

    /** The returns this staff member recorded or confirmed, newest first. */
    async byCode(code: string): Promise<UserByCode> {
      const recycler = await findRecycler(db, { userCode: code });
      return { user_id: recycler.id, name: recycler.name, user_code: recycler.userCode };
    },
  };
}
