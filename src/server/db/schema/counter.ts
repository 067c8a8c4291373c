// Stores, the boxes returned at them and the managers at their counters.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('returns_user_idx').on(t.userId),
    index('returns_reporter_idx').on(t.reportedBy),
    // The recorder's own list and dashboard, a store's returns, the pending queue.
    index('returns_decider_idx').on(t.decidedBy, t.decidedAt),
    index('returns_store_idx').on(t.storeId),
    index('returns_status_idx').on(t.status),
    // The pending queue, newest first, for everyone and per store: keyset pages (issue 20).
    index('returns_pending_idx').on(t.createdAt, t.id).where(sql`status = 'pending'`),
    index('returns_pending_store_idx').on(t.storeId, t.createdAt, t.id).where(sql`status = 'pending'`),
    check('returns_boxes_positive', sql`${t.boxes} > 0`),
  ],
);

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
