import { z } from 'zod';
import { BOX_OUTCOMES } from './boxes';
import { cursorPaging, paging, toAfterFrom } from './envelope';

export const RETURN_STATUSES = ['pending', 'confirmed', 'rejected', 'reversed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const MAX_BOXES_PER_RETURN = 100;
/** From this many boxes a counted return asks the counter to confirm the number first (product.md, Limits on crediting). */
export const UNUSUAL_RETURN_BOXES = 10;

/** A box return: recorded by staff (confirmed at once) or reported by the user (pending). */
export const boxReturnSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  userCode: z.string(),
  boxes: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  location: z.string(),
  /** Points credited; null until confirmed. */
  points: z.number().int().nullable(),
  reportedBy: z.number().int(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected, or why its credit was undone: shown to the recycler. */
  reason: z.string().nullable(),
  reversedAt: z.string().nullable(),
  /** Posted back: credited as the depot collects its boxes, never decided by staff. */
  byPost: z.boolean(),
});
export type BoxReturn = z.infer<typeof boxReturnSchema>;

const boxes = z
  .number({ message: 'boxes must be a number' })
  .int('boxes must be a whole number')
  .min(1, 'boxes must be at least 1')
  .max(MAX_BOXES_PER_RETURN, `boxes must be at most ${MAX_BOXES_PER_RETURN}`);
const storeId = z.number({ message: 'storeId must be a number' }).int('storeId must be a whole number').positive('storeId must be positive');

const boxCodes = z
  .array(z.string({ message: 'each box code must be text' }).trim().min(1, 'a box code is empty').max(40, 'a box code is too long'), { message: 'boxCodes must be a list of box codes' })
  .min(1, 'boxCodes: send at least one box code')
  .max(MAX_BOXES_PER_RETURN, `boxCodes: at most ${MAX_BOXES_PER_RETURN} box codes at once`);

/** A personal code as typed: letters and digits, spaces and dashes are ignored. */
const codeInput = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(40, `${field} is too long`)
    .regex(/^[A-Za-z0-9\s-]+$/, `${field} may hold only letters, digits, spaces and dashes`)
    .refine((v) => /[A-Za-z0-9]/.test(v), `${field} is required`);

export const recordReturnBody = z
  .object({
    userId: z.number({ message: 'userId must be a number' }).int('userId must be a whole number').positive('userId must be positive').optional(),
    userCode: codeInput('userCode').optional(),
    /** A count of boxes without labels; or the boxes' codes, each credited once per trip. */
    boxes: boxes.optional(),
    boxCodes: boxCodes.optional(),
    /** Required for a business user (one of their own stores); optional for others. */
    storeId: storeId.optional(),
    location: z.string({ message: 'location must be text' }).trim().max(200, 'location is too long').optional(),
    /** The same recycler, count and store by the same staff member within a minute is refused without it. */
    confirmRepeat: z.boolean({ message: 'confirmRepeat must be true or false' }).optional(),
  })
  .refine((b) => (b.userId === undefined) !== (b.userCode === undefined), {
    message: 'Send either userId or userCode to say whose return this is',
    path: ['userCode'],
  })
  .refine((b) => (b.boxes === undefined) !== (b.boxCodes === undefined), {
    message: 'Send either boxes (a count) or boxCodes (the boxes scanned)',
    path: ['boxes'],
  });
export type RecordReturnBody = z.infer<typeof recordReturnBody>;

/** A return handed in somewhere, reported by the recycler: a count and where. */
export const countedReportBody = z.object({
  boxes,
  /** Where the boxes were left, in the user's words. */
  location: z.string({ message: 'location is required' }).trim().min(1, 'location is required').max(200, 'location is too long'),
  /** The store, when it was one of ours: its owner can then confirm it. */
  storeId: storeId.optional(),
});
export type CountedReportBody = z.infer<typeof countedReportBody>;

/** A counted report, or boxes posted back (byPost with their codes), credited when the depot collects them. */
export const reportReturnBody = countedReportBody
  .partial({ boxes: true, location: true })
  .extend({ boxCodes: boxCodes.optional(), byPost: z.literal(true, { message: 'byPost must be true when sent' }).optional() })
  .refine((b) => (b.byPost === true) === (b.boxCodes !== undefined), { message: 'A return by post sends byPost: true with boxCodes (the boxes posted)', path: ['boxCodes'] })
  .refine((b) => (b.byPost === true ? b.boxes === undefined : b.boxes !== undefined), { message: 'boxes must be a number', path: ['boxes'] })
  .refine((b) => b.byPost === true || b.location !== undefined, { message: 'location is required', path: ['location'] });
export type ReportReturnBody = z.infer<typeof reportReturnBody>;

/** The answer to a return of scanned boxes: the return for those credited (null when none was), each code's outcome. */
export const boxScanReturnSchema = z.object({
  return: boxReturnSchema.nullable(),
  outcomes: z.array(z.object({ code: z.string(), outcome: z.enum(BOX_OUTCOMES) })),
});
export type BoxScanReturn = z.infer<typeof boxScanReturnSchema>;

/** Who a code belongs to, so staff can confirm whom they credit: name and code only. */
export const userByCodeSchema = z.object({ user_id: z.number().int(), name: z.string(), user_code: z.string() });
export type UserByCode = z.infer<typeof userByCodeSchema>;

export const userCodeParam = z.object({ code: codeInput('code') });

/** A return like one the same staff member recorded this long ago is asked about before it credits. */
export const REPEAT_RETURN_SECONDS = 60;

/** How long the person who credited points may undo it (product.md: "for a short time"). */
export const UNDO_WINDOW_MINUTES = 15;

/** A reason the recycler will read: a rejected report, an undone credit. */
export const reasonBody = z.object({
  reason: z.string({ message: 'reason is required' }).trim().min(3, 'reason: say in a few words why').max(300, 'reason is too long'),
});
export type ReasonBody = z.infer<typeof reasonBody>;

/** A credit made at `at` may still be undone by the person who made it (server rule, client's button). */
export function withinUndoWindow(at: Date | string | null, now = Date.now()): boolean {
  return at !== null && now - new Date(at).getTime() <= UNDO_WINDOW_MINUTES * 60_000;
}

/** The filter of a staff member's own records (GET /points/returns/mine and its CSV): [from, to) and a recycler's name or code. */
const recordsFilter = z.object({
  from: z.string({ message: 'from must be a date-time' }).datetime({ offset: true, message: 'from must be a date-time' }).optional(),
  to: z.string({ message: 'to must be a date-time' }).datetime({ offset: true, message: 'to must be a date-time' }).optional(),
  search: z.string({ message: 'search must be text' }).trim().max(100, 'search is too long').optional(),
});

export const recordsQuery = paging.extend(cursorPaging.shape).extend(recordsFilter.shape).refine(...toAfterFrom);
export type RecordsQuery = z.infer<typeof recordsQuery>;
export const recordsCsvQuery = recordsFilter.refine(...toAfterFrom);
export type RecordsFilter = z.infer<typeof recordsFilter>;
export const RECORDS_CSV_HEADER = ['recorded_at', 'return_id', 'recycler', 'user_code', 'boxes', 'points', 'status', 'store', 'location'] as const;
