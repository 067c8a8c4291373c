// Signals between the PWA layer (features/pwa) and the other features, kept in lib so that
// neither imports the other (features never import each other; app/ composes them).
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * Why the app must not reload right now (e.g. 'redemption' while the redemption modal is open).
 * The update flow never reloads while any reason is set; it waits until the set is empty.
 */
export const reloadBlockersAtom = atom<ReadonlySet<string>>(new Set<string>());
export const reloadBlockedAtom = atom((get) => get(reloadBlockersAtom).size > 0);

/** Blocks reloads under `reason` while `active` is true (and until the component unmounts). */
export function useBlockReload(reason: string, active: boolean) {
  const setBlockers = useSetAtom(reloadBlockersAtom);
  useEffect(() => {
    if (!active) return;
    setBlockers((blockers) => new Set(blockers).add(reason));
    return () =>
      setBlockers((blockers) => {
        const next = new Set(blockers);
        next.delete(reason);
        return next;
      });
  }, [reason, active, setBlockers]);
}

/**
 * Bumped when the service worker served the catalogue from its cache and then found a newer
 * one on the server: the catalogue fetches again (and now gets the fresh list).
 */
export const catalogueRevisionAtom = atom(0);

/** True while the offer to turn on push is on screen: the install banner waits, one offer at a time. */
export const pushOfferShownAtom = atom(false);

/** Marks the push offer as on screen while `shown` is true (and until the component unmounts). */
export function useShowsPushOffer(shown: boolean) {
  const setShown = useSetAtom(pushOfferShownAtom);
  useEffect(() => {
    if (!shown) return;
    setShown(true);
    return () => setShown(false);
  }, [shown, setShown]);
}
