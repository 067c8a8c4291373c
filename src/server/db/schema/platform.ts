// What the whole portal shares: uploaded images, the super admin's settings, idempotent answers.
import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/** Uploaded images live in the database so API processes stay stateless and backups hold them. */
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  // A person's own picture: served so that no browser HTTP cache keeps it past the session.
  private: boolean('private').notNull().default(false),
  createdAt: createdAt(),
});

export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  pointsPerBox: integer('points_per_box').notNull().default(10),
  co2GramsPerBox: integer('co2_grams_per_box').notNull().default(250),
  // The most an event's attendance may credit: an event manager cannot mint points at will.
  maxEventReward: integer('max_event_reward').notNull().default(100),
  // Crediting limits: what one return, one staff account in a day and one recycler's returns
  // in a day may credit, so a stolen or careless counter cannot mint points.
  maxBoxesPerReturn: integer('max_boxes_per_return').notNull().default(50),
  maxStaffPointsPerDay: integer('max_staff_points_per_day').notNull().default(10_000),
  maxRecyclerReturnPointsPerDay: integer('max_recycler_return_points_per_day').notNull().default(1_000),
  // Boxes: counting without codes is refused when on; the return rate's window; when an out box is suspected lost.
  boxCodesRequired: boolean('box_codes_required').notNull().default(false),
  returnWindowDays: integer('return_window_days').notNull().default(60),
  lostAfterDays: integer('lost_after_days').notNull().default(90),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Answers of idempotent calls, so a repeat with the same key returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    status: integer('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

// One row per sign-in: the token names its session, so a logout, a password change or
// "sign out everywhere" ends sessions on the server, not only on the device.

/**
 * Points credited per UTC day, by a staff account (`staff`) and to a recycler from returns
 * (`recycler_returns`): one row each, raised by a conditional upsert, so parallel credits
 * cannot pass a limit together.
 */
export const creditTotals = pgTable(
  'credit_totals',
  {
    kind: text('kind').notNull(),
    accountId: integer('account_id').notNull(),
    day: date('day').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.accountId, t.day] })],
);
