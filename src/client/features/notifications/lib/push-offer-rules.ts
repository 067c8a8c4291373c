// When to offer push: only after a moment that earned it (a first credited return, a
// redemption), never during the device's first visit, and not for a while after "Not now".
import type { PushOfferState } from '../atoms';

/** How long a "Not now" keeps the offer away. */
export const PUSH_QUIET_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** supported: this browser can subscribe; home-screen: an iPhone tab, which can only once Rebox is on the Home Screen. */
export type PushSupport = 'supported' | 'home-screen' | 'unsupported';

export interface OfferFacts {
  state: PushOfferState;
  userId: number | null;
  support: PushSupport;
  /** Notification.permission, or 'denied' where there is none. */
  permission: NotificationPermission;
  /** When this page load began (ms): a first visit recorded during it is this visit. */
  pageStartedAt: number;
  now: number;
}

export type PushOffer = 'offer' | 'home-screen' | null;

export function pushOffer({ state, userId, support, permission, pageStartedAt, now }: OfferFacts): PushOffer {
  if (userId === null || support === 'unsupported') return null;
  // Granted means asked and answered (subscribed, or managed in settings); denied is the browser's
  // to undo. An iPhone tab has no permission to ask for yet.
  if (support === 'supported' && permission !== 'default') return null;
  if (state.firstVisitAt === null || state.firstVisitAt >= pageStartedAt) return null;
  if (!state.earnedBy.includes(userId)) return null;
  if (state.dismissedAt !== null && now - state.dismissedAt < PUSH_QUIET_DAYS * DAY_MS) return null;
  return support === 'supported' ? 'offer' : 'home-screen';
}

/** The state after `userId` earned the offer (unchanged when they had). */
export function withEarned(state: PushOfferState, userId: number): PushOfferState {
  return state.earnedBy.includes(userId) ? state : { ...state, earnedBy: [...state.earnedBy, userId] };
}
