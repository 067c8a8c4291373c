// The stored wallet's shape. Its own module: persistedAtom loads it only when a wallet is
// stored, so zod stays out of the catalogue's first visit.
import { z } from 'zod';
import { redemptionSchema } from '@/shared/contract/coupons';

export const walletEntrySchema = redemptionSchema.extend({
  /** When the user marked it used at the shop (this device only), or null. */
  usedAt: z.string().nullable(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletSchema = z.object({
  userId: z.number().int().nullable(),
  entries: z.array(walletEntrySchema),
});
export type Wallet = z.infer<typeof walletSchema>;
