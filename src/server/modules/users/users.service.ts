// Reading users: one profile (self or admin), a page of users for staff screens, users of a role.
import { and, asc, desc, eq, isNull, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { USERS_TOTAL_CAP, type ListUsersQuery, type User, type UsersPage } from '@/shared/contract/users';
import { isAdmin, type Role } from '@/shared/roles';
import { queryRows, type Db } from '@/server/db/client';
import { userCounts, userSearch, users } from '@/server/db/schema';
import type { Caller, CallerRow } from '@/server/lib/auth/authorization';
import { forbidden, notFound } from '@/server/lib/http/http-error';
import { CSV_BATCH, type CsvBatches } from '@/server/lib/http/csv-stream';
import { beyond, cursorValue, decodeCursor, encodeCursor, keysetWindow, type Key } from '@/server/lib/http/keyset';
import { BEST_MATCHES, bestMatches } from './best-matches';
import { toUser } from './user-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

const SORT_KEYS = {
  name: { column: users.name, type: 'text' },
  email: { column: users.email, type: 'text' },
  created_at: { column: users.createdAt, type: 'timestamptz' },
  points: { column: users.availableRewardPoints, type: 'integer' },
} as const;

/** `%` and `_` typed into the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The parts of a search, each a condition on the search text: each word of it (a run of 3 or more letters or
 * digits; shorter ones give the trigram index nothing to look up) on its own, the likeliest rare
 * first (with digits, then longest), and the whole text last. The same rows match; the index
 * reads less: PostgreSQL's GIN scan reads every posting list of the first condition's trigrams
 * and only skips through the later ones (figures: tests/bench/README.md, "Why the queries look so").
 */
export function searchParts(text: string): string[] {
  const specificity = (word: string) => (/\p{N}/u.test(word) ? 1_000 : 0) + word.length;
  const words = [...new Set(text.split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= 3 && word !== text);
  return [...words.sort((a, b) => specificity(b) - specificity(a)), text];
}

const searchConditions = (column: SQL, text: string) => and(...searchParts(text).map((part) => sql`${column} ilike ${likePattern(part)}`))!;

/** Accounts whose name, email or personal code holds the text (user_search's trigram index, migration 0012). */
const matching = (text: string) =>
  sql`${users.id} in (select ${userSearch.userId} from ${userSearch} where ${searchConditions(sql`${userSearch.searchText}`, text)})`;

/**
 * How many accounts a list's filter holds, up to `cap`. Without a search, the live accounts by
 * role that a trigger keeps (user_counts, migration 0009): exact, and no index walk, which
 * grows with the table once balance changes leave heap pages unmarked in the visibility map.
 * A search counts its matches from the trigram index, each looked up by id: as a plain semi-join
 * the planner hashed the matches and read every account to probe them; `offset 0` keeps the
 * lateral lookup a lookup.
 */
function countOf(query: Pick<ListUsersQuery, 'role' | 'search'>, cap: number | null): SQL {
  const limit = cap === null ? sql`` : sql` limit ${cap}`;
  if (!query.search) return sql`select coalesce(sum(${userCounts.n}), 0)::int as n from ${userCounts}${query.role ? sql` where ${userCounts.role} = ${query.role}` : sql``}`;
  return sql`select count(*)::int as n from (
    select 1 from ${userSearch} s
    cross join lateral (select 1 from ${users} where ${users.id} = s.user_id and ${filters({ role: query.role })} offset 0) live
    where ${searchConditions(sql`s.search_text`, query.search)}${limit}) counted`;
}

/**
 * How many accounts, in the page's order, a keyset search page checks before it asks the trigram
 * index: first 1,000; when they hold some matches but not a page, 5,000. Each checked account
 * costs a little, which a rare term (a personal code, an email) would pay for nothing: its few
 * matches are cheaper to read from the index.
 */
export const SEARCH_WALK = [1_000, 5_000] as const;

/**
 * The ids of the first `wanted` accounts of `walk` (the live accounts in the page's order, from
 * its cursor: the sort's own index) whose search text holds the text, each checked by its id
 * (`offset 0` keeps that a lookup). A term held by many accounts fills a page within a few
 * thousand of them at any size of the table, far cheaper than fetching and sorting all its
 * matches; counting them is what would grow, so such a page has no total. The walk's order is kept by the nested loop over it, which LIMIT reads lazily.
 */
function searchWalk(walk: SQL | { getSQL(): SQL }, text: string, wanted: number): SQL {
  return sql`select w.id from (${walk}) w
    cross join lateral (select 1 from ${userSearch} s where s.user_id = w.id and s.search_text ilike ${likePattern(text)} offset 0) found
    limit ${wanted}`;
}

function filters(query: Pick<ListUsersQuery, 'role' | 'search'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) conditions.push(matching(query.search));
  return and(...conditions);
}

/** The sort of a list as a keyset key: the column, then the id, both the same direction. */
function sortKey(sort: ListUsersQuery['sort']): Key {
  const { column, type } = SORT_KEYS[sort.replace(/^-/, '') as keyof typeof SORT_KEYS];
  return { column, type, tieBreaker: users.id, descending: sort.startsWith('-') };
}

export function createUserService(db: Db) {
  return {
    /** `callerRow`: the caller's row as identify() read it for this request (request.callerRow). */
    async getById(caller: Caller, id: number, callerRow: CallerRow | null): Promise<User> {
      if (caller.userId !== id && !isAdmin(caller.role)) throw forbidden(M.onlyOwnProfile);
      // A self read: identify() already read this row (live and active) for this request.
      if (caller.userId === id && callerRow) return toUser(callerRow);
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!row) throw notFound(M.noUserWithId, { id });
      return toUser(row);
    },

    /**
     * Offset pages with an exact total (the spec's call), or keyset pages (after/before/last):
     * the same cost at any depth of a million rows, a search's total counted up to USERS_TOTAL_CAP.
     * A keyset page of a search is first looked for along the sort's own index (searchWalk); a
     * page that walk fills has no total. Both answer the neighbours' cursors.
     */
    async list(query: ListUsersQuery): Promise<UsersPage> {
      const key = sortKey(query.sort);
      const byCursor = query.paging === 'cursor' || query.after !== undefined || query.before !== undefined || query.last === true;
      const cursor = query.before ?? query.after;
      const direction = query.before !== undefined || (query.last && query.after === undefined) ? 'before' : 'after';
      const bound = byCursor && cursor ? beyond(key, decodeCursor(cursor, query.before !== undefined ? 'before' : 'after', key.type), direction) : undefined;
      // Read backwards (towards the start) for `before` and for the last page.
      const reading = direction === 'before' ? !key.descending : key.descending;
      const order = reading ? [desc(key.column as AnyColumn), desc(users.id)] : [asc(key.column as AnyColumn), asc(users.id)];
      const offset = byCursor ? 0 : (query.page - 1) * query.pageSize;
      // A search's best matches lead its first page and are left out of every page's list, so
      // the pages still hold each match once: the first lists that many fewer, the others shift.
      const sorted = key.descending ? [desc(key.column as AnyColumn), desc(users.id)] : [asc(key.column as AnyColumn), asc(users.id)];
      const best = query.search ? await bestMatches(db, query, Math.min(BEST_MATCHES, query.pageSize - 1), sorted) : [];
      const notBest = best.length > 0 ? notInArray(users.id, best.map((row) => row.id)) : undefined;
      const fromStart = direction === 'after' && !cursor && offset === 0;
      const listed = fromStart ? query.pageSize - best.length : query.pageSize;
      const page = (where: SQL | undefined) =>
        db
          .select({ row: users, cursor: cursorValue(key) })
          .from(users)
          .where(and(where, notBest, bound))
          .orderBy(...order)
          .limit(listed + 1)
          .offset(Math.max(0, offset - best.length));
      const shape = (rows: Awaited<ReturnType<typeof page>>) => {
        const window = keysetWindow(rows, listed, { direction, from: cursor || offset > 0 ? 'cursor' : 'edge' }, (r) => encodeCursor(r.cursor, r.row.id), (r) => toUser(r.row));
        // Read back to the start (no rows before): that is the first page, best matches first.
        const atStart = fromStart || (direction === 'before' && window.previous === null);
        return atStart && best.length > 0 ? { ...window, items: [...best.map(toUser), ...window.items] } : window;
      };

      if (byCursor && query.search) {
        const text = query.search;
        const walked = (length: number) =>
          page(sql`${users.id} in (${searchWalk(
            db.select({ id: users.id }).from(users).where(and(filters({ role: query.role }), notBest, bound)).orderBy(...order).limit(length),
            text,
            listed + 1,
          )})`);
        // A short walk first: a term none of its accounts holds is rare enough for the index.
        const rows = await walked(SEARCH_WALK[0]);
        const found = rows.length > 0 && rows.length <= listed ? await walked(SEARCH_WALK[1]) : rows;
        // A full page (and one row more): the next page exists, and the total is left uncounted.
        if (found.length > listed) return { ...shape(found), total: null, totalCapped: false, page: 1, pageSize: query.pageSize };
      }

      const [rows, counted] = await Promise.all([page(filters(query)), queryRows<{ n: number }>(db, countOf(query, byCursor ? USERS_TOTAL_CAP + 1 : null))]);
      const n = Number(counted[0]?.n ?? 0);
      // Only a search's count stops at the cap; user_counts answers the rest exactly.
      const capped = byCursor && !!query.search && n > USERS_TOTAL_CAP;
      return {
        ...shape(rows),
        total: capped ? USERS_TOTAL_CAP : n,
        totalCapped: capped,
        page: byCursor ? 1 : query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * The users CSV of a filter and sort (the table's), in keyset batches along the sort's own
     * index: the first rows leave at once and memory holds one batch, at any table size.
     */
    exportBatches(query: Pick<ListUsersQuery, 'role' | 'search' | 'sort'>): CsvBatches<[string, number]> {
      const where = filters(query);
      const key = sortKey(query.sort);
      const order = key.descending ? [desc(key.column as AnyColumn), desc(users.id)] : [asc(key.column as AnyColumn), asc(users.id)];
      // Only the file's columns, the date already in ISO form: few objects per row, so a million
      // rows pass through the heap without it growing.
      const columns = {
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        points: users.availableRewardPoints,
        active: users.active,
        code: users.userCode,
        created: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        cursor: cursorValue(key),
      };
      return async (after) => {
        const rows = await db
          .select(columns)
          .from(users)
          .where(and(where, after ? beyond(key, after, 'after') : undefined))
          .orderBy(...order)
          .limit(CSV_BATCH);
        const last = rows.at(-1);
        return { rows: rows.map((u) => [u.id, u.name, u.email, u.role, u.points, u.active, u.code, u.created]), last: last ? [last.cursor, last.id] : null };
      };
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
