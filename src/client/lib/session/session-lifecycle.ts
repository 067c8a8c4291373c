// Keeps the session honest while the app runs: the token's exp is checked on load, by a
// timer while the app is open, when a sleeping phone wakes the page (timers are paused in
// the background), and the server's 401 ends it too.
import { onUnauthorized } from '../api/api-client';
import { expireSession } from './logout';
import { isSessionValid, sessionAtom, tokenExpiresAt } from './session';
import type { AppStore } from '../store';

// setTimeout overflows past 2^31-1 ms (about 24.8 days) and would fire at once.
const MAX_TIMER_MS = 2_147_483_647;

/** True when a stored session was found expired and ended (call after hydration, before render). */
export function expireStaleSession(store: AppStore, now = Date.now()): boolean {
  const session = store.get(sessionAtom);
  if (session && !isSessionValid(session, now)) {
    void expireSession(store);
    return true;
  }
  return false;
}

/** Starts watching the session; returns the stop function. */
export function watchSession(store: AppStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const session = store.get(sessionAtom);
    if (!session) return;
    if (expireStaleSession(store)) return;
    const expiresAt = tokenExpiresAt(session.token)!;
    timer = setTimeout(schedule, Math.min(Math.max(expiresAt - Date.now(), 0) + 50, MAX_TIMER_MS));
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') schedule();
  };

  const stopUnauthorized = onUnauthorized(() => void expireSession(store));
  const stopSession = store.sub(sessionAtom, schedule);
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    clearTimeout(timer);
    stopUnauthorized();
    stopSession();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
