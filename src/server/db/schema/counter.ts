// Stores, the boxes returned at them and the managers at their counters.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    /** Where the store is (WGS 84), when known: recyclers' Return points sort by distance from it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('stores_owner_idx').on(t.ownerId)],
);

export const boxReturns = pgTable(
  'box_returns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    boxes: integer('boxes').notNull(),
    // pending (reported by the user), confirmed (credited), rejected, reversed (credit undone)
    status: text('status').notNull(),
    storeId: integer('store_id').references(() => stores.id),
    /**
     * The store's business user, kept by triggers (migration 0014; never written by the services):
     * a business user's pending queue is one index range however many stores they own.
     */
    storeOwnerId: integer('store_owner_id'),
    location: text('location').notNull().default(''),
    points: integer('points'),
    reportedBy: integer('reported_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // Why a report was rejected, or why a credit was undone: the recycler reads it.
    reason: text('reason'),
    // Posted back by the recycler: no staff decision, credited as the depot collects its boxes.
    byPost: boolean('by_post').notNull().default(false),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('returns_user_idx').on(t.userId),
    index('returns_reporter_idx').on(t.reportedBy),
    // The recorder's own list and dashboard, a store's returns, the pending queue.
    index('returns_decider_idx').on(t.decidedBy, t.decidedAt),
    // A distributor's dashboard from the index alone: their credits' day, recycler, boxes and points.
    index('returns_decider_credit_idx').on(t.decidedBy, t.decidedAt, t.userId, t.boxes, t.points).where(sql`status = 'confirmed'`),
    // The admin's returns of this month from the index alone: the range of this month's credits,
    // not every credit's decider entry.
    index('returns_confirmed_month_idx').on(t.decidedAt, t.boxes, t.points).where(sql`status = 'confirmed'`),
    index('returns_store_idx').on(t.storeId),
    index('returns_status_idx').on(t.status),
    // The pending queue, newest first, for everyone and per store: keyset pages.
    index('returns_pending_idx').on(t.createdAt, t.id).where(sql`status = 'pending'`),
    index('returns_pending_store_idx').on(t.storeId, t.createdAt, t.id).where(sql`status = 'pending'`),
    index('returns_pending_owner_idx').on(t.storeOwnerId, t.createdAt, t.id).where(sql`status = 'pending'`),
    check('returns_boxes_positive', sql`${t.boxes} > 0`),
  ],
);

// Each store's returns, counted by a trigger on box_returns (migration 0013), so a business user's
// dashboard reads a row or two per store however many returns its stores took.
export const storeReturnCounts = pgTable('store_return_counts', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** Reports waiting at the store. */
  pending: integer('pending').notNull().default(0),
  /** Boxes of the returns credited there, all time (a credited return with no decision time too). */
  boxes: bigint('boxes', { mode: 'number' }).notNull().default(0),
});

/** Returns credited at each store per UTC month of their decision: "this month" is this row (or later ones). */
export const storeReturnMonths = pgTable(
  'store_return_months',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    returns: integer('returns').notNull().default(0),
    boxes: bigint('boxes', { mode: 'number' }).notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month] })],
);

/**
 * Boxes of every credited return, at a store or not, kept by a trigger on box_returns (migration
 * 0017): the super admin's "boxes returned" reads these rows, not every credit. A return counts in slot id % 8, so credits of different returns rarely wait
 * for the same row's lock; the figure is the sum of the slots.
 */
export const confirmedBoxCounts = pgTable('confirmed_box_counts', {
  slot: smallint('slot').primaryKey(),
  boxes: bigint('boxes', { mode: 'number' }).notNull().default(0),
});

// The clerks of a store: STORE_MANAGER accounts assigned by the store's business user.
export const storeManagers = pgTable(
  'store_managers',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_managers_unique').on(t.storeId, t.userId), index('store_managers_user_idx').on(t.userId)],
);
