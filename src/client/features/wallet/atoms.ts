// The wallet: every coupon the user redeemed, kept in IndexedDB so it opens with no
// connection. It belongs to one user (userId): another user signing in on the same device
// never sees it, and logout clears it with the other persisted atoms.
import { z } from 'zod';
import { redemptionSchema } from '../../../shared/contract/coupons';
import { persistedAtom } from '../../lib/persisted-atom';

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

export const EMPTY_WALLET: Wallet = { userId: null, entries: [] };

export const walletAtom = persistedAtom<Wallet>('wallet', 1, walletSchema, EMPTY_WALLET);
