// Whether the browser believes it is online. Actions that need the network (redeem,
// uploads, staff forms) read this to disable themselves with a reason instead of failing.
import { t } from '@lingui/core/macro';
import { atom } from 'jotai';
import { onLanguage } from '../on-language';
import type { AppStore } from '../store';

export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Keeps onlineAtom in step with the browser; returns the unsubscribe function. */
export function watchOnlineStatus(store: AppStore): () => void {
  const update = () => store.set(onlineAtom, navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

/** The reason an action waits for the network, in the active language (see on-language.ts). */
export let OFFLINE_REASON = '';
onLanguage(() => {
  OFFLINE_REASON = t`You are offline. This needs a connection.`;
});
