// Everything app-wide the PWA adds, mounted once by the app shell: the service worker and the
// bridge to it, the offline indicator, the install banner and the update toast.
import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/client/lib/performance/after-paint';
import { currentUserAtom } from '@/client/lib/session/session';
import { APP_VERSION } from './app-version';
import { useInstall } from './install-prompt';
import { OfflineIndicator } from './offline-indicator';
import { startSwBridge } from './sw-bridge';

// Offered to signed-in visitors only (install-banner.tsx): loaded then, not on a first visit.
const InstallBanner = lazy(async () => ({ default: (await import('./install-banner')).InstallBanner }));
// workbox-window and the update flow: fetched once the first screen has painted. A chunk that
// cannot come (offline before any worker was installed) leaves the page as it is, not broken.
const ServiceWorkerUpdates = lazy(async () => ({ default: await import('./service-worker-updates').then((chunk) => chunk.ServiceWorkerUpdates, () => () => null) }));

/**
 * True once the first screen has painted and the page is idle. Registering the service worker
 * starts the precache download, and fetching workbox-window a request of its own: on a slow
 * phone both would take bandwidth and a round trip from the first visit's largest paint. A
 * visitor who has a worker already is served by it anyway.
 */
function useFirstScreenPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true), { thenIdle: true }), []);
  return painted;
}

export function PwaRoot() {
  const signedIn = useAtomValue(currentUserAtom) !== null;
  const { offer, dismissed } = useInstall();
  const store = useStore();
  const firstScreenPainted = useFirstScreenPainted();
  useEffect(() => startSwBridge(store), [store]);
  useEffect(() => {
    document.documentElement.dataset.appVersion = APP_VERSION;
  }, []);
  return (
    <>
      <OfflineIndicator />
      {signedIn && offer && !dismissed && (
        <Suspense fallback={null}>
          <InstallBanner />
        </Suspense>
      )}
      {firstScreenPainted && (
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
        </Suspense>
      )}
    </>
  );
}
