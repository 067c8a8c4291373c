// Whether the points on screen came from storage (the last session saved on this device)
// rather than from the server during this visit, and since when.
import { useAtomValue } from 'jotai';
import { onlineAtom } from '../pwa/online-status';
import { sessionAtom, type Session } from './session';

/** When this page was loaded: a refresh at or after it is fresh for this visit. */
const PAGE_STARTED_AT = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;

/** The time the stored points are "as of", or null when they were confirmed during this visit and we are online. */
export function pointsAsOf(session: Session | null, online: boolean, pageStartedAt = PAGE_STARTED_AT): Date | null {
  if (!session) return null;
  if (online && session.refreshedAt >= pageStartedAt) return null;
  return new Date(session.refreshedAt);
}

export function usePointsAsOf(): Date | null {
  return pointsAsOf(useAtomValue(sessionAtom), useAtomValue(onlineAtom));
}
