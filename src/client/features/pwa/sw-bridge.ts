// The page's side of the service worker: applies what the SW reports (a replayed profile
// refresh, a newer catalogue), asks it to replay queued refreshes when the connection returns,
// asks for persistent storage after login, and has it purge the user's data at logout.
import { isSwToPageMessage, type PageToSwMessage } from '@/shared/sw-messages';
import { onSessionEnd } from '@/client/lib/session/logout';
import { applyProfile, parseProfile } from '@/client/lib/session/profile-refresh';
import { catalogueRevisionAtom } from '@/client/lib/pwa/pwa-signals';
import { sessionAtom } from '@/client/lib/session/session';
import type { AppStore } from '@/client/lib/store';
import { requestPersistentStorage } from './storage-persist';

/** The active worker, even before it controls this page (the first visit). */
async function activeWorker(container: ServiceWorkerContainer): Promise<ServiceWorker | null> {
  return container.controller ?? (await container.getRegistration())?.active ?? null;
}

export async function postToSw(message: PageToSwMessage, container = navigator.serviceWorker): Promise<boolean> {
  const worker = container ? await activeWorker(container) : null;
  worker?.postMessage(message);
  return worker !== null;
}

export interface BridgeOptions {
  container?: ServiceWorkerContainer;
  target?: Window;
  persist?: () => Promise<boolean>;
}

// What the service worker said before the bridge started. The catalogue's preload (index.html)
// is revalidated while the page still parses, and the browser hands messages over from
// DOMContentLoaded on: a "newer catalogue" sent then, before the app had rendered, was lost
// and the page kept the stale list.
let early: MessageEvent[] | null = null;
let stopHolding = () => {};

/** Called as the entry module runs: keeps the service worker's messages until the bridge starts. */
export function holdEarlyMessages(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  if (!container || early) return;
  const held: MessageEvent[] = (early = []);
  const keep = (event: MessageEvent) => held.push(event);
  container.addEventListener('message', keep);
  stopHolding = () => container.removeEventListener('message', keep);
}

/** Starts the bridge; returns the stop function. */
export function startSwBridge(store: AppStore, options: BridgeOptions = {}): () => void {
  const container = options.container ?? navigator.serviceWorker;
  const target = options.target ?? window;
  const persist = options.persist ?? (() => requestPersistentStorage());
  if (!container) return () => undefined;

  const onMessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isSwToPageMessage(message)) return;
    if (message.type === 'PROFILE_REFRESHED') {
      // applyProfile ignores it unless that user is still the one signed in.
      parseProfile(message.data)
        .then((user) => applyProfile(store, user, message.at))
        .catch((error: unknown) => console.warn('Rebox: a replayed profile could not be read', error));
    } else if (message.type === 'CATALOGUE_UPDATED') {
      store.set(catalogueRevisionAtom, (revision) => revision + 1);
    }
  };
  container.addEventListener('message', onMessage);
  container.startMessages?.();
  stopHolding();
  early?.forEach(onMessage);
  early = null;

  // Background Sync fires late or not at all (Safari has none): the page knows when it is back.
  const replay = () => void postToSw({ type: 'REPLAY_QUEUE' }, container);
  target.addEventListener('online', replay);
  if (target.navigator.onLine) replay();

  // The user the purge is for: by the time the logout clean-up runs, the session is already gone.
  let lastUser = store.get(sessionAtom)?.user ?? null;
  const stopSession = store.sub(sessionAtom, () => {
    const user = store.get(sessionAtom)?.user ?? null;
    if (user && !lastUser) void persist();
    if (user) lastUser = user;
  });
  const stopSessionEnd = onSessionEnd(async () => {
    if (!lastUser) return;
    const { user_id: userId, profile_image: profileImage } = lastUser;
    lastUser = null;
    await postToSw({ type: 'LOGGED_OUT', userId, profileImage }, container);
  });

  return () => {
    container.removeEventListener('message', onMessage);
    target.removeEventListener('online', replay);
    stopSession();
    stopSessionEnd();
  };
}
