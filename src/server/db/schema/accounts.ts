// Accounts: clients, users and what belongs to a user's sign-in (sessions, reset links), the
// users search's text and the live accounts by role.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
    // A store manager's business: the business user who invited them, the only one who may staff stores with them.
    employerId: integer('employer_id').references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_code_unique').on(t.userCode),
    index('users_role_idx').on(t.role),
    // Keyset paging of the staff's users table, one index per sortable column (live accounts
    // only), so a page costs the same at a million rows and at the last page.
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

// An email change, undoable for 7 days from the link mailed to the old address: only the
// token's SHA-256 is kept.
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_changes_token_unique').on(t.tokenHash), index('email_changes_user_idx').on(t.userId)],
);
