import { z } from 'zod';
import { redemptionSchema } from './coupons';
import { joinedEventSchema } from './events';
import { LEDGER_REASONS } from './points';
import { userSchema } from './users';

/** GET /account/export: everything Rebox holds about the caller, as one JSON download. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: userSchema,
  pointsLedger: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      delta: z.number().int(),
      reason: z.string().meta({ description: `One of ${LEDGER_REASONS.join(', ')}.` }),
      note: z.string(),
      source: z.object({ type: z.string(), id: z.number().int().nullable() }),
    }),
  ),
  redemptions: z.array(redemptionSchema),
  returns: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      boxes: z.number().int(),
      status: z.string(),
      location: z.string(),
      points: z.number().int().nullable(),
      reportedByMe: z.boolean(),
    }),
  ),
  events: z.array(joinedEventSchema),
  /** The inbox, and the browsers that take Web Push (by push service only: an endpoint is a secret). */
  notifications: z.array(z.object({ id: z.number().int(), at: z.string(), kind: z.string(), title: z.string(), body: z.string(), readAt: z.string().nullable() })),
  pushDevices: z.array(z.object({ pushService: z.string(), since: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** A download that is not the JSON envelope (CSV), for response schemas. */
export const csvAnswer = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });
