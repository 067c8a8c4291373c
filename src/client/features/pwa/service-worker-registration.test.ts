import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageToSwMessage } from '@/shared/sw-messages';
import { activateWaitingWorker, registerServiceWorker, SERVICE_WORKER_URL, type RegistrationEvents } from './service-worker-registration';

/** A worker whose state the test moves, as the browser would. */
function fakeWorker() {
  const posted: PageToSwMessage[] = [];
  const worker = Object.assign(new EventTarget(), {
    state: 'installing' as ServiceWorkerState,
    postMessage: (message: PageToSwMessage) => posted.push(message),
  });
  const moveTo = (state: ServiceWorkerState) => {
    worker.state = state;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker: worker as unknown as ServiceWorker, moveTo, posted };
}

/** A container and its registration; `controlled` says whether a worker serves the page already. */
function fakeBrowser({ controlled, waiting = null }: { controlled: boolean; waiting?: ServiceWorker | null }) {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as ServiceWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
  });
  const findUpdate = (worker: ServiceWorker) => {
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
  };
  return { container: container as unknown as ServiceWorkerContainer, registration, findUpdate };
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('registering the service worker', () => {
  it('registers the built worker at the root', async () => {
    const { container } = fakeBrowser({ controlled: false });
    const { seen, events } = recordEvents();
    stop = registerServiceWorker(events, container);
    await settle();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(seen).toEqual(['registered']);
  });

  it('announces a new version once it is installed while an older one serves the page', async () => {
    const { container, findUpdate } = fakeBrowser({ controlled: true });
    const { seen, events } = recordEvents();
    stop = registerServiceWorker(events, container);
    await settle();
    const next = fakeWorker();
    findUpdate(next.worker);
    expect(seen).toEqual(['registered']);
    next.moveTo('installed');
    expect(seen).toEqual(['registered', 'waiting']);
  });

  it('announces a version that was already waiting when the page opened', async () => {
    const { container } = fakeBrowser({ controlled: true, waiting: fakeWorker().worker });
    const { seen, events } = recordEvents();
    stop = registerServiceWorker(events, container);
    await settle();
    expect(seen).toEqual(['waiting', 'registered']);
  });

  it('announces nothing on a first install: the worker becomes active at once and claims the page', async () => {
    const { container, findUpdate } = fakeBrowser({ controlled: false });
    const { seen, events } = recordEvents();
    stop = registerServiceWorker(events, container);
    await settle();
    const first = fakeWorker();
    findUpdate(first.worker);
    first.moveTo('installed');
    first.moveTo('activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(seen).toEqual(['registered']);
  });

  it('asks for a reload when a newer worker takes over a page an older one served, and stops when told', async () => {
    const { container } = fakeBrowser({ controlled: true });
    const { seen, events } = recordEvents();
    stop = registerServiceWorker(events, container);
    await settle();
    container.dispatchEvent(new Event('controllerchange'));
    expect(seen).toEqual(['registered', 'controlling']);
    stop();
    container.dispatchEvent(new Event('controllerchange'));
    expect(seen).toEqual(['registered', 'controlling']);
  });

  it('follows nothing when register() answers no registration (a wrapper that blocks workers)', async () => {
    const { container } = fakeBrowser({ controlled: true });
    vi.mocked(container.register).mockResolvedValueOnce(undefined as unknown as ServiceWorkerRegistration);
    const { seen, events } = recordEvents();
    stop = registerServiceWorker(events, container);
    await settle();
    expect(seen).toEqual([]);
  });

  it('reports a registration that fails', async () => {
    const { container } = fakeBrowser({ controlled: false });
    vi.mocked(container.register).mockRejectedValueOnce(new Error('SecurityError'));
    const { seen, events } = recordEvents();
    stop = registerServiceWorker(events, container);
    await settle();
    expect(seen).toEqual(['error']);
  });
});

describe('activating the waiting worker', () => {
  it('tells the waiting worker to skip waiting, and does nothing when none waits', () => {
    const waiting = fakeWorker();
    expect(activateWaitingWorker({ waiting: waiting.worker })).toBe(true);
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(activateWaitingWorker({ waiting: null })).toBe(false);
    expect(activateWaitingWorker(null)).toBe(false);
  });
});
