import { i18n } from '@lingui/core';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useReducer, useRef, useState } from 'react';
import { toast } from '@/client/lib/toast';
import type { Coupon, RedeemAnswer } from '@/shared/contract/coupons';
import { FALLBACK_ERROR } from '@/client/lib/api/api-client';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { refreshProfile } from '@/client/lib/session/profile-refresh';
import { currentUserAtom, sessionAtom } from '@/client/lib/session/session';
import { redeemCoupon } from '../api/redeem-coupon';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import {
  continueAction,
  inlineError,
  initialRedeemState,
  redeemReducer,
  REDEEMED_TOAST,
  TERMS_TOAST,
} from '../lib/redeem-state';

/** One opening of the modal: its state, and CONTINUE. */
export function useRedeemFlow(coupon: Coupon, onRedeemed: (result: RedeemAnswer) => void) {
  const store = useStore();
  const user = useAtomValue(currentUserAtom);
  const online = useAtomValue(onlineAtom);
  const [state, dispatch] = useReducer(redeemReducer, initialRedeemState);
  // One key per opening: a double tap or a retry of this opening cannot spend twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // A second tap can arrive before React re-renders the disabled button.
  const sending = useRef(false);

  const submit = useCallback(async () => {
    const action = continueAction(state, online);
    if (action === 'needs-terms') {
      toast.error(i18n._(TERMS_TOAST));
      dispatch({ type: 'termsMissing' });
      return;
    }
    if (action === 'none' || sending.current || !user) return;
    sending.current = true;
    dispatch({ type: 'start' });
    try {
      const result = await redeemCoupon({ couponCodeId: coupon.id, userId: user.user_id }, idempotencyKey);
      // The answer carries the new balance: show it at once, then confirm it with the profile.
      const session = store.get(sessionAtom);
      if (session && session.user.user_id === user.user_id) {
        store.set(sessionAtom, { ...session, user: { ...session.user, available_reward_points: result.available_reward_points } });
      }
      dispatch({ type: 'succeed', result });
      // A stale "Please agree to the terms" must not stay stacked above the good news.
      toast.remove();
      toast.success(i18n._(REDEEMED_TOAST));
      onRedeemed(result);
      void refreshProfile(store);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR;
      toast.error(message);
      dispatch({ type: 'fail', message: inlineError(message, FALLBACK_ERROR) });
    } finally {
      sending.current = false;
    }
  }, [state, online, user, coupon.id, idempotencyKey, store, onRedeemed]);

  const setAgreed = useCallback((agreed: boolean) => dispatch({ type: 'agree', agreed }), []);
  return { state, online, submit, setAgreed };
}
