// A scan of many box codes at the depot or the counter: each code gets its own outcome, the
// good ones move in one statement that re-checks their state under the row lock (so two scans
// of one box at once move it once), and every move is an event row.
import { sql } from 'drizzle-orm';
import { normalizeBoxCode, isValidBoxCode } from '@/shared/box-codes';
import type { BoxCodeOutcome, BoxOutcome, BoxState } from '@/shared/contract/boxes';
import { queryRows, type Tx } from '@/server/db/client';
import { boxes, boxEvents } from '@/server/db/schema';

export interface ScanTarget {
  /** Where a box must be to move, and where it goes. */
  from: readonly BoxState[];
  to: BoxState;
  event: 'shipped' | 'returned' | 'collected' | 'retired';
  /** Only boxes of this client move (a distributor's); null for any (an admin's). */
  clientId: number | null;
  /** A shipment starts a new trip. */
  newTrip?: boolean;
  retiredReason?: string;
  done: BoxOutcome;
  actorId: number;
  recyclerId?: number | null;
  storeId?: number | null;
  returnId?: number | null;
  orderRef?: string | null;
  note?: string | null;
}

/** The codes as typed, each once: the well-formed ones normalised, the others refused as `invalid`. */
export function readCodes(typed: string[]): { valid: string[]; outcomes: Map<string, BoxOutcome> } {
  const outcomes = new Map<string, BoxOutcome>();
  const valid: string[] = [];
  for (const raw of typed) {
    const code = normalizeBoxCode(raw);
    if (!code || !isValidBoxCode(code)) {
      outcomes.set(raw.trim(), 'invalid');
      continue;
    }
    if (outcomes.has(code)) continue;
    outcomes.set(code, 'unknown');
    valid.push(code);
  }
  return { valid, outcomes };
}

/** Why a box that did not move stayed where it is. */
function refusal(state: string, clientMatches: boolean, target: ScanTarget): BoxOutcome {
  if (!clientMatches) return 'other_client';
  if (state === 'retired') return 'retired';
  if (target.event === 'returned') return state === 'returned' ? 'already_returned' : 'not_out';
  if (target.event === 'shipped') return 'not_in_stock';
  return state === 'in_stock' ? 'not_out' : 'not_in_stock';
}

/** Moves every code that may move; answers each code's outcome in the order given, and the ids moved. */
export async function moveBoxes(tx: Tx, typed: string[], target: ScanTarget): Promise<{ outcomes: BoxCodeOutcome[]; moved: { id: number; code: string }[] }> {
  const { valid, outcomes } = readCodes(typed);
  const moved =
    valid.length === 0
      ? []
      : await queryRows<{ id: number; code: string; trip: number }>(
          tx,
          sql`update ${boxes} set state = ${target.to},
                trip = trip + ${target.newTrip ? 1 : 0}::int,
                shipped_at = case when ${target.newTrip ?? false}::boolean then now() else shipped_at end,
                retired_reason = coalesce(${target.retiredReason ?? null}::text, retired_reason)
              where code = any(${sql.param(valid)}::text[]) and state = any(${sql.param([...target.from])}::text[])
                and (${target.clientId}::int is null or client_id = ${target.clientId}::int)
              returning id, code, trip`,
        );
  if (moved.length > 0) {
    await tx.insert(boxEvents).values(
      moved.map((box) => ({
        boxId: Number(box.id),
        kind: target.event,
        trip: Number(box.trip),
        actorId: target.actorId,
        recyclerId: target.recyclerId ?? null,
        storeId: target.storeId ?? null,
        returnId: target.returnId ?? null,
        orderRef: target.orderRef ?? null,
        note: target.note ?? null,
      })),
    );
  }
  for (const box of moved) outcomes.set(box.code, target.done);
  const stayed = valid.filter((code) => outcomes.get(code) === 'unknown');
  if (stayed.length > 0) {
    const rows = await queryRows<{ code: string; state: string; client_id: number }>(tx, sql`select code, state, client_id from ${boxes} where code = any(${sql.param(stayed)}::text[])`);
    for (const row of rows) outcomes.set(row.code, refusal(row.state, target.clientId === null || Number(row.client_id) === target.clientId, target));
  }
  return { outcomes: [...outcomes].map(([code, outcome]) => ({ code, outcome })), moved: moved.map((b) => ({ id: Number(b.id), code: b.code })) };
}
