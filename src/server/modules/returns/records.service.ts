// A staff member's own records: the returns they recorded or decided, newest first, in a date
// range and for a recycler's name or code, a page at a time or as one streamed CSV file.
import { and, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Page, PageCursors } from '@/shared/contract/envelope';
import type { BoxReturn, RecordsFilter, RecordsQuery } from '@/shared/contract/returns';
import type { Db } from '@/server/db/client';
import { boxReturns, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { CSV_BATCH, type CsvBatches } from '@/server/lib/http/csv-stream';
import { beyond, decodeCursor, encodeCursor } from '@/server/lib/http/keyset';
import { containsPattern } from '../clients/clients.service';
import { pageOfReturns } from './return-rules';
import { RETURNS_KEY, selectReturnRows } from './return-view';

function recordsOf(db: Db, caller: Caller, filter: RecordsFilter): SQL {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    eq(boxReturns.decidedBy, caller.userId),
    filter.from ? gte(boxReturns.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(boxReturns.createdAt, new Date(filter.to)) : undefined,
    // A subquery, so the page's count (on box_returns alone) filters the same way.
    pattern
      ? inArray(
          boxReturns.userId,
          db.select({ id: users.id }).from(users).where(or(ilike(users.name, pattern), ilike(users.userCode, pattern))),
        )
      : undefined,
  )!;
}

export function createRecordsService(db: Db) {
  return {
    page: (caller: Caller, query: RecordsQuery): Promise<Page<BoxReturn> & PageCursors> => pageOfReturns(db, recordsOf(db, caller, query), query),

    /** The CSV's rows in the list's order, a batch after the last one's cursor. */
    csvBatches(caller: Caller, filter: RecordsFilter): CsvBatches<string> {
      const where = recordsOf(db, caller, filter);
      return async (after) => {
        const bound = after ? beyond(RETURNS_KEY, decodeCursor(after, 'cursor', RETURNS_KEY.type), 'after') : undefined;
        const rows = await selectReturnRows(db, and(where, bound), CSV_BATCH);
        const last = rows.at(-1);
        return {
          rows: rows.map(({ item: r }) => [r.createdAt, r.id, r.userName, r.userCode, r.boxes, r.points, r.status, r.storeName, r.location]),
          last: last ? encodeCursor(last.cursor, last.item.id) : null,
        };
      };
    },
  };
}
