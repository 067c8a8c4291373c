// The service worker for the app (prompt mode): reports when a new version waits, checks for
// one hourly while online, and reloads into it once it has taken control and nothing blocks a
// reload (an open redemption).
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reloadWhenIdle } from './reload-when-idle';
import { registerServiceWorker, type ServiceWorkerHandle } from './service-worker-registration';
import { scheduleUpdateChecks } from './update-checks';

export function useServiceWorker() {
  const store = useStore();
  const [needRefresh, setNeedRefresh] = useState(false);
  const handle = useRef<ServiceWorkerHandle | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let stopChecks: (() => void) | undefined;
    const registered = registerServiceWorker({
      onRegistered(registration) {
        stopChecks = scheduleUpdateChecks(registration);
      },
      onWaiting: () => setNeedRefresh(true),
      // The new worker took control (our Reload, or another tab's).
      onUpdateControlling: () => reloadWhenIdle(store),
      onError: (error) => console.warn('Rebox: the service worker could not be registered', error),
    });
    handle.current = registered;
    return () => {
      registered.stop();
      stopChecks?.();
      handle.current = null;
    };
  }, [store]);
  const activateUpdate = useCallback(() => {
    handle.current?.activateUpdate();
  }, []);
  return { needRefresh, activateUpdate };
}
