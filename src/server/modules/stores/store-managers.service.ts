// The clerks of a store: a business user assigns STORE_MANAGER accounts (created by an admin)
// to their own stores; a store manager sees the stores they were assigned.
import { and, asc, eq } from 'drizzle-orm';
import type { AssignManagerBody, StoreManager } from '@/shared/contract/stores';
import type { Db } from '@/server/db/client';
import { storeManagers, stores, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { badRequest, conflict, notFound } from '@/server/lib/http/http-error';
import { isUniqueViolation } from '@/server/db/errors';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export function createStoreManagerService(db: Db, owned: (caller: Caller, id: number) => Promise<unknown>) {
  async function list(storeId: number): Promise<StoreManager[]> {
    const rows = await db
      .select({ userId: users.id, name: users.name, email: users.email, assignedAt: storeManagers.createdAt })
      .from(storeManagers)
      .innerJoin(users, eq(users.id, storeManagers.userId))
      .where(eq(storeManagers.storeId, storeId))
      .orderBy(asc(users.name), asc(users.id));
    return rows.map((r) => ({ ...r, assignedAt: r.assignedAt.toISOString() }));
  }

  return {
    async list(caller: Caller, storeId: number): Promise<StoreManager[]> {
      await owned(caller, storeId);
      return list(storeId);
    },

    async assign(caller: Caller, storeId: number, body: AssignManagerBody): Promise<StoreManager[]> {
      await owned(caller, storeId);
      const [account] = await db.select().from(users).where(eq(users.email, body.email));
      // One sentence for every email that is not an assignable clerk: the form tells nobody
      // whether an address has an account, or whose it is.
      if (!account || account.deletedAt || !account.active || account.role !== 'STORE_MANAGER') {
        throw badRequest(M.notAnAssignableClerk, { email: body.email });
      }
      try {
        await db.insert(storeManagers).values({ storeId, userId: account.id, assignedBy: caller.userId });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.alreadyManages, { name: account.name });
        throw error;
      }
      return list(storeId);
    },

    async unassign(caller: Caller, storeId: number, userId: number): Promise<StoreManager[]> {
      await owned(caller, storeId);
      const removed = await db
        .delete(storeManagers)
        .where(and(eq(storeManagers.storeId, storeId), eq(storeManagers.userId, userId)))
        .returning({ userId: storeManagers.userId });
      if (removed.length === 0) throw notFound(M.doesNotManage);
      return list(storeId);
    },

    /** The stores a store manager works at: the active ones first. */
    async managed(caller: Caller) {
      const rows = await db
        .select({ id: stores.id, name: stores.name, city: stores.city, address: stores.address, active: stores.active })
        .from(storeManagers)
        .innerJoin(stores, eq(stores.id, storeManagers.storeId))
        .where(eq(storeManagers.userId, caller.userId))
        .orderBy(asc(stores.name), asc(stores.id));
      return rows;
    },
  };
}
