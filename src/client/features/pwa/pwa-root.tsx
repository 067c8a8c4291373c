// Everything app-wide the PWA adds, mounted once by the app shell: the service worker and the
// bridge to it, the offline indicator, the install banner and the update toast.
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { APP_VERSION } from './app-version';
import { InstallBanner } from './install-banner';
import { OfflineIndicator } from './offline-indicator';
import { startSwBridge } from './sw-bridge';
import { UpdateToast } from './update-toast';
import { useServiceWorker } from './use-service-worker';

export function PwaRoot() {
  const store = useStore();
  const { needRefresh, activateUpdate } = useServiceWorker();
  useEffect(() => startSwBridge(store), [store]);
  useEffect(() => {
    document.documentElement.dataset.appVersion = APP_VERSION;
  }, []);
  return (
    <>
      <OfflineIndicator />
      <InstallBanner />
      <UpdateToast needRefresh={needRefresh} onReload={activateUpdate} />
    </>
  );
}
