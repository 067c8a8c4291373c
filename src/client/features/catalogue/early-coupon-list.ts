// A visit that opens on the catalogue: the HTML has already asked for the list (a preload), so
// boot() takes its answer before the first render. The page's first commit then holds the
// cards, instead of skeletons and a second commit when the list arrives: on a slow phone each
// commit is a layout and a paint before the largest paint. The page's own first load is handed
// this same answer: one request, as before.
import { CATALOGUE_PATHS } from '@/shared/catalogue-paths';
import type { Coupon } from '@/shared/contract/coupons';
import { isSessionValid, sessionAtom } from '@/client/lib/session/session';
import type { AppStore } from '@/client/lib/store';
import { getCouponList } from './api/get-coupon-list';
import { cachedCouponsAtom } from './atoms';

let early: Promise<Coupon[]> | null = null;

/**
 * On a catalogue path, asks for the list now (after the stored session is read: a signed-in
 * visitor's call carries their token), which takes the answer of the HTML's preload, and puts
 * it in the store when it comes; boot() waits for it (briefly) and the page is handed it.
 * Resolves either way, a failure being the page's to report when it takes the answer.
 * Elsewhere nothing is asked for: that screen does not show the list (the service worker keeps
 * its own copy for offline use). Nothing for a session that has run out (boot sends that
 * visitor to the login page).
 */
export function loadCouponListEarly(store: AppStore, pathname: string): Promise<void> | null {
  if (!CATALOGUE_PATHS.has(pathname)) return null;
  const session = store.get(sessionAtom);
  if (session && !isSessionValid(session)) return null;
  const answer = getCouponList();
  early = answer;
  return answer.then(
    (coupons) => store.set(cachedCouponsAtom, coupons),
    () => undefined,
  );
}

/** The early answer, once; a fresh call otherwise (a reload, a later visit to the page). */
export function takeCouponList(): Promise<Coupon[]> {
  const answer = early ?? getCouponList();
  early = null;
  return answer;
}
