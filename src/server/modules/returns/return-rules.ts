// Rules shared by recorded and reported returns: whose account, which store, how many points.
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import { boxReturns, storeManagers, stores, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/authorization';
import { badRequest, conflict, forbidden, notFound } from '@/server/lib/http-error';
import type { Tx } from '@/server/db/client';
import { normalizeUserCode } from '@/server/lib/user-code';
import { selectReturns } from './return-view';

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
  if (!row) throw notFound(code !== undefined ? `There is no recycler with the code ${code}.` : `There is no recycler with id ${by.userId}.`);
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
  if (!store) throw notFound(`There is no store with id ${storeId}.`);
  if (caller?.role === 'BUSINESS_USER' && store.ownerId !== caller.userId) throw forbidden('This store belongs to another business.');
  if (caller?.role === 'STORE_MANAGER') {
    const [assigned] = await tx
      .select({ id: storeManagers.storeId })
      .from(storeManagers)
      .where(and(eq(storeManagers.storeId, storeId), eq(storeManagers.userId, caller.userId)));
    if (!assigned) throw forbidden('You are not a manager of this store.');
  }
  if (!store.active) throw conflict(`${store.name} is deactivated: returns cannot be recorded there.`);
  return { id: store.id, name: store.name };
}

export function requireStoreForBusiness(caller: Caller, storeId: number | undefined): void {
  if ((caller.role === 'BUSINESS_USER' || caller.role === 'STORE_MANAGER') && storeId === undefined) {
    throw badRequest('storeId: say at which of your stores the boxes came back');
  }
}

/**
 * Business users see and decide returns at their own stores only, store managers at the stores
 * they were assigned; other staff see all.
 */
export function storeScope(tx: Tx, caller: Caller): SQL | undefined {
  if (caller.role === 'BUSINESS_USER') return eq(stores.ownerId, caller.userId);
  if (caller.role === 'STORE_MANAGER') return inArray(stores.id, managedStoreIds(tx, caller.userId));
  return undefined;
}

export async function pageOfReturns(tx: Tx, where: SQL | undefined, page: number, pageSize: number): Promise<Page<BoxReturn>> {
  const [items, [total]] = await Promise.all([
    selectReturns(tx, where, pageSize, (page - 1) * pageSize),
    tx
      .select({ n: count() })
      .from(boxReturns)
      .leftJoin(stores, eq(stores.id, boxReturns.storeId))
      .where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page, pageSize };
}

/** The ledger note a recycler reads in their history. */
export function boxesNote(boxes: number, place: string | null): string {
  const what = `${boxes} box${boxes === 1 ? '' : 'es'} returned`;
  return place ? `${what} at ${place}` : what;
}
