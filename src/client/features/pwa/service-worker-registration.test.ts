import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageToSwMessage } from '@/shared/sw-messages';
import { registerServiceWorker, SERVICE_WORKER_URL, type RegistrationEvents, type ServiceWorkerHandle } from './service-worker-registration';

const scriptURL = new URL(SERVICE_WORKER_URL, location.href).href;

/** A worker whose state the test moves, as the browser would (and its registration's slots with it). */
function fakeWorker(registration?: { waiting: ServiceWorker | null; installing: ServiceWorker | null }) {
  const posted: PageToSwMessage[] = [];
  const worker = Object.assign(new EventTarget(), {
    scriptURL,
    state: 'installing' as ServiceWorkerState,
    postMessage: (message: PageToSwMessage) => posted.push(message),
  });
  const moveTo = (state: ServiceWorkerState) => {
    worker.state = state;
    if (registration) {
      if (state === 'installed') [registration.installing, registration.waiting] = [null, worker as unknown as ServiceWorker];
      if (state === 'activating' || state === 'activated') registration.waiting = null;
    }
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker: worker as unknown as ServiceWorker, moveTo, posted };
}

/** navigator.serviceWorker and its registration; `controlled` says whether a worker serves the page already. */
function fakeBrowser({ controlled, waiting = null }: { controlled: boolean; waiting?: ServiceWorker | null }) {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as ServiceWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? Object.assign(fakeWorker().worker, { state: 'activated' }) : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const findUpdate = () => {
    const next = fakeWorker(registration);
    registration.installing = next.worker;
    registration.dispatchEvent(new Event('updatefound'));
    return next;
  };
  return { container, registration, findUpdate };
}

function recordEvents() {
  const seen: string[] = [];
  const events: RegistrationEvents = {
    onRegistered: () => seen.push('registered'),
    onWaiting: () => seen.push('waiting'),
    onUpdateControlling: () => seen.push('controlling'),
    onError: () => seen.push('error'),
  };
  return { seen, events };
}

// workbox-window sends SKIP_WAITING with a reply port; the test's VM context has no MessageChannel.
if (typeof MessageChannel === 'undefined') vi.stubGlobal('MessageChannel', class { port1 = {}; port2 = {}; });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// workbox-window announces an installed worker as waiting once it has stayed installed a moment (200 ms).
const waitingNoticed = () => new Promise((resolve) => setTimeout(resolve, 300));
let handle: ServiceWorkerHandle | undefined;
afterEach(() => {
  handle?.stop();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('registering the service worker', () => {
  it('registers the built worker at the root', async () => {
    const { container } = fakeBrowser({ controlled: false });
    const { seen, events } = recordEvents();
    handle = registerServiceWorker(events);
    await settle();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(seen).toEqual(['registered']);
  });

  it('announces a new version once it is installed while an older one serves the page', async () => {
    const { findUpdate } = fakeBrowser({ controlled: true });
    const { seen, events } = recordEvents();
    handle = registerServiceWorker(events);
    await settle();
    const next = findUpdate();
    await waitingNoticed();
    expect(seen).toEqual(['registered']);
    next.moveTo('installed');
    await waitingNoticed();
    expect(seen).toEqual(['registered', 'waiting']);
  });

  it('announces a version that was already waiting when the page opened', async () => {
    fakeBrowser({ controlled: true, waiting: fakeWorker().worker });
    const { seen, events } = recordEvents();
    handle = registerServiceWorker(events);
    await settle();
    expect(seen).toEqual(['waiting', 'registered']);
  });

  it('announces nothing on a first install: the worker becomes active at once and claims the page', async () => {
    const { container, findUpdate } = fakeBrowser({ controlled: false });
    const { seen, events } = recordEvents();
    handle = registerServiceWorker(events);
    await settle();
    const first = findUpdate();
    first.moveTo('installed');
    first.moveTo('activating');
    first.moveTo('activated');
    container.controller = first.worker as never;
    container.dispatchEvent(new Event('controllerchange'));
    await waitingNoticed();
    expect(seen).toEqual(['registered']);
  });

  it('asks for a reload when a newer worker takes over a page an older one served, and stops when told', async () => {
    const { container } = fakeBrowser({ controlled: true });
    const { seen, events } = recordEvents();
    handle = registerServiceWorker(events);
    await settle();
    container.dispatchEvent(new Event('controllerchange'));
    expect(seen).toEqual(['registered', 'controlling']);
    handle.stop();
    container.dispatchEvent(new Event('controllerchange'));
    expect(seen).toEqual(['registered', 'controlling']);
  });

  it('follows nothing when register() answers no registration (a wrapper that blocks workers): it reads as a failed registration', async () => {
    const { container } = fakeBrowser({ controlled: true });
    container.register.mockResolvedValueOnce(undefined as unknown as ServiceWorkerRegistration);
    const { seen, events } = recordEvents();
    handle = registerServiceWorker(events);
    await settle();
    expect(seen).toEqual(['error']);
    expect(handle.activateUpdate()).toBe(false);
  });

  it('reports a registration that fails', async () => {
    const { container } = fakeBrowser({ controlled: false });
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const { seen, events } = recordEvents();
    handle = registerServiceWorker(events);
    await settle();
    expect(seen).toEqual(['error']);
  });
});

describe('activating the waiting worker', () => {
  it('tells the waiting worker to skip waiting, and does nothing when none waits', async () => {
    const waiting = fakeWorker();
    fakeBrowser({ controlled: true, waiting: waiting.worker });
    handle = registerServiceWorker(recordEvents().events);
    await settle();
    expect(handle.activateUpdate()).toBe(true);
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    handle.stop();

    fakeBrowser({ controlled: true });
    handle = registerServiceWorker(recordEvents().events);
    expect(handle.activateUpdate()).toBe(false);
    await settle();
    expect(handle.activateUpdate()).toBe(false);
  });
});
