import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { catalogueRevisionAtom } from '@/client/lib/pwa/pwa-signals';
import { takeCouponList } from '../early-coupon-list';
import { cachedCouponsAtom } from '../atoms';

/**
 * The catalogue, loaded on mount; `reload` fetches it again (after a redemption, for one).
 * `settled` turns true after the first load ends either way: until then, with nothing cached,
 * the page shows skeletons rather than the empty message.
 */
export function useCouponList() {
  const [coupons, setCoupons] = useAtom(cachedCouponsAtom);
  const [settled, setSettled] = useState(false);

  const reload = useCallback(async () => {
    try {
      setCoupons(await takeCouponList());
    } catch (error) {
      // Spec section 8: a failed list load is only logged; whatever list we had stays.
      console.error('Coupon list load failed', error);
    } finally {
      setSettled(true);
    }
  }, [setCoupons]);

  // The service worker answers at once from its cache and bumps the revision when the server
  // turns out to have a newer list: fetch again then (the fresh copy is in the cache by now).
  const revision = useAtomValue(catalogueRevisionAtom);
  useEffect(() => {
    void reload();
  }, [reload, revision]);

  return { coupons, settled, reload };
}
