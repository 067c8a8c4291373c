// Whether the points on screen came from storage (the last session saved on this device)
// rather than from the server during this visit, and since when.
import { useAtomValue } from 'jotai';
import { activeFormattingLocale } from '../i18n/language';
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

/** "10:32" today, "3 Mar, 10:32" another day: the reader wants to know how old the figure is. */
export function formatAsOf(at: Date, now = new Date()): string {
  const locale = activeFormattingLocale();
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  // One Intl call for day and time, so each language orders and joins them its own way.
  return at.toLocaleString(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export function usePointsAsOf(): Date | null {
  return pointsAsOf(useAtomValue(sessionAtom), useAtomValue(onlineAtom));
}
