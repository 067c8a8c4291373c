// The moments that earn the push offer: points credited to the person (a return, a confirmed
// report, an attendance) or a coupon redeemed. Remembered on the device for that user.
import type { NotificationItem } from '@/shared/contract/notifications';
import type { AppStore } from '@/client/lib/store';
import { pushOfferAtom } from '../atoms';
import { withEarned } from './push-offer-rules';

export function markPushOfferEarned(store: AppStore, userId: number): void {
  const state = store.get(pushOfferAtom);
  const next = withEarned(state, userId);
  if (next !== state) store.set(pushOfferAtom, next);
}

/** An inbox answer that holds a credit is such a moment. */
export function noteCredits(store: AppStore, userId: number, items: readonly NotificationItem[]): void {
  if (items.some((item) => item.kind === 'points_credited')) markPushOfferEarned(store, userId);
}
