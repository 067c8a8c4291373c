import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { currentUserAtom } from '@/client/lib/session/session';
import { listMyRedemptions } from '@/client/lib/api/list-my-redemptions';
import { walletAtom } from '../atoms';
import { entriesOf, mergeRedemptions, setUsed } from '../lib/wallet-entries';

export type WalletSync = 'idle' | 'syncing' | 'synced' | 'failed';

/**
 * The signed-in user's wallet: shown from IndexedDB at once, then brought in line with the
 * server whenever it opens online (that is how it is rebuilt on a new device).
 */
export function useWallet() {
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const online = useAtomValue(onlineAtom);
  const [wallet, setWallet] = useAtom(walletAtom);
  const [sync, setSync] = useState<WalletSync>('idle');

  useEffect(() => {
    if (userId === null || !online) return;
    let current = true;
    setSync('syncing');
    const run = async () => {
      try {
        const list = await listMyRedemptions();
        // Merged even if the page closed meanwhile: the list is just as true. The merge stamps
        // the wallet with the time of this sync, which it shows "as of" offline.
        setWallet((w) => mergeRedemptions(w, userId, list));
        if (current) setSync('synced');
      } catch (error) {
        console.error('Wallet sync failed', error);
        if (current) setSync('failed');
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [userId, online, setWallet]);

  const entries = useMemo(() => entriesOf(wallet, userId), [wallet, userId]);
  const syncedAt = userId !== null && wallet.userId === userId ? (wallet.syncedAt ?? null) : null;
  const markUsed = useCallback((redemptionId: number, used: boolean) => setWallet((w) => setUsed(w, redemptionId, used)), [setWallet]);
  return { userId, entries, sync, syncedAt, online, markUsed };
}
