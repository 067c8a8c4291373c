import { z } from 'zod';
import { BOX_CODE_LENGTH, isValidBoxCode } from '../box-codes';

export const BOX_STATES = ['in_stock', 'out', 'returned', 'retired'] as const;
export type BoxState = (typeof BOX_STATES)[number];

/** What a scan of one code did (product.md, Boxes). */
export const BOX_OUTCOMES = ['credited', 'shipped', 'collected', 'retired_now', 'posted', 'already_posted', 'unknown', 'invalid', 'not_out', 'already_returned', 'retired', 'not_in_stock', 'other_client'] as const;
export type BoxOutcome = (typeof BOX_OUTCOMES)[number];

export const MAX_BATCH = 10_000;
/** Codes one scan may carry: a crate's worth, and a bound on one transaction. */
export const MAX_CODES_PER_SCAN = 200;

export const boxCodeList = z
  .array(z.string({ message: 'each code must be text' }).trim().min(1, 'a code is empty').max(40, 'a code is too long'), { message: 'codes must be a list of box codes' })
  .min(1, 'codes: send at least one box code')
  .max(MAX_CODES_PER_SCAN, `codes: at most ${MAX_CODES_PER_SCAN} box codes at once`);

export const createBatchBody = z.object({
  clientId: z.number({ message: 'clientId must be a number' }).int('clientId must be a whole number').positive('clientId must be positive'),
  count: z.number({ message: 'count must be a number' }).int('count must be a whole number').min(1, 'count must be at least 1').max(MAX_BATCH, `count must be at most ${MAX_BATCH}`),
});
export type CreateBatchBody = z.infer<typeof createBatchBody>;

export const batchSchema = z.object({ batchId: z.number().int(), clientId: z.number().int(), count: z.number().int(), createdAt: z.string(), codes: z.array(z.string()) });
export type Batch = z.infer<typeof batchSchema>;

export const batchSummarySchema = z.object({ batchId: z.number().int(), clientId: z.number().int(), clientName: z.string(), count: z.number().int(), createdAt: z.string() });
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const shipBody = z.object({ codes: boxCodeList, orderRef: z.string({ message: 'orderRef must be text' }).trim().max(100, 'orderRef is too long').optional() });
export const codesBody = z.object({ codes: boxCodeList });
export const retireBody = z.object({
  codes: boxCodeList,
  reason: z.string({ message: 'reason is required' }).trim().min(3, 'reason: say in a few words why').max(300, 'reason is too long'),
});

export const boxCodeOutcomeSchema = z.object({ code: z.string(), outcome: z.enum(BOX_OUTCOMES) });
export type BoxCodeOutcome = z.infer<typeof boxCodeOutcomeSchema>;
export const scanAnswerSchema = z.object({ outcomes: z.array(boxCodeOutcomeSchema), done: z.number().int() });
export type ScanAnswer = z.infer<typeof scanAnswerSchema>;

export const boxCodeParam = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'code is required')
    .max(40, 'code is too long')
    .refine(isValidBoxCode, `code is not a box code: ${BOX_CODE_LENGTH} letters and digits that check`),
});

export const boxEventSchema = z.object({
  kind: z.enum(['created', 'shipped', 'posted', 'returned', 'collected', 'retired']),
  trip: z.number().int(),
  at: z.string(),
  actorName: z.string().nullable(),
  storeName: z.string().nullable(),
  orderRef: z.string().nullable(),
  note: z.string().nullable(),
});
export type BoxEvent = z.infer<typeof boxEventSchema>;

/** Anyone holding the box: what it is and what returning it earns; staff of its client and admins also its journey. */
export const boxFactsSchema = z.object({
  code: z.string(),
  returnable: z.boolean(),
  pointsForReturning: z.number().int(),
  state: z.enum(BOX_STATES).optional(),
  clientName: z.string().optional(),
  journey: z.array(boxEventSchema).optional(),
});
export type BoxFacts = z.infer<typeof boxFactsSchema>;

export const boxStatsQuery = z.object({
  clientId: z.coerce.number({ message: 'clientId must be a number' }).int('clientId must be a whole number').positive('clientId must be positive').optional(),
});

export const boxStatsSchema = z.object({
  byState: z.object({ in_stock: z.number().int(), out: z.number().int(), returned: z.number().int(), retired: z.number().int() }),
  /** Of the boxes shipped at least the return window ago, the share that came back within it; null with none. */
  returnRate: z.number().nullable(),
  returnWindowDays: z.number().int(),
  medianDaysOut: z.number().nullable(),
  tripsPerBox: z.array(z.object({ trips: z.number().int(), boxes: z.number().int() })),
  suspectedLost: z.number().int(),
  lostAfterDays: z.number().int(),
});
export type BoxStats = z.infer<typeof boxStatsSchema>;

/** One row of the return rates: the rate, the boxes out now, and those out so long they are suspected lost. */
export const returnRateRowSchema = z.object({ returnRate: z.number().nullable(), out: z.number().int(), suspectedLost: z.number().int() });

/** How many clients the return rates list, by name. */
export const RETURN_RATES_CLIENTS = 50;

/** The return rate of the whole service and of each of the first clients by name, in one answer. */
export const returnRatesSchema = z.object({
  all: returnRateRowSchema,
  clients: z.array(returnRateRowSchema.extend({ clientId: z.number().int(), clientName: z.string() })),
  /** Live clients in all: more than listed means the list stops at RETURN_RATES_CLIENTS. */
  totalClients: z.number().int(),
  returnWindowDays: z.number().int(),
  lostAfterDays: z.number().int(),
});
export type ReturnRates = z.infer<typeof returnRatesSchema>;
export type ReturnRateRow = z.infer<typeof returnRateRowSchema>;

/** A box the recycler handed in or posted back: where, when, and what it earned (null while a posted box travels). */
export const myBoxSchema = z.object({
  code: z.string(),
  kind: z.enum(['returned', 'posted']),
  at: z.string(),
  storeName: z.string().nullable(),
  points: z.number().int().nullable(),
  co2Grams: z.number().nullable(),
});
export type MyBox = z.infer<typeof myBoxSchema>;
export const MY_BOXES_LIMIT = 200;
