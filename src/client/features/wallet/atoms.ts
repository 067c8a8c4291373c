// The wallet: every coupon the user redeemed, kept in IndexedDB so it opens with no
// connection. It belongs to one user (userId): another user signing in on the same device
// never sees it, and logout clears it with the other persisted atoms not kept on logout.
import { persistedAtom } from '@/client/lib/persisted-atom';
import type { Wallet } from './wallet-schema';

export type { Wallet, WalletEntry } from './wallet-schema';

export const EMPTY_WALLET: Wallet = { userId: null, entries: [] };

export const walletAtom = persistedAtom<Wallet>('wallet', 1, async () => (await import('./wallet-schema')).walletSchema, EMPTY_WALLET);
