import { z } from 'zod';
import { paging, toAfterFrom } from './envelope';

/** GET /coupon/redemptions (admin): every redemption in [from, to), oldest first, for reports and CSV exports. */
const range = z.object({
  from: z.string({ message: 'from is required' }).datetime({ offset: true, message: 'from must be a date-time' }),
  to: z.string({ message: 'to is required' }).datetime({ offset: true, message: 'to must be a date-time' }),
});

export const redemptionReportQuery = paging.extend(range.shape).refine(...toAfterFrom);
export type RedemptionReportQuery = z.infer<typeof redemptionReportQuery>;

/** GET /coupon/redemptions.csv (admin): the same range as one streamed CSV file. */
export const redemptionsCsvQuery = range.refine(...toAfterFrom);
export const REDEMPTIONS_CSV_HEADER = ['redeemed_at', 'redemption_id', 'user_id', 'user_name', 'user_email', 'company', 'coupon_id', 'coupon', 'code', 'points_spent'] as const;

export const redemptionReportRowSchema = z.object({
  redemptionId: z.number().int(),
  redeemedAt: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  couponId: z.number().int(),
  couponDescription: z.string(),
  companyName: z.string().nullable(),
  /** The code handed out (the coupon's own, or one of its pool). */
  couponCode: z.string(),
  pointsSpent: z.number().int(),
});
export type RedemptionReportRow = z.infer<typeof redemptionReportRowSchema>;

export const redemptionReportPage = z.object({
  items: z.array(redemptionReportRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
