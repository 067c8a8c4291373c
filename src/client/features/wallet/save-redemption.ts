import type { Redemption } from '@/shared/contract/coupons';
import type { AppStore } from '@/client/lib/store';
import { walletAtom } from './atoms';
import { addRedemption } from './lib/wallet-entries';

/** Puts a fresh redemption in the user's wallet at once, so it is there offline without a sync. */
export function saveRedemption(store: AppStore, userId: number, redemption: Redemption) {
  store.set(walletAtom, (wallet) => addRedemption(wallet, userId, redemption));
}
