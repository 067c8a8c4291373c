// A scan of many box codes at the depot or the counter: each code gets its own outcome, decided
// under the rows' locks (so two scans of one box at once move it once), the good ones move in one
// statement, and every move is an event row.
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
  /** What each box moved credits its returner (a return at a counter). */
  pointsPerBox?: number | null;
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

interface LockedBox {
  id: number;
  code: string;
  state: BoxState;
  trip: number;
  clientId: number;
  postedReturnId: number | null;
}

/** Why a box may not make this move, or null when it may. */
function refusal(box: LockedBox, target: ScanTarget): BoxOutcome | null {
  if (target.clientId !== null && box.clientId !== target.clientId) return 'other_client';
  if (target.from.includes(box.state)) {
    // A box posted back is credited when the depot collects it, not again at a counter.
    if (target.event === 'returned' && box.postedReturnId !== null) return 'already_posted';
    return null;
  }
  if (box.state === 'retired') return 'retired';
  if (target.event === 'returned') return box.state === 'returned' ? 'already_returned' : 'not_out';
  if (target.event === 'shipped') return 'not_in_stock';
  return box.state === 'in_stock' ? 'not_out' : 'not_in_stock';
}

export interface MovedBox {
  id: number;
  code: string;
  trip: number;
  /** The post report it belonged to (collecting or retiring it ends that link). */
  postedReturnId: number | null;
}

/**
 * Moves every code that may move; answers each code's outcome in the order given, and the boxes
 * moved. The rows are locked in id order first, so two scans of one box decide one after the
 * other and never deadlock.
 */
export async function moveBoxes(tx: Tx, typed: string[], target: ScanTarget): Promise<{ outcomes: BoxCodeOutcome[]; moved: MovedBox[] }> {
  const { valid, outcomes } = readCodes(typed);
  const locked =
    valid.length === 0
      ? []
      : await queryRows<{ id: number; code: string; state: BoxState; trip: number; client_id: number; posted_return_id: number | null }>(
          tx,
          sql`select id, code, state, trip, client_id, posted_return_id from ${boxes} where code = any(${sql.param(valid)}::text[]) order by id for update`,
        );
  const moving: MovedBox[] = [];
  for (const row of locked) {
    const box: LockedBox = { id: Number(row.id), code: row.code, state: row.state, trip: Number(row.trip), clientId: Number(row.client_id), postedReturnId: row.posted_return_id === null ? null : Number(row.posted_return_id) };
    const refused = refusal(box, target);
    outcomes.set(box.code, refused ?? target.done);
    if (!refused) moving.push({ id: box.id, code: box.code, trip: box.trip + (target.newTrip ? 1 : 0), postedReturnId: box.postedReturnId });
  }
  if (moving.length > 0) {
    const ends = target.to === 'in_stock' || target.to === 'retired';
    await tx.execute(
      sql`update ${boxes} set state = ${target.to},
            trip = trip + ${target.newTrip ? 1 : 0}::int,
            shipped_at = case when ${target.newTrip ?? false}::boolean then now() else shipped_at end,
            back_at = case when ${target.newTrip ?? false}::boolean then null
                           when state = 'out' and ${target.to} in ('returned', 'in_stock') then now() else back_at end,
            retired_reason = coalesce(${target.retiredReason ?? null}::text, retired_reason),
            posted_return_id = case when ${ends}::boolean then null else posted_return_id end
          where id = any(${sql.param(moving.map((box) => box.id))}::int[])`,
    );
    await tx.insert(boxEvents).values(
      moving.map((box) => ({
        boxId: box.id,
        kind: target.event,
        trip: box.trip,
        actorId: target.actorId,
        recyclerId: target.recyclerId ?? null,
        storeId: target.storeId ?? null,
        returnId: target.returnId ?? null,
        orderRef: target.orderRef ?? null,
        note: target.note ?? null,
        points: target.pointsPerBox ?? null,
      })),
    );
  }
  return { outcomes: [...outcomes].map(([code, outcome]) => ({ code, outcome })), moved: moving };
}
