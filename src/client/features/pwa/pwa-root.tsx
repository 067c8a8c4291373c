// Everything app-wide the PWA adds, mounted once by the app shell: the service worker and the
// bridge to it, the offline indicator, the install banner and the update toast.
import { useStore } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from '@/client/lib/session';
import { APP_VERSION } from './app-version';
import { useInstall } from './install-prompt';
import { OfflineIndicator } from './offline-indicator';
import { startSwBridge } from './sw-bridge';
import { UpdateToast } from './update-toast';
import { useServiceWorker } from './use-service-worker';

// Offered to signed-in visitors only (install-banner.tsx): loaded then, not on a first visit.
const InstallBanner = lazy(async () => ({ default: (await import('./install-banner')).InstallBanner }));

export function PwaRoot() {
  const signedIn = useAtomValue(currentUserAtom) !== null;
  const { offer, dismissed } = useInstall();
  const store = useStore();
  const { needRefresh, activateUpdate } = useServiceWorker();
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
      <UpdateToast needRefresh={needRefresh} onReload={activateUpdate} />
    </>
  );
}
