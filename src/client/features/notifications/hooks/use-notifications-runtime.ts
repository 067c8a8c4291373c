// Mounted once by the app shell: what notifications follow on every screen. What talks to the
// API loads once someone is signed in, never on a signed-out first visit.
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { onSessionEnd } from '@/client/lib/session/logout';
import { sessionAtom } from '@/client/lib/session/session';
import type { AppStore } from '@/client/lib/store';
import { recordFirstVisit, watchCredits } from '../lib/session-watchers';

/** At the end of a session its push subscription goes: returns the stop function. */
function forgetPushAtSessionEnd(store: AppStore): () => void {
  // The token to ask with: by the time the clean-up runs, the session is already gone.
  let lastToken = store.get(sessionAtom)?.token ?? null;
  const stopSession = store.sub(sessionAtom, () => {
    const token = store.get(sessionAtom)?.token;
    if (token) lastToken = token;
  });
  const stopEnd = onSessionEnd(async () => {
    const token = lastToken;
    lastToken = null;
    if (token) await (await import('../lib/push-cleanup')).forgetPushOfSession(token);
  });
  return () => {
    stopSession();
    stopEnd();
  };
}

export function useNotificationsRuntime() {
  const store = useStore();
  const signedIn = useAtomValue(sessionAtom) !== null;
  useEffect(() => recordFirstVisit(store), [store]);
  useEffect(() => watchCredits(store), [store]);
  useEffect(() => forgetPushAtSessionEnd(store), [store]);
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let current = true;
    void import('../lib/language-sync').then(({ syncNotificationLanguage }) => {
      if (current) stop = syncNotificationLanguage(store);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [store, signedIn]);
}
