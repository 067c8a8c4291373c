// The scale bench's data is written in bulk; its indexes are built once after (scale-data.ts).
import { sql } from 'drizzle-orm';
import type { openDatabase } from '@/server/db/client';

/**
 * Runs the generation with the secondary indexes (every index not behind a primary key or unique
 * constraint) dropped, and builds them once after from the data, each as its migration wrote it:
 * kept while a million users, five million ledger entries and their update were written, they
 * were maintained row by row (the trigram index among them), which made most of the 1M
 * generation's time (448 s on 2026-11-29).
 */
export async function withoutSecondaryIndexes(db: Awaited<ReturnType<typeof openDatabase>>['db'], generate: () => Promise<void>): Promise<void> {
  const found = (await db.execute(
    sql.raw(`select indexname, indexdef from pg_indexes i where schemaname = 'public'
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`),
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const index of found.rows) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  await generate();
  // More memory for each build than the default 64 MB (the trigram index's above all), for this
  // statement only.
  for (const index of found.rows) {
    await db.execute(sql.raw(`do $gen$ begin perform set_config('maintenance_work_mem', '256MB', true); execute $def$${index.indexdef}$def$; end $gen$`));
  }
}
