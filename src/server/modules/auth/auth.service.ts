import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LoginAnswer, LoginBody, RegisterBody, UpdateAccountBody } from '../../../shared/contract/auth';
import { isAdmin, type Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/authorization';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Tokens } from '../../lib/tokens';
import { createAccount } from '../users/accounts.service';
import { assertMayManageAccount } from '../users/account-rules';
import { toSessionUser } from '../users/user-view';

export const LOGIN_FAILED = 'The email or password is incorrect.';

export function createAuthService(db: Db, tokens: Tokens) {
  async function answer(row: typeof users.$inferSelect): Promise<LoginAnswer> {
    return { token: await tokens.sign(row.id, row.role as Role), user: toSessionUser(row) };
  }

  return {
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
      if (!row || !valid) throw new HttpError(401, LOGIN_FAILED);
      if (!row.active) throw new HttpError(403, 'This account has been deactivated. Contact Rebox support.');
      return answer(row);
    },

    /**
     * Name, email or password of account `id`: that account itself (the current password for a
     * new one), or a caller whose role manages the account's role (users/account-rules.ts).
     */
    async update(caller: Caller, id: number, body: UpdateAccountBody) {
      const self = caller.userId === id;
      if (!self && !isAdmin(caller.role)) throw forbidden('You can only change your own account.');
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!row) throw notFound(`There is no account with id ${id}.`);
      assertMayManageAccount(caller, { id: row.id, role: row.role as Role });
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.email !== undefined && body.email !== row.email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, body.email), ne(users.id, id)));
        if (taken) throw conflict('An account with this email already exists.');
        changes.email = body.email;
      }
      if (body.password !== undefined) {
        if (self) {
          if (!body.currentPassword) throw badRequest('currentPassword is required to change your password.');
          if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
            throw badRequest('currentPassword is incorrect.');
          }
        }
        if (body.password.toLowerCase() === (changes.email ?? row.email)) throw badRequest('password must not be your email');
        changes.passwordHash = await hashPassword(body.password);
      }
      try {
        const [updated] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
        return toSessionUser(updated!);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw conflict('An account with this email already exists.');
        throw error;
      }
    },
  };
}
