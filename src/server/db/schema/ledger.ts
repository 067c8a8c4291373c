// The points ledger and the rollups the dashboards read.
import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Every change of a balance (product.md, Points). A balance is the sum of its entries. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    // return, redeem, event, adjustment
    reason: text('reason').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id'),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  // By user for histories; by time for the admin's points-per-day chart.
  // ledger_user_idx ends with the id, the tie-breaker of the history's order, so a keyset
  // page deep in a long history is read straight from the index.
  (t) => [
    index('ledger_user_idx').on(t.userId, t.createdAt, t.id),
    index('ledger_created_idx').on(t.createdAt),
  ],
);

/**
 * The ledger summed per closed UTC day (stats/ledger-rollup.ts): all-time and per-day points
 * figures read a row a day instead of millions of entries.
 */
export const ledgerDaily = pgTable('ledger_daily', {
  day: date('day').primaryKey(),
  issued: bigint('issued', { mode: 'number' }).notNull(),
  redeemed: bigint('redeemed', { mode: 'number' }).notNull(),
  net: bigint('net', { mode: 'number' }).notNull(),
});

/** How far an incremental rollup has read (stats/redemption-rollup.ts): rows before `through` are in. */
export const rollups = pgTable('rollups', {
  name: text('name').primaryKey(),
  through: timestamp('through', { withTimezone: true }).notNull(),
});
