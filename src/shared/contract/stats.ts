import { z } from 'zod';
import { roleSchema } from './auth';
import { settingsSchema } from './settings';

// Dashboard figures, one answer per role. Days and months are UTC calendar days and months.

const count = z.number().int();
const returnsFigure = z.object({ returns: count, boxes: count, points: count });

export const LOW_STOCK_THRESHOLD = 10;
export const EXPIRING_WITHIN_DAYS = 14;

export const adminStatsSchema = z.object({
  usersByRole: z.array(z.object({ role: roleSchema, count })),
  /** The last 30 days, oldest first, days without activity included as zeros. */
  pointsPerDay: z.array(z.object({ day: z.string(), issued: count, redeemed: count })),
  topCoupons: z.array(z.object({ couponId: count, couponDescription: z.string(), companyName: z.string(), redemptions: count })),
  returnsThisMonth: returnsFigure,
  pendingReturns: count,
  couponsNeedingAttention: z.array(
    z.object({
      couponId: count,
      couponDescription: z.string(),
      companyName: z.string(),
      stock: count.nullable(),
      validUntil: z.string().nullable(),
      lowStock: z.boolean(),
      expiringSoon: z.boolean(),
    }),
  ),
  /** How many coupons need attention in all: the list above stops at its first 50. */
  couponsNeedingAttentionTotal: count,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const distributorStatsSchema = z.object({
  today: returnsFigure,
  thisMonth: returnsFigure,
  usersCreditedThisMonth: count,
  usersCreditedAllTime: count,
  pendingReturns: count,
  pointsPerBox: count,
});
export type DistributorStats = z.infer<typeof distributorStatsSchema>;

export const businessStatsSchema = z.object({
  stores: z.array(
    z.object({
      storeId: count,
      name: z.string(),
      active: z.boolean(),
      returnsThisMonth: count,
      boxesThisMonth: count,
      boxesAllTime: count,
    }),
  ),
  thisMonth: returnsFigure,
  pendingReturns: count,
});
export type BusinessStats = z.infer<typeof businessStatsSchema>;

export const eventManagerStatsSchema = z.object({
  upcomingEvents: count,
  pastEvents: count,
  /**
   * joined: places taken at events that have not ended (joined or already checked in), the sum
   * of those events' participantCount; attended and removed: over every live event.
   */
  participants: z.object({ joined: count, attended: count, removed: count }),
  /** Attended ÷ (joined + attended) over ended events; null before any has ended with people in it. */
  attendanceRate: z.number().nullable(),
  pointsAwarded: count,
  nextEvents: z.array(
    z.object({ id: count, title: z.string(), startsAt: z.string(), inviteId: z.string(), capacity: count.nullable(), participantCount: count }),
  ),
});
export type EventManagerStats = z.infer<typeof eventManagerStatsSchema>;

export const userStatsSchema = z.object({
  balance: count,
  boxesReturned: count,
  returnsConfirmed: count,
  pendingReports: count,
  /** boxesReturned × co2GramsPerBox: the factor is shown beside the figure. */
  co2GramsAvoided: count,
  co2GramsPerBox: count,
  pointsPerBox: count,
  redemptionsLast30Days: count,
  redemptionsAllTime: count,
  joinedEvents: count,
  upcomingJoinedEvents: count,
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const superAdminStatsSchema = z.object({
  totals: z.object({
    users: count,
    activeUsers: count,
    clients: count,
    stores: count,
    events: count,
    pointsIssued: count,
    pointsRedeemed: count,
    pointsOutstanding: count,
    redemptions: count,
    boxesReturned: count,
    co2GramsAvoided: count,
  }),
  settings: settingsSchema,
});
export type SuperAdminStats = z.infer<typeof superAdminStatsSchema>;

/** The store manager's counter: each store they manage, its returns today and reports waiting. */
export const storeManagerStatsSchema = z.object({
  stores: z.array(
    z.object({
      storeId: count,
      name: z.string(),
      active: z.boolean(),
      today: returnsFigure,
      pendingReturns: count,
    }),
  ),
});
export type StoreManagerStats = z.infer<typeof storeManagerStatsSchema>;
