// Registers the service worker and tells the update flow what it needs to know: a new version
// is installed and waits, and a newer worker has taken control of a page an older one served.
// A few lines over navigator.serviceWorker rather than workbox-window and vite-plugin-pwa's
// hook: those were 2.2 KB gzip loaded by every first visit for the same three events
// (issue 20's first-visit budget).
import type { PageToSwMessage } from '@/shared/sw-messages';

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

type Container = Pick<ServiceWorkerContainer, 'controller' | 'register' | 'addEventListener' | 'removeEventListener'>;

/** Registers the worker; returns the function that stops reporting. */
export function registerServiceWorker(events: RegistrationEvents, container: Container = navigator.serviceWorker): () => void {
  // A page nobody controlled (the first visit, a hard reload) is not being updated when a
  // worker takes it over: that is the first install claiming it, nothing to reload for.
  const wasControlled = container.controller !== null;
  let stopped = false;
  const onControllerChange = () => {
    if (wasControlled && !stopped) events.onUpdateControlling();
  };
  container.addEventListener('controllerchange', onControllerChange);

  container.register(SERVICE_WORKER_URL, { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A register() that answers nothing (a wrapper that blocks workers, as Playwright's
      // serviceWorkers: 'block' does) means there is no worker to follow.
      if (stopped || !registration) return;
      const watched = new WeakSet<ServiceWorker>();
      // Installed while a worker controls the page means it waits (the worker never skips
      // waiting by itself); without one it becomes active at once, as on a first visit.
      const reportWhenInstalled = (worker: ServiceWorker | null) => {
        if (!worker || watched.has(worker)) return;
        watched.add(worker);
        worker.addEventListener('statechange', () => {
          if (!stopped && worker.state === 'installed' && container.controller) events.onWaiting();
        });
      };
      // Found by an earlier visit or another tab, installed and waiting before this page opened.
      if (registration.waiting && container.controller) events.onWaiting();
      reportWhenInstalled(registration.installing);
      registration.addEventListener('updatefound', () => reportWhenInstalled(registration.installing));
      events.onRegistered(registration);
    },
    (error: unknown) => {
      if (!stopped) events.onError(error);
    },
  );
  return () => {
    stopped = true;
    container.removeEventListener('controllerchange', onControllerChange);
  };
}

/** The person pressed Reload: the waiting worker takes over (sw/messages.ts), then controllerchange. */
export function activateWaitingWorker(registration: Pick<ServiceWorkerRegistration, 'waiting'> | null): boolean {
  const waiting = registration?.waiting;
  if (!waiting) return false;
  waiting.postMessage({ type: 'SKIP_WAITING' } satisfies PageToSwMessage);
  return true;
}
