// Coupon companies, coupons, their code pools and redemptions.
import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

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
    // A month's redemptions for the admin's report and its streamed CSV, in keyset batches.
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

/** Redemptions per coupon before rollups.through ('redemptions'): the admin's top coupons. */
export const couponRedemptionTotals = pgTable('coupon_redemption_totals', {
  couponId: integer('coupon_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
