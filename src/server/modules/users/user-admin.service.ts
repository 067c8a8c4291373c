// Managing accounts (admin): create, change, adjust points with a reason, soft delete.
// Who manages whom is account-rules.ts; nobody locks themselves out or credits themselves.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { CreateUserBody, UpdateUserBody, User } from '@/shared/contract/users';
import type { Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { badRequest, conflict, HttpError, notFound } from '@/server/lib/http/http-error';
import type { Invitations } from '@/server/modules/auth/invitations';
import { isUniqueViolation } from '@/server/db/errors';
import { createAccount } from './accounts.service';
import type { Outbox } from '../notifications/outbox';
import { applyPoints } from '../points/points-ledger.queries';
import type { Tx } from '@/server/db/client';
import { assertMayCredit, assertMayManageAccount } from './account-rules';
import { forgetNotifications, withdrawPendingReports } from './account-closure';
import { toUser } from './user-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

async function lockedUser(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw notFound(M.noUserWithId, { id });
  return row;
}

export function createUserAdminService(db: Db, caches: ReadCaches, invitations: Invitations, outbox: Outbox) {
  return {
    /** With a password the admin chose, or (without one) an invitation whose mailed link chooses it. */
    async create(caller: Caller, body: CreateUserBody): Promise<{ user: User; invited: boolean }> {
      assertMayManageAccount(caller, null, body.role);
      const { password, locale, ...fields } = body;
      const row = await createAccount(db, { ...fields, password: password ?? randomBytes(24).toString('base64url') });
      if (password !== undefined) return { user: toUser(row), invited: false };
      const [admin] = await db.select({ name: users.name }).from(users).where(eq(users.id, caller.userId));
      // The account stays: the person can still choose a password with Forgot password.
      if (!(await invitations.send(row, { by: admin?.name ?? 'Rebox' }, locale))) throw new HttpError(503, M.accountInviteMailFailed, { email: row.email });
      return { user: toUser(row), invited: true };
    },

    /** All changes and the points adjustment in one transaction: all of them happen or none. */
    async update(caller: Caller, body: UpdateUserBody): Promise<User> {
      const { id } = body;
      const self = caller.userId === id;
      const nothing = [body.name, body.email, body.role, body.active, body.pointsAdjustment].every((v) => v === undefined);
      if (nothing) throw badRequest(M.userNothingToUpdate);
      if (self && body.role !== undefined && body.role !== caller.role) throw badRequest(M.ownRole);
      if (self && body.active === false) throw badRequest(M.deactivateSelf);
      try {
        return await afterWrite(db.transaction(async (tx) => {
          const row = await lockedUser(tx, id);
          assertMayManageAccount(caller, { id: row.id, role: row.role as Role }, body.role);
          const changes: Partial<typeof users.$inferInsert> = {};
          if (body.name !== undefined) changes.name = body.name;
          if (body.role !== undefined) changes.role = body.role as Role;
          if (body.active !== undefined) changes.active = body.active;
          if (body.email !== undefined && body.email !== row.email) {
            const [taken] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.email, body.email), ne(users.id, id)));
            if (taken) throw conflict(M.emailTaken);
            changes.email = body.email;
          }
          if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, id));
          if (body.active === false && row.active) await withdrawPendingReports(tx, id);
          if (body.pointsAdjustment !== undefined) {
            assertMayCredit(caller, { ...row, role: row.role as Role });
            if (row.availableRewardPoints + body.pointsAdjustment < 0) {
              throw conflict(M.balanceBelowZero, { name: row.name, points: row.availableRewardPoints });
            }
            await applyPoints(tx, {
              userId: id,
              delta: body.pointsAdjustment,
              reason: 'adjustment',
              sourceType: 'admin',
              note: body.reason ?? '',
              actorId: caller.userId,
            });
            await outbox.announce(
              tx,
              id,
              body.pointsAdjustment >= 0
                ? { kind: 'points_credited', points: body.pointsAdjustment, reason: 'adjustment' }
                : { kind: 'credit_undone', points: -body.pointsAdjustment, reason: body.reason ?? '', returnId: null },
            );
          }
          const [updated] = await tx.select().from(users).where(eq(users.id, id));
          return toUser(updated!);
        }), caches.callers);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw conflict(M.emailTaken);
        throw error;
      }
    },

    /**
   * Soft delete: the ledger and redemptions stay; the account's tokens stop working at once.
   * The email is set aside (kept readable) so the person can sign up again with it.
   */
    async remove(caller: Caller, id: number): Promise<void> {
      if (caller.userId === id) throw badRequest(M.deleteSelf);
      await afterWrite(db.transaction(async (tx) => {
        const row = await lockedUser(tx, id);
        assertMayManageAccount(caller, { id: row.id, role: row.role as Role });
        await tx.update(users).set({ deletedAt: new Date(), email: `deleted-${id}-${row.email}` }).where(eq(users.id, id));
        await withdrawPendingReports(tx, id);
        await forgetNotifications(tx, id);
      }), caches.callers);
    },
  };
}
