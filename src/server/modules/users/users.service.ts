import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '../../../shared/contract/users';
import { isAdmin } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/authorization';
import { forbidden, notFound } from '../../lib/http-error';
import { toUser } from './user-view';

export function createUserService(db: Db) {
  return {
    async getById(caller: Caller, id: number): Promise<User> {
      if (caller.userId !== id && !isAdmin(caller.role)) throw forbidden('You can only see your own profile.');
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!row) throw notFound(`There is no user with id ${id}.`);
      return toUser(row);
    },
  };
}
