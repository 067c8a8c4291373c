// The app never reloads under someone's feet: while a reload blocker is set (an open
// redemption) the reload waits, and happens as soon as the last blocker is gone.
import { reloadBlockedAtom } from '@/client/lib/pwa/pwa-signals';
import type { AppStore } from '@/client/lib/store';

export function reloadWhenIdle(store: AppStore, reload: () => void = () => window.location.reload()): void {
  if (!store.get(reloadBlockedAtom)) {
    reload();
    return;
  }
  const stop = store.sub(reloadBlockedAtom, () => {
    if (store.get(reloadBlockedAtom)) return;
    stop();
    reload();
  });
}
