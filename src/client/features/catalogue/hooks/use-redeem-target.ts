// Which coupon the redemption modal is open for. Redeem Now while signed out goes to
// /login with this page (plus ?redeem=<id>) as the return target; back here, signed in,
// the modal opens for that coupon and the parameter leaves the URL.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { Coupon } from '@/shared/contract/coupons';
import { loginPath, REDEEM_PARAM } from '@/client/lib/navigation';
import { currentUserAtom } from '@/client/lib/session/session';

export { REDEEM_PARAM };

export function useRedeemTarget(coupons: readonly Coupon[] | null) {
  const user = useAtomValue(currentUserAtom);
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  // The coupon itself, not its id: the list reloads after a redemption and may drop it
  // (out of stock) while the success view is still open.
  const [target, setTarget] = useState<Coupon | null>(null);
  const pending = params.get(REDEEM_PARAM);

  useEffect(() => {
    if (!pending || !user || !coupons) return;
    const coupon = coupons.find((c) => String(c.id) === pending);
    if (coupon) setTarget(coupon);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(REDEEM_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [pending, user, coupons, setParams]);

  const requestRedeem = useCallback(
    (coupon: Coupon) => {
      if (user) {
        setTarget(coupon);
        return;
      }
      // Read at click time rather than from the hooks, so this callback (a prop of every card)
      // stays the same while the visitor types a search.
      const back = new URLSearchParams(window.location.search);
      back.set(REDEEM_PARAM, String(coupon.id));
      navigate(loginPath(`${window.location.pathname}?${back.toString()}`));
    },
    [user, navigate],
  );

  return { target, requestRedeem, closeRedeem: useCallback(() => setTarget(null), []) };
}
