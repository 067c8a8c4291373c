import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LoginAnswer, LoginBody, RegisterBody, UpdateAccountBody } from '@/shared/contract/auth';
import { isAdmin, type Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { Caller, CallerCache } from '@/server/lib/auth/authorization';
import { isUniqueViolation } from '@/server/db/errors';
import { badRequest, conflict, forbidden, HttpError, notFound } from '@/server/lib/http/http-error';
import { hashPassword, verifyPassword } from '@/server/lib/auth/passwords';
import type { Tokens } from '@/server/lib/auth/tokens';
import { createAccount } from '../users/accounts.service';
import { endSession, endSessionsOf, startSession } from './sessions';
import { endResetLinksOf } from './password-reset.service';
import type { EmailChangeService } from './email-change.service';
import { assertMayManageAccount } from '../users/account-rules';
import { toSessionUser } from '../users/user-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export const LOGIN_FAILED = M.loginFailed.message;

export function createAuthService(db: Db, tokens: Tokens, callers: CallerCache, emailChanges: EmailChangeService) {
  /** A new session for the account and the answer of login, register and reset. */
  async function answer(row: typeof users.$inferSelect): Promise<LoginAnswer> {
    const sessionId = await startSession(db, row.id);
    return { token: await tokens.sign(row.id, row.role as Role, sessionId), user: toSessionUser(row) };
  }

  return {
    signIn: answer,

    async register(body: RegisterBody): Promise<LoginAnswer> {
      const row = await createAccount(db, { ...body, role: 'NORMAL_USER' });
      return answer(row);
    },

    async login(body: LoginBody): Promise<LoginAnswer> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, body.email), isNull(users.deletedAt)));
      const valid = await verifyPassword(row?.passwordHash ?? null, body.password);
      if (!row || !valid) throw new HttpError(401, M.loginFailed);
      if (!row.active) throw new HttpError(403, M.accountDeactivated);
      return answer(row);
    },

    /**
     * Name, email or password of account `id`: that account itself (the current password for a
     * new one), or a caller whose role manages the account's role (users/account-rules.ts).
     */
    async update(caller: Caller, callerSession: string | null, id: number, body: UpdateAccountBody) {
      const self = caller.userId === id;
      if (!self && !isAdmin(caller.role)) throw forbidden(M.onlyOwnAccount);
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!row) throw notFound(M.noAccountWithId, { id });
      assertMayManageAccount(caller, { id: row.id, role: row.role as Role });
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.email !== undefined && body.email !== row.email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, body.email), ne(users.id, id)));
        if (taken) throw conflict(M.emailTaken);
        changes.email = body.email;
      }
      // A new password or a new email of one's own account needs the current password: a
      // session alone (a stolen token) cannot take the account over.
      if (self && (body.password !== undefined || changes.email !== undefined)) {
        if (!body.currentPassword) throw badRequest(changes.email !== undefined && body.password === undefined ? M.currentPasswordForEmail : M.currentPasswordRequired);
        if (!(await verifyPassword(row.passwordHash, body.currentPassword))) throw badRequest(M.currentPasswordWrong);
      }
      if (body.password !== undefined) {
        if (body.password.toLowerCase() === (changes.email ?? row.email)) throw badRequest(M.passwordIsEmail);
        if (self && (await verifyPassword(row.passwordHash, body.password))) throw badRequest(M.passwordUnchanged);
        changes.passwordHash = await hashPassword(body.password);
      }
      try {
        const { updated, mail } = await db.transaction(async (tx) => {
          const [updated] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
          // A new password ends every other session of the account: whoever knew the old
          // one is signed out on every device (the person changing it stays signed in here).
          if (changes.passwordHash) await endSessionsOf(tx, id, self ? callerSession : null);
          if (changes.passwordHash || changes.email) await endResetLinksOf(tx, id);
          const change = changes.email ? await emailChanges.record(tx, { userId: id, name: row.name, oldEmail: row.email, newEmail: changes.email }, body.locale) : null;
          return { updated: updated!, mail: change?.mail };
        });
        callers.invalidate();
        mail?.();
        return toSessionUser(updated);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw conflict(M.emailTaken);
        throw error;
      }
    },

    /** Logout: this session ends on the server, not only on the device. */
    async logout(sessionId: string): Promise<void> {
      await endSession(db, sessionId);
      callers.invalidate();
    },

    /** "Sign out everywhere": every session of the account ends, this one included. */
    async logoutEverywhere(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await endSessionsOf(tx, userId);
        await endResetLinksOf(tx, userId);
      });
      callers.invalidate();
    },
  };
}
