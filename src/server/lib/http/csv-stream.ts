// A CSV answer streamed in batches: a million users leave as they are read, a few
// thousand rows at a time, so the first byte goes out at once and the process holds one batch,
// not the file. Each batch is a keyset SELECT after the last row of the one before (the same
// statement on PGlite and PostgreSQL, no connection held between batches).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvLine, type CsvCell } from '@/shared/csv';

// Small enough that a batch's rows die young (they never reach V8's old space), large enough
// that a million rows are a few hundred round trips.
export const CSV_BATCH = 1000;

/**
 * `batch(after)` answers the rows after the cursor (null: from the start) and the cursor of the
 * last of them; an empty batch ends the file.
 */
export type CsvBatches<C> = (after: C | null) => Promise<{ rows: CsvCell[][]; last: C | null }>;

export function sendCsv<C>(reply: FastifyReply, fileName: string, header: readonly string[], batch: CsvBatches<C>): FastifyReply {
  async function* lines() {
    // A BOM so spreadsheet apps read UTF-8 names; the header with it in the first chunk.
    yield `\uFEFF${csvLine(header)}`;
    let after: C | null = null;
    for (;;) {
      const { rows, last } = await batch(after);
      if (rows.length === 0) return;
      yield rows.map(csvLine).join('');
      if (rows.length < CSV_BATCH || last === null) return;
      after = last;
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(lines(), { objectMode: false }));
}
