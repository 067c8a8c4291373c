import { z } from 'zod';
import { cursorPaging, idField, pageCursors, paging } from './envelope';

/** Why a balance changed (product.md, Points). */
export const LEDGER_REASONS = ['return', 'redeem', 'event', 'adjustment'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** One entry of a user's points history. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  /** Points added (+) or spent (-). */
  delta: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  /** The record the change came from, e.g. { type: 'redemption', id: 12 }. */
  source: z.object({ type: z.string(), id: z.number().int().nullable() }),
  /** Who made the change (the user themselves for a redemption, staff for a return or an adjustment). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Page numbers, or keyset pages by after/before cursors (as deep as a history goes, same cost). */
export const pointsHistoryQuery = paging.extend(cursorPaging.shape);
export type PointsHistoryQuery = z.infer<typeof pointsHistoryQuery>;

export const userIdParam = z.object({ userId: idField('userId') });

/** A page of the history, newest first, with the current balance. */
export const pointsHistoryAnswer = z
  .object({
    items: z.array(ledgerEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    balance: z.number().int(),
  })
  .extend(pageCursors.shape);
export type PointsHistoryAnswer = z.infer<typeof pointsHistoryAnswer>;
