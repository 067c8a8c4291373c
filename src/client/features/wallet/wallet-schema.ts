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
  /**
   * When the list was last brought in line with the server (ISO time): offline the wallet
   * says "As of" then. Optional: wallets stored before it existed still load, and one that
   * was never synced (filled by redeeming on this device) has none.
   */
  syncedAt: z.string().optional(),
});
export type Wallet = z.infer<typeof walletSchema>;
