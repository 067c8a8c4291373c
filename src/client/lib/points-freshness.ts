// Whether the points on screen came from storage (the last session saved on this device)
// rather than from the server during this visit, and since when.
import { useAtomValue } from 'jotai';
import { onlineAtom } from './online-status';
import { sessionAtom, type Session } from './session';

/** When this page was loaded: a refresh at or after it is fresh for this visit. */
const PAGE_STARTED_AT = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;

/** The time the stored points are "as of", or null when they were confirmed during this visit and we are online. */
export function pointsAsOf(session: Session | null, online: boolean, pageStartedAt = PAGE_STARTED_AT): Date | null {
  if (!session) return null;
  if (online && session.refreshedAt >= pageStartedAt) return null;
  return new Date(session.refreshedAt);
}

/** "10:32" today, "3 Mar, 10:32" another day: the reader wants to know how old the figure is. */
export function formatAsOf(at: Date, now = new Date()): string {
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
}

export function usePointsAsOf(): Date | null {
  return pointsAsOf(useAtomValue(sessionAtom), useAtomValue(onlineAtom));
}
