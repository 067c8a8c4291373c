// Keyset (cursor) paging: a page starts after (or before) the row a cursor names, read straight
// from an index on (sort column, tie-breaker), so page 50,000 costs what page 1 costs. An
// offset instead reads and throws away every row before the page.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './http-error';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

/** How a cursor's sort value is read back: the column's own SQL type. */
export type KeyType = 'text' | 'timestamptz' | 'integer' | 'bigint';

export interface Key {
  column: AnyColumn | SQL;
  type: KeyType;
  /** The unique tie-breaker (an id, integer or bigint). */
  tieBreaker: AnyColumn;
  descending: boolean;
}

/**
 * A cursor is the last row's sort value as PostgreSQL prints it (a timestamp keeps its
 * microseconds, which a JS Date would lose) and its id, in base64url JSON: opaque to clients.
 */
export const encodeCursor = (value: string, id: number) => Buffer.from(JSON.stringify([value, id])).toString('base64url');

// What PostgreSQL prints for each type: a cursor whose value would not cast back is refused
// here, as a 400, rather than by the database.
const VALUE_SHAPES: Record<KeyType, RegExp> = {
  text: /^[\s\S]*$/,
  integer: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
  timestamptz: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/,
};

export function decodeCursor(cursor: string, field: string, type: KeyType): [string, number] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      VALUE_SHAPES[type].test(parsed[0]) &&
      Number.isSafeInteger(parsed[1])
    ) {
      return [parsed[0], parsed[1] as number];
    }
  } catch {
    // answered below
  }
  throw badRequest(M.badCursor, { field });
}

/** The key's value as text, to select beside the row and build its cursor from. */
export const cursorValue = (key: Key) => sql<string>`(${key.column})::text`;

/**
 * Rows strictly after the cursor in the key's order (`direction` 'after'), or strictly before
 * it ('before'): one row comparison, which PostgreSQL answers from a (column, id) index.
 */
export function beyond(key: Key, cursor: [string, number], direction: 'after' | 'before'): SQL {
  const forward = direction === 'after' !== key.descending;
  const value = sql`cast(${cursor[0]} as ${sql.raw(key.type)})`;
  return forward ? sql`(${key.column}, ${key.tieBreaker}) > (${value}, ${cursor[1]}::bigint)` : sql`(${key.column}, ${key.tieBreaker}) < (${value}, ${cursor[1]}::bigint)`;
}

export interface KeysetWindow<T> {
  items: T[];
  /** The cursor of the page after these items, null on the last page. */
  next: string | null;
  /** The cursor of the page before, null on the first page. */
  previous: string | null;
}

/**
 * Turns pageSize + 1 rows, fetched in the page's reading order ('after', the first page) or in
 * reverse ('before', the last page), into the page and its neighbours' cursors.
 */
export function keysetWindow<R, T>(
  rows: R[],
  pageSize: number,
  how: { direction: 'after' | 'before'; from: 'edge' | 'cursor' },
  cursorOf: (row: R) => string,
  toItem: (row: R) => T,
): KeysetWindow<T> {
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (how.direction === 'before') page.reverse();
  const first = page[0];
  const last = page.at(-1);
  // Read forward from a cursor, there are rows before it; read backward from one, rows after it.
  const fromCursor = how.from === 'cursor';
  const next = how.direction === 'after' ? (more && last ? cursorOf(last) : null) : fromCursor && last ? cursorOf(last) : null;
  const previous = how.direction === 'before' ? (more && first ? cursorOf(first) : null) : fromCursor && first ? cursorOf(first) : null;
  return { items: page.map(toItem), next, previous };
}
