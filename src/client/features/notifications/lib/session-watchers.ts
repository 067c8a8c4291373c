// What notifications follow while the app runs, outside any screen: the device's first visit,
// and a balance that rose (a moment that earns the push offer). Small and free of API paths:
// the app shell, and so the first visit, carries it.
import type { AppStore } from '@/client/lib/store';
import { sessionAtom } from '@/client/lib/session/session';
import { pushOfferAtom } from '../atoms';
import { markPushOfferEarned } from './earned-moment';

/** The first time this device opens the app; that visit gets no push offer. */
export function recordFirstVisit(store: AppStore, now = Date.now()): void {
  const state = store.get(pushOfferAtom);
  if (state.firstVisitAt === null) store.set(pushOfferAtom, { ...state, firstVisitAt: now });
}

/** Points that rose for the same person (a return credited, an attendance): returns the stop function. */
export function watchCredits(store: AppStore): () => void {
  let last = store.get(sessionAtom)?.user ?? null;
  return store.sub(sessionAtom, () => {
    const user = store.get(sessionAtom)?.user ?? null;
    if (user && last && user.user_id === last.user_id && (user.available_reward_points ?? 0) > (last.available_reward_points ?? 0)) {
      markPushOfferEarned(store, user.user_id);
    }
    last = user;
  });
}
