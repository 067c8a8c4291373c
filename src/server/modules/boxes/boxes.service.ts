// Boxes: batches issued to a client, shipped to customers, handed back and collected, or
// retired; who may move which box (a distributor only their client's), and what anyone holding
// one may know of it.
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { newBoxCode, normalizeBoxCode } from '@/shared/box-codes';
import { MY_BOXES_LIMIT, type BatchSummary, type BoxEvent, type BoxFacts, type BoxStats, type MyBox, type ReturnRates, type ScanAnswer } from '@/shared/contract/boxes';
import { isAdmin } from '@/shared/roles';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import { queryRows, type Db, type Transaction, type Tx } from '@/server/db/client';
import { boxBatches, boxes, boxEvents, clients, stores, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { forbidden, notFound } from '@/server/lib/http/http-error';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { readSettings } from '../settings/settings.service';
import { LABELS_PER_PAGE } from './box-labels';
import { moveBoxes, type MovedBox, type ScanTarget } from './box-scans';
import { boxStats } from './box-stats';
import { returnRates } from './return-rates';
import type { Outbox } from '../notifications/outbox';
import { creditCollectedPosts } from './post-returns';

/** The client a staff member works for; null for admins (every client). */
export async function clientOf(tx: Tx, caller: Caller): Promise<number | null> {
  if (isAdmin(caller.role)) return null;
  const [row] = await tx.select({ clientId: users.clientId }).from(users).where(eq(users.id, caller.userId));
  if (!row?.clientId) throw forbidden(M.boxesNoClient);
  return row.clientId;
}

async function liveClient(tx: Tx, id: number): Promise<{ id: number; name: string }> {
  const [client] = await tx.select({ id: clients.id, name: clients.name }).from(clients).where(and(eq(clients.id, id), isNull(clients.deletedAt)));
  if (!client) throw notFound(M.noClientWithId, { id });
  return client;
}

export function createBoxService(db: Db, caches: ReadCaches, outbox: Outbox) {
  async function scan(caller: Caller, codes: string[], target: Omit<ScanTarget, 'clientId' | 'actorId'>, afterMove?: (tx: Transaction, moved: MovedBox[]) => Promise<unknown>): Promise<ScanAnswer> {
    return db.transaction(async (tx) => {
      const clientId = await clientOf(tx, caller);
      const { outcomes, moved } = await moveBoxes(tx, codes, { ...target, clientId, actorId: caller.userId });
      await afterMove?.(tx, moved);
      return { outcomes, done: moved.length };
    });
  }

  return {
    /** New boxes in stock at the client; codes drawn until every one is new (a code is never reused). */
    async createBatch(caller: Caller, clientId: number, count: number): Promise<{ batchId: number; clientId: number; count: number; createdAt: string; codes: string[] }> {
      return db.transaction(async (tx) => {
        await liveClient(tx, clientId);
        const [batch] = await tx.insert(boxBatches).values({ clientId, count, createdBy: caller.userId }).returning();
        const codes: string[] = [];
        while (codes.length < count) {
          const wanted = Array.from({ length: count - codes.length }, () => newBoxCode());
          const made = await queryRows<{ id: number; code: string }>(
            tx,
            sql`insert into ${boxes} (code, client_id, batch_id) select unnest(${sql.param(wanted)}::text[]), ${clientId}::int, ${batch!.id}::int
                on conflict (code) do nothing returning id, code`,
          );
          if (made.length > 0) {
            await queryRows(tx, sql`insert into ${boxEvents} (box_id, kind, trip, actor_id) select unnest(${sql.param(made.map((m) => Number(m.id)))}::int[]), 'created', 0, ${caller.userId}::int`);
          }
          codes.push(...made.map((m) => m.code));
        }
        return { batchId: batch!.id, clientId, count, createdAt: batch!.createdAt.toISOString(), codes };
      });
    },

    async listBatches(): Promise<BatchSummary[]> {
      const rows = await db
        .select({ batchId: boxBatches.id, clientId: boxBatches.clientId, clientName: clients.name, count: boxBatches.count, createdAt: boxBatches.createdAt })
        .from(boxBatches)
        .innerJoin(clients, eq(clients.id, boxBatches.clientId))
        .orderBy(desc(boxBatches.id))
        .limit(200);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /** The batch's codes a page of labels at a time, in the order they were made: each call the next page, from the last box's id on. */
    async labelPages(batchId: number): Promise<() => Promise<string[]>> {
      const [batch] = await db.select({ id: boxBatches.id }).from(boxBatches).where(eq(boxBatches.id, batchId));
      if (!batch) throw notFound(M.noBatchWithId, { id: batchId });
      let after = 0;
      return async () => {
        const rows = await db
          .select({ id: boxes.id, code: boxes.code })
          .from(boxes)
          .where(and(eq(boxes.batchId, batchId), gt(boxes.id, after)))
          .orderBy(asc(boxes.id))
          .limit(LABELS_PER_PAGE);
        after = rows.at(-1)?.id ?? after;
        return rows.map((r) => r.code);
      };
    },

    ship: (caller: Caller, codes: string[], orderRef: string | null) =>
      scan(caller, codes, { from: ['in_stock'], to: 'out', event: 'shipped', newTrip: true, done: 'shipped', orderRef }),

    /** Back at the depot: handed in (returned), or posted back (out), which credits whoever posted it. */
    collect: (caller: Caller, codes: string[]) =>
      afterWrite(
        scan(caller, codes, { from: ['returned', 'out'], to: 'in_stock', event: 'collected', done: 'collected' }, async (tx, moved) => creditCollectedPosts(tx, caller, moved, await readSettings(tx), outbox)),
        caches.callers,
      ),

    retire: (caller: Caller, codes: string[], reason: string) =>
      scan(caller, codes, { from: ['in_stock', 'out', 'returned'], to: 'retired', event: 'retired', retiredReason: reason, done: 'retired_now', note: reason }),

    /** Public facts for anyone; the journey too for staff of the box's client and admins. */
    async facts(caller: Caller | null, typed: string): Promise<BoxFacts> {
      const code = normalizeBoxCode(typed)!;
      const [box] = await db
        .select({ id: boxes.id, state: boxes.state, clientId: boxes.clientId, clientName: clients.name })
        .from(boxes)
        .innerJoin(clients, eq(clients.id, boxes.clientId))
        .where(eq(boxes.code, code));
      if (!box) throw notFound(M.noBoxWithCode, { code });
      const { pointsPerBox } = await readSettings(db);
      const facts: BoxFacts = { code, returnable: box.state === 'out', pointsForReturning: pointsPerBox };
      if (!caller || caller.role === 'NORMAL_USER' || caller.role === 'EVENT_MANAGER') return facts;
      if (!isAdmin(caller.role)) {
        const [me] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, caller.userId));
        if (me?.clientId !== box.clientId) return facts;
      }
      return { ...facts, state: box.state as BoxFacts['state'], clientName: box.clientName, journey: await journeyOf(db, box.id) };
    },

    /** The recycler's boxes, newest first: each hand-in and each posting, with the points it brought. */
    async mine(caller: Caller): Promise<MyBox[]> {
      const { co2GramsPerBox } = await readSettings(db);
      const rows = await queryRows<{ code: string; kind: 'returned' | 'posted'; at: Date | string; store_name: string | null; points: number | null }>(
        db,
        sql`select b.code, e.kind, e.at, s.name as store_name,
                   case when e.kind = 'returned' then e.points
                        else (select c.points from box_events c where c.box_id = e.box_id and c.trip = e.trip and c.kind = 'collected' and c.return_id = e.return_id) end as points
              from box_events e
              join boxes b on b.id = e.box_id
              left join stores s on s.id = e.store_id
             where e.recycler_id = ${caller.userId} and e.kind in ('returned', 'posted')
             order by e.at desc, e.id desc
             limit ${MY_BOXES_LIMIT}`,
      );
      return rows.map((r) => ({
        code: r.code,
        kind: r.kind,
        at: new Date(r.at).toISOString(),
        storeName: r.store_name,
        points: r.points === null ? null : Number(r.points),
        co2Grams: r.points === null ? null : co2GramsPerBox,
      }));
    },

    async stats(caller: Caller, clientId: number | undefined): Promise<BoxStats> {
      const own = await clientOf(db, caller);
      if (own !== null && clientId !== undefined && clientId !== own) throw forbidden(M.boxesOtherClient);
      const scope = own ?? clientId ?? null;
      if (scope !== null && own === null) await liveClient(db, scope);
      return boxStats(db, scope, await readSettings(db));
    },

    async returnRates(): Promise<ReturnRates> {
      return returnRates(db, await readSettings(db));
    },
  };
}

async function journeyOf(tx: Tx, boxId: number): Promise<BoxEvent[]> {
  const rows = await tx
    .select({ kind: boxEvents.kind, trip: boxEvents.trip, at: boxEvents.at, actorName: users.name, storeName: stores.name, orderRef: boxEvents.orderRef, note: boxEvents.note })
    .from(boxEvents)
    .leftJoin(users, eq(users.id, boxEvents.actorId))
    .leftJoin(stores, eq(stores.id, boxEvents.storeId))
    .where(eq(boxEvents.boxId, boxId))
    .orderBy(asc(boxEvents.id));
  return rows.map((r) => ({ ...r, kind: r.kind as BoxEvent['kind'], at: r.at.toISOString() }));
}
