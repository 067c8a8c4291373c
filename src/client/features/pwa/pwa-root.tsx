// Everything app-wide the PWA adds, mounted once by the app shell: the bridge to the service
// worker, the offline indicator, the install banner and the update toast.
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { APP_VERSION } from './app-version';
import { InstallBanner } from './install-banner';
import { OfflineIndicator } from './offline-indicator';
import { startSwBridge } from './sw-bridge';
import { UpdatePrompt } from './update-prompt';

export function PwaRoot() {
  const store = useStore();
  useEffect(() => startSwBridge(store), [store]);
  useEffect(() => {
    document.documentElement.dataset.appVersion = APP_VERSION;
  }, []);
  return (
    <>
      <OfflineIndicator />
      <InstallBanner />
      <UpdatePrompt />
    </>
  );
}
