// Rules shared by recorded and reported returns: whose account, which store, how many points.
import { and, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page, PageCursors } from '@/shared/contract/envelope';
import { REPEAT_RETURN_SECONDS, type BoxReturn } from '@/shared/contract/returns';
import { boxReturns, storeManagers, stores, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { badRequest, conflict, forbidden, notFound } from '@/server/lib/http/http-error';
import type { Tx } from '@/server/db/client';
import { normalizeUserCode } from '@/server/lib/user-code';
import { beyond, decodeCursor, encodeCursor, keysetWindow } from '@/server/lib/http/keyset';
import { RETURNS_KEY, selectReturnRows } from './return-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export interface Recycler {
  id: number;
  name: string;
  userCode: string;
}

/**
 * Returns earn points for recyclers only: a staff account found by a code is "not found",
 * so nobody behind a counter can credit themselves or a colleague.
 */
export async function findRecycler(tx: Tx, by: { userId?: number; userCode?: string }): Promise<Recycler> {
  const code = by.userCode !== undefined ? normalizeUserCode(by.userCode) : undefined;
  const [row] = await tx
    .select({ id: users.id, name: users.name, userCode: users.userCode })
    .from(users)
    .where(
      and(
        code !== undefined ? eq(users.userCode, code) : eq(users.id, by.userId!),
        eq(users.role, 'NORMAL_USER'),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    );
  if (!row) throw (code !== undefined ? notFound(M.noRecyclerWithCode, { code }) : notFound(M.noRecyclerWithId, { id: by.userId! }));
  return row;
}

/** The stores a store manager was assigned to by their business user. */
export const managedStoreIds = (tx: Tx, userId: number) =>
  tx.select({ id: storeManagers.storeId }).from(storeManagers).where(eq(storeManagers.userId, userId));

/**
 * The store a return comes back at: it must exist and be open; a business user's must be their
 * own, a store manager's one they were assigned to.
 */
export async function checkStore(tx: Tx, caller: Caller | null, storeId: number): Promise<{ id: number; name: string }> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound(M.noStoreWithId, { id: storeId });
  if (caller?.role === 'BUSINESS_USER' && store.ownerId !== caller.userId) throw forbidden(M.storeOfOtherBusiness);
  if (caller?.role === 'STORE_MANAGER') {
    const [assigned] = await tx
      .select({ id: storeManagers.storeId })
      .from(storeManagers)
      .where(and(eq(storeManagers.storeId, storeId), eq(storeManagers.userId, caller.userId)));
    if (!assigned) throw forbidden(M.notManagerOfStore);
  }
  if (!store.active) throw conflict(M.storeDeactivated, { store: store.name });
  return { id: store.id, name: store.name };
}

export function requireStoreForBusiness(caller: Caller, storeId: number | undefined): void {
  if ((caller.role === 'BUSINESS_USER' || caller.role === 'STORE_MANAGER') && storeId === undefined) {
    throw badRequest(M.returnStoreRequired);
  }
}

/**
 * Business users see and decide returns at their own stores only, store managers at the stores
 * they were assigned; other staff see all.
 */
export function storeScope(tx: Tx, caller: Caller): SQL | undefined {
  // A business user's by the owner kept on each return (migration 0014): one range of the owner's
  // pending index, where a list of their stores (62 at 1M recyclers) walked the whole queue.
  if (caller.role === 'BUSINESS_USER') return eq(boxReturns.storeOwnerId, caller.userId);
  // A clerk's on the return's own store_id, so the per-store pending index answers (migration 0006).
  if (caller.role === 'STORE_MANAGER') return inArray(boxReturns.storeId, managedStoreIds(tx, caller.userId));
  return undefined;
}

/** Page numbers, or keyset pages after/before a cursor: the same cost at any depth. */
export interface ReturnsPaging {
  page: number;
  pageSize: number;
  after?: string;
  before?: string;
}

export async function pageOfReturns(tx: Tx, where: SQL | undefined, paging: ReturnsPaging): Promise<Page<BoxReturn> & PageCursors> {
  const { page, pageSize } = paging;
  const cursor = paging.before ?? paging.after;
  const direction = paging.before !== undefined ? 'before' : 'after';
  const bound = cursor ? beyond(RETURNS_KEY, decodeCursor(cursor, direction, RETURNS_KEY.type), direction) : undefined;
  const offset = cursor ? 0 : (page - 1) * pageSize;
  const [rows, [total]] = await Promise.all([
    selectReturnRows(tx, and(where, bound), pageSize + 1, offset, direction === 'before'),
    tx.select({ n: count() }).from(boxReturns).where(where),
  ]);
  const window = keysetWindow(rows, pageSize, { direction, from: cursor || offset > 0 ? 'cursor' : 'edge' }, (r) => encodeCursor(r.cursor, r.item.id), (r) => r.item);
  return { ...window, total: Number(total?.n ?? 0), page: cursor ? 1 : page, pageSize };
}

/** The ledger note a recycler reads in their history. */
export function boxesNote(boxes: number, place: string | null): string {
  const what = `${boxes} box${boxes === 1 ? '' : 'es'} returned`;
  return place ? `${what} at ${place}` : what;
}

/**
 * The same recycler, count and store by the same staff member within REPEAT_RETURN_SECONDS is
 * most often a double tap or a second device: it credits only with `confirmRepeat`.
 */
export async function refuseUnconfirmedRepeat(tx: Tx, caller: Caller, recycler: Recycler, boxes: number, storeId: number | null): Promise<void> {
  const [twin] = await tx
    .select({ id: boxReturns.id })
    .from(boxReturns)
    .where(
      and(
        eq(boxReturns.decidedBy, caller.userId),
        gt(boxReturns.decidedAt, sql`now() - make_interval(secs => ${REPEAT_RETURN_SECONDS})`),
        eq(boxReturns.userId, recycler.id),
        eq(boxReturns.boxes, boxes),
        eq(boxReturns.status, 'confirmed'),
        storeId === null ? isNull(boxReturns.storeId) : eq(boxReturns.storeId, storeId),
      ),
    )
    .limit(1);
  if (twin) throw conflict(M.returnRepeat, { name: recycler.name, boxes });
}
