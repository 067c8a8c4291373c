// Reading users: one profile (self or admin), a page of users for staff screens, users of a role.
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { ListUsersQuery, User } from '@/shared/contract/users';
import type { Page } from '@/shared/contract/envelope';
import { isAdmin, type Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { Caller, CallerRow } from '@/server/lib/authorization';
import { forbidden, notFound } from '@/server/lib/http-error';
import { toUser } from './user-view';

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  created_at: users.createdAt,
  points: users.availableRewardPoints,
} as const;

/** `%` and `_` typed into the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function createUserService(db: Db) {
  return {
    /** `callerRow`: the caller's row as identify() read it for this request (request.callerRow). */
    async getById(caller: Caller, id: number, callerRow: CallerRow | null): Promise<User> {
      if (caller.userId !== id && !isAdmin(caller.role)) throw forbidden('You can only see your own profile.');
      // A self read: identify() already read this row (live and active) for this request.
      if (caller.userId === id && callerRow) return toUser(callerRow);
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!row) throw notFound(`There is no user with id ${id}.`);
      return toUser(row);
    },

    async list(query: ListUsersQuery): Promise<Page<User>> {
      const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.userCode, pattern)));
      }
      const where = and(...conditions);
      const descending = query.sort.startsWith('-');
      const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(descending ? desc(column) : asc(column), descending ? desc(users.id) : asc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toUser), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async byRole(role: Role): Promise<User[]> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.role, role), isNull(users.deletedAt)))
        .orderBy(asc(users.name), asc(users.id));
      return rows.map(toUser);
    },
  };
}
