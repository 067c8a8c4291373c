// The accounts a search names outright, shown before the rest of its first page whatever the
// sort: the personal code or email typed whole, the name typed whole, the name's first words
// ("uma" finds "Uma User" before fifteen "Umar …"), the email's part before the @. Each is a
// pattern the trigram index can look up (search_text is name, email and code, space-separated).
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListUsersQuery } from '@/shared/contract/users';
import type { Db } from '@/server/db/client';
import { userSearch, users } from '@/server/db/schema';

/** At most this many, so the page stays mostly the list the person sorted. */
export const BEST_MATCHES = 5;

const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** `sorted`: the list's own order, which keeps equally good matches as the person sorted them. */
export async function bestMatches(db: Db, query: Pick<ListUsersQuery, 'role' | 'search'>, wanted: number, sorted: SQL[]) {
  const text = query.search?.trim() ?? '';
  if (!text || wanted <= 0) return [];
  const t = literal(text);
  // Only the patterns the text can meet: an email holds an @, a code or an email's first part no space.
  const patterns = [`${t} %`, ...(text.includes('@') ? [`% ${t} %`] : /\s/.test(text) ? [] : [`% ${t}@%`, `% ${t}`])];
  const candidates = sql`${users.id} in (select ${userSearch.userId} from ${userSearch} where ${sql.join(
    patterns.map((pattern) => sql`${userSearch.searchText} ilike ${pattern}`),
    sql` or `,
  )})`;
  const rank: SQL<number> = sql<number>`case
    when upper(${users.userCode}) = upper(${text}) then 0
    when lower(${users.email}) = lower(${text}) then 1
    when lower(${users.name}) = lower(${text}) then 2
    when ${users.name} ilike ${`${t} %`} then 3
    when ${users.email} ilike ${`${t}@%`} then 4
    end`;
  const rows = await db
    .select({ row: users, rank })
    .from(users)
    .where(and(isNull(users.deletedAt), query.role ? eq(users.role, query.role) : undefined, candidates, sql`${rank} is not null`))
    .orderBy(rank, ...sorted)
    .limit(wanted);
  return rows.map((r) => r.row);
}
