// The service worker's registration and its "new version" toast: a chunk of its own (with
// workbox-window), loaded once the first screen has painted.
import { UpdateToast } from './update-toast';
import { useServiceWorker } from './use-service-worker';

export function ServiceWorkerUpdates() {
  const { needRefresh, activateUpdate } = useServiceWorker();
  return <UpdateToast needRefresh={needRefresh} onReload={activateUpdate} />;
}
