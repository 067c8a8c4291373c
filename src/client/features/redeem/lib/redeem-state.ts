// The redemption modal's states (spec section 4): confirm → loading → success, or back to
// confirm with the error. A reducer so every transition is tested without rendering.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RedeemAnswer } from '@/shared/contract/coupons';

// The spec's sentences, translated where shown (i18n._ at the time of showing).
export const TERMS_TOAST = msg`Please agree to the terms and conditions.`;
export const TERMS_INLINE = msg`You must agree to the terms and conditions.`;
export const REDEEMED_TOAST = msg`Coupon Redeemed Successfully`;
export const REDEEM_FAILED_INLINE = msg`An error occurred while redeeming the coupon`;

export interface RedeemState {
  agreed: boolean;
  /** CONTINUE was pressed without the agreement ticked. */
  termsMissing: boolean;
  loading: boolean;
  /** The sentence shown in red on the confirmation after a failed call. */
  error: string | null;
  result: RedeemAnswer | null;
}

export type RedeemEvent =
  | { type: 'agree'; agreed: boolean }
  | { type: 'termsMissing' }
  | { type: 'start' }
  | { type: 'succeed'; result: RedeemAnswer }
  | { type: 'fail'; message: string };

export const initialRedeemState: RedeemState = { agreed: false, termsMissing: false, loading: false, error: null, result: null };

export function redeemReducer(state: RedeemState, event: RedeemEvent): RedeemState {
  switch (event.type) {
    case 'agree':
      return { ...state, agreed: event.agreed, termsMissing: event.agreed ? false : state.termsMissing };
    case 'termsMissing':
      return { ...state, termsMissing: true };
    case 'start':
      return { ...state, loading: true, error: null, termsMissing: false };
    case 'succeed':
      return { ...state, loading: false, error: null, result: event.result };
    case 'fail':
      return { ...state, loading: false, error: event.message };
  }
}

/**
 * What CONTINUE may do now: send, ask for the agreement first, or nothing (a call is already
 * running, it already succeeded, or there is no connection).
 */
export function continueAction(state: RedeemState, online: boolean): 'send' | 'needs-terms' | 'none' {
  if (state.loading || state.result || !online) return 'none';
  return state.agreed ? 'send' : 'needs-terms';
}

/** The inline sentence for a failed call: the server's, or the modal's own fallback. */
export function inlineError(message: string, genericFallback: string): string {
  return !message || message === genericFallback ? i18n._(REDEEM_FAILED_INLINE) : message;
}
