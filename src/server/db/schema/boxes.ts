// Boxes and their journeys: each box has a code, a state and a trip number; every change of
// state is an event row, never an update that forgets.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { clients, users } from './accounts';
import { boxReturns, stores } from './counter';

export const boxBatches = pgTable('box_batches', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  count: integer('count').notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const boxes = pgTable(
  'boxes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => boxBatches.id),
    // in_stock, out, returned, retired
    state: text('state').notNull().default('in_stock'),
    // Counts shipments: a trip is out -> returned, and a box credits once per trip.
    trip: integer('trip').notNull().default(0),
    // When it last went out (the return rate and "suspected lost" read it).
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    // When it came back from that trip (handed in, or collected after being posted); null while out.
    backAt: timestamp('back_at', { withTimezone: true }),
    retiredReason: text('retired_reason'),
    // The recycler's report of posting it back, credited when the depot collects it.
    postedReturnId: integer('posted_return_id').references(() => boxReturns.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('boxes_code_unique').on(t.code),
    index('boxes_batch_idx').on(t.batchId, t.id),
    index('boxes_client_state_idx').on(t.clientId, t.state),
    index('boxes_out_since_idx').on(t.shippedAt).where(sql`state = 'out'`),
  ],
);

export const boxEvents = pgTable(
  'box_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id),
    // created, shipped, returned, collected, retired
    kind: text('kind').notNull(),
    trip: integer('trip').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    // Who handed it in (returned), for their "My boxes"; where (a store) when known.
    recyclerId: integer('recycler_id').references(() => users.id),
    storeId: integer('store_id').references(() => stores.id),
    returnId: integer('return_id').references(() => boxReturns.id),
    orderRef: text('order_ref'),
    note: text('note'),
    // The points this event credited the recycler for this box (a return, a posted box collected).
    points: integer('points'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('box_events_box_idx').on(t.boxId, t.id), index('box_events_recycler_idx').on(t.recyclerId, t.at).where(sql`recycler_id is not null`)],
);

/**
 * The figures of GET /boxes/stats, kept by statement triggers on boxes (migration 0023), so the
 * figures read a few rows whatever the number of boxes: boxes per client, state and trip count.
 */
export const boxStateCounts = pgTable(
  'box_state_counts',
  {
    clientId: integer('client_id').notNull(),
    state: text('state').notNull(),
    trips: integer('trips').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.state, t.trips] })],
);

/**
 * Trips per client and shipping day by how they ended: days_back >= 0 came back after that many
 * whole days, -1 still out, -2 retired while out. Every trip stays counted after the next one.
 */
export const boxTripDays = pgTable(
  'box_trip_days',
  {
    clientId: integer('client_id').notNull(),
    shippedOn: date('shipped_on').notNull(),
    daysBack: integer('days_back').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.shippedOn, t.daysBack] })],
);
