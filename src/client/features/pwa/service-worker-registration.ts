// Registers the service worker with workbox-window and tells the update flow what it needs to
// know: a new version is installed and waits, and a newer worker has taken control of a page an
// older one served. This module and workbox-window load only after the first screen has painted
// (pwa-root.tsx), so a first visit's script does not carry them.
import { Workbox } from 'workbox-window';

/** The worker vite-plugin-pwa builds (injectManifest: one classic script at the root). */
export const SERVICE_WORKER_URL = '/sw.js';

export interface RegistrationEvents {
  onRegistered(registration: ServiceWorkerRegistration): void;
  /** A new version is installed and waits for the page's go (SKIP_WAITING). */
  onWaiting(): void;
  /** Another worker took control of this page, which an older one controlled: time to reload. */
  onUpdateControlling(): void;
  onError(error: unknown): void;
}

export interface ServiceWorkerHandle {
  /** The person pressed Reload: the waiting worker takes over (sw/messages.ts); false when none waits. */
  activateUpdate(): boolean;
  /** Stops reporting. */
  stop(): void;
}

/** Registers the worker at the root and reports its updates until stopped. */
export function registerServiceWorker(events: RegistrationEvents): ServiceWorkerHandle {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  let stopped = false;
  // Also a version another tab found, or one already waiting when this page opened.
  const onWaiting = () => {
    if (!stopped) events.onWaiting();
  };
  // isUpdate: the page was controlled when it registered. A first install claiming an
  // uncontrolled page (the first visit, a hard reload) is nothing to reload for.
  const onControlling = (event: { isUpdate?: boolean }) => {
    if (!stopped && event.isUpdate) events.onUpdateControlling();
  };
  workbox.addEventListener('waiting', onWaiting);
  workbox.addEventListener('controlling', onControlling);
  // The page has loaded already (this runs after the first paint): no need to wait for `load`.
  workbox.register({ immediate: true }).then(
    (registered) => {
      if (stopped || !registered) return;
      registration = registered;
      events.onRegistered(registered);
    },
    (error: unknown) => {
      if (!stopped) events.onError(error);
    },
  );
  return {
    activateUpdate() {
      if (!registration?.waiting) return false;
      workbox.messageSkipWaiting();
      return true;
    },
    stop() {
      stopped = true;
      workbox.removeEventListener('waiting', onWaiting);
      workbox.removeEventListener('controlling', onControlling);
    },
  };
}
