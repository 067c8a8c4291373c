// Everything app-wide the PWA adds, mounted once by the app shell: the service worker and the
// bridge to it, the offline indicator, the install banner and the update toast.
import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/client/lib/after-paint';
import { currentUserAtom } from '@/client/lib/session';
import { APP_VERSION } from './app-version';
import { useInstall } from './install-prompt';
import { OfflineIndicator } from './offline-indicator';
import { startSwBridge } from './sw-bridge';
import { UpdateToast } from './update-toast';
import { useServiceWorker } from './use-service-worker';

// Offered to signed-in visitors only (install-banner.tsx): loaded then, not on a first visit.
const InstallBanner = lazy(async () => ({ default: (await import('./install-banner')).InstallBanner }));

/**
 * True once the first screen has painted and the page is idle. Registering the service worker
 * starts the precache download, and (when it was workbox-window) a request that could only start
 * once the entry script had run: on a slow phone both took bandwidth and a round trip from the
 * first visit's largest paint (issue 20). A visitor who has one already is served by it anyway.
 */
function useFirstScreenPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true), { thenIdle: true }), []);
  return painted;
}

/** The service worker's registration and its "new version" toast. */
function ServiceWorkerUpdates() {
  const { needRefresh, activateUpdate } = useServiceWorker();
  return <UpdateToast needRefresh={needRefresh} onReload={activateUpdate} />;
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
      {firstScreenPainted && <ServiceWorkerUpdates />}
    </>
  );
}
