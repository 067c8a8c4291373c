// The clerks of a store: a business user invites store managers by email (their account belongs
// to that business) and assigns them to their own stores; a store manager sees the stores they
// were assigned. Another business cannot staff its stores with them.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AssignManagerBody, InviteClerkBody, Store, StoreManager } from '@/shared/contract/stores';
import type { Db } from '@/server/db/client';
import { storeManagers, stores, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { badRequest, conflict, HttpError, notFound } from '@/server/lib/http/http-error';
import { isUniqueViolation } from '@/server/db/errors';
import type { Invitations } from '@/server/modules/auth/invitations';
import { createAccount } from '@/server/modules/users/accounts.service';
import { isAdmin } from '@/shared/roles';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export interface StoreManagerDeps {
  db: Db;
  invitations: Invitations;
  /** The store, when the caller owns it or is an admin; a 404 or 403 otherwise. */
  owned(caller: Caller, id: number): Promise<Store>;
}

type Account = typeof users.$inferSelect;
const liveClerk = (account: Account) => !account.deletedAt && account.active && account.role === 'STORE_MANAGER';

export function createStoreManagerService({ db, invitations, owned }: StoreManagerDeps) {
  async function list(storeId: number): Promise<StoreManager[]> {
    const rows = await db
      .select({ userId: users.id, name: users.name, email: users.email, assignedAt: storeManagers.createdAt })
      .from(storeManagers)
      .innerJoin(users, eq(users.id, storeManagers.userId))
      .where(eq(storeManagers.storeId, storeId))
      .orderBy(asc(users.name), asc(users.id));
    return rows.map((r) => ({ ...r, assignedAt: r.assignedAt.toISOString() }));
  }

  const accountOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  return {
    async list(caller: Caller, storeId: number): Promise<StoreManager[]> {
      await owned(caller, storeId);
      return list(storeId);
    },

    async assign(caller: Caller, storeId: number, body: AssignManagerBody): Promise<StoreManager[]> {
      const store = await owned(caller, storeId);
      const account = await accountOf(body.email);
      // A clerk no business has yet (an admin made the account) joins the store's business when an admin assigns them.
      const unbound = account !== undefined && account.employerId === null && isAdmin(caller.role);
      // One sentence for every email that is not an assignable clerk: the form tells nobody
      // whether an address has an account, or whose it is.
      if (!account || !liveClerk(account) || (account.employerId !== store.ownerId && !unbound)) {
        throw badRequest(M.notAnAssignableClerk, { email: body.email });
      }
      try {
        await db.transaction(async (tx) => {
          if (unbound) await tx.update(users).set({ employerId: store.ownerId }).where(eq(users.id, account.id));
          await tx.insert(storeManagers).values({ storeId, userId: account.id, assignedBy: caller.userId });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.alreadyManages, { name: account.name });
        throw error;
      }
      return list(storeId);
    },

    /**
     * A clerk by email: a STORE_MANAGER account of the store's business (kept when they are one
     * already), assigned to the store, and mailed a link that sets their password. Inviting
     * them again sends a new link, for a mail that was lost or a link that ran out.
     */
    async invite(caller: Caller, storeId: number, body: InviteClerkBody): Promise<StoreManager[]> {
      const store = await owned(caller, storeId);
      const existing = await accountOf(body.email);
      if (existing && (!liveClerk(existing) || existing.employerId !== store.ownerId)) throw conflict(M.clerkEmailTaken, { email: body.email });
      // Nobody knows this password: the mailed link chooses the first one.
      const clerk =
        existing ?? (await createAccount(db, { name: body.name, email: body.email, password: randomBytes(24).toString('base64url'), role: 'STORE_MANAGER', employerId: store.ownerId }));
      await db.insert(storeManagers).values({ storeId, userId: clerk.id, assignedBy: caller.userId }).onConflictDoNothing();
      // Inviting again is how a lost mail is sent anew.
      if (!(await invitations.send(clerk, { by: store.ownerName, store: store.name }, body.locale))) throw new HttpError(503, M.inviteMailFailed, { email: body.email });
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
