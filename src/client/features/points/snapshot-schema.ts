// The shape of what the dashboard remembers for offline use (atoms.ts); loaded only when a
// stored value is checked, so zod stays out of the first visit.
import { z } from 'zod';
import { redemptionSchema } from '@/shared/contract/coupons';
import { joinedEventSchema } from '@/shared/contract/events';
import { ledgerEntrySchema } from '@/shared/contract/points';
import { userStatsSchema } from '@/shared/contract/stats';

const seen = <T extends z.ZodType>(data: T) => z.object({ data, at: z.string() }).optional();

export const dashboardSnapshotSchema = z.object({
  userId: z.number().int().nullable(),
  stats: seen(userStatsSchema),
  redemptions: seen(z.array(redemptionSchema)),
  events: seen(z.array(joinedEventSchema)),
  history: seen(z.object({ entries: z.array(ledgerEntrySchema), total: z.number().int() })),
});
export type DashboardSnapshot = z.infer<typeof dashboardSnapshotSchema>;
