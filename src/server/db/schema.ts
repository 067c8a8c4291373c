// The database schema (drizzle pg-core). Runs unchanged on PGlite and PostgreSQL;
// migrations are generated from it with `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contactName: text('contact_name').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    profileImage: text('profile_image'),
    // Cached sum of the user's ledger entries; changed only in the same transaction as an entry.
    availableRewardPoints: integer('available_reward_points').notNull().default(0),
    // Short personal code (and QR) that staff type or scan to credit a return.
    userCode: text('user_code').notNull(),
    active: boolean('active').notNull().default(true),
    clientId: integer('client_id').references(() => clients.id),
    serviceArea: text('service_area'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_code_unique').on(t.userCode),
    index('users_role_idx').on(t.role),
    // Keyset paging of the staff's users table, one index per sortable column (live accounts
    // only), so a page costs the same at a million rows and at the last page (issue 20).
    index('users_live_created_idx').on(t.createdAt, t.id).where(sql`deleted_at is null`),
    index('users_live_name_idx').on(t.name, t.id).where(sql`deleted_at is null`),
    index('users_live_email_idx').on(t.email, t.id).where(sql`deleted_at is null`),
    index('users_live_points_idx').on(t.availableRewardPoints, t.id).where(sql`deleted_at is null`),
    index('users_live_role_created_idx').on(t.role, t.createdAt, t.id).where(sql`deleted_at is null`),
    check('users_points_not_negative', sql`${t.availableRewardPoints} >= 0`),
  ],
);

/**
 * What the staff's users search reads: name, email and personal code of each account, kept by a
 * trigger on users when one of them changes (migration 0012), with its trigram index. Not on
 * users itself: a balance change is not a HOT update there (users_live_points_idx), so every
 * redemption and return added the row's trigrams to the index's pending list, which each search
 * then read whole (400 of 675 pages a search read at 100,000 recyclers).
 */
export const userSearch = pgTable(
  'user_search',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('user_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const couponCompanies = pgTable('coupon_companies', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  banner: text('banner'),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => couponCompanies.id),
    description: text('description').notNull(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    value: doublePrecision('value').notNull(),
    bannerImage: text('banner_image'),
    pointToRedeem: integer('point_to_redeem').notNull(),
    redeemLink: text('redeem_link').notNull(),
    stock: integer('stock'),
    perUserLimit: integer('per_user_limit'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('coupons_company_idx').on(t.companyId),
    check('coupons_stock_not_negative', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    code: text('code').notNull(),
    pointsSpent: integer('points_spent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('redemptions_user_idx').on(t.userId),
    index('redemptions_coupon_idx').on(t.couponId),
    // A month's redemptions for the admin's report and its streamed CSV, in keyset batches (issue 20).
    index('redemptions_created_idx').on(t.createdAt, t.id),
  ],
);

/** Optional pool of unique codes: one per redemption, never handed out twice. */
export const couponPoolCodes = pgTable(
  'coupon_pool_codes',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    code: text('code').notNull(),
    redemptionId: integer('redemption_id').references(() => redemptions.id),
  },
  (t) => [uniqueIndex('pool_code_unique').on(t.couponId, t.code), index('pool_free_idx').on(t.couponId, t.redemptionId)],
);

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

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    pointsReward: integer('points_reward').notNull().default(0),
    banner: text('banner'),
    inviteId: text('invite_id').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Participants by status and the points the event awarded (ledger entries of reason and
    // source 'event', undos included), kept by triggers on participants and points_ledger
    // (migration 0011): the event manager's dashboard sums a row per event, not its people.
    joinedCount: integer('joined_count').notNull().default(0),
    attendedCount: integer('attended_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    pointsAwarded: bigint('points_awarded', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('events_invite_unique').on(t.inviteId), index('events_creator_idx').on(t.createdBy)],
);

export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // joined, attended, removed
    status: text('status').notNull(),
    joinedAt: createdAt(),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
  },
  // The unique index serves an event's list; the second serves a user's joined events.
  (t) => [
    uniqueIndex('participants_unique').on(t.eventId, t.userId),
    index('participants_user_idx').on(t.userId),
    // An event's list in joining order, paged by keyset (issue 20).
    index('participants_event_joined_idx').on(t.eventId, t.joinedAt, t.userId),
  ],
);

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
    // The points an event manager's events awarded, without reading the whole ledger.
    index('ledger_event_source_idx').on(t.sourceId).where(sql`source_type = 'event'`),
  ],
);

/**
 * The ledger summed per closed UTC day (stats/ledger-rollup.ts): all-time and per-day points
 * figures read a row a day instead of millions of entries (issue 20).
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

/** Redemptions per coupon before rollups.through ('redemptions'): the admin's top coupons. */
export const couponRedemptionTotals = pgTable('coupon_redemption_totals', {
  couponId: integer('coupon_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Live accounts by role and active flag, kept by a trigger on users (migration 0009): the
 * dashboards' head counts without counting a million rows. Accounts change rarely (sign-ups,
 * admin edits), never on the redemption path.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: text('role').notNull(),
    active: boolean('active').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.active] })],
);

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
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Password reset links: only the SHA-256 of the token is kept; single use, 30 minutes, and a
// newer request or a successful reset ends the older ones.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
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
