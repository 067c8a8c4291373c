// Registers the service worker (vite-plugin-pwa's useRegisterSW, prompt mode): reports when a
// new version waits, checks for one hourly while online, and reloads into it once it has taken
// control and nothing blocks a reload (an open redemption).
import { useCallback, useEffect, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { appStore } from '@/client/lib/store';
import { reloadWhenIdle } from './reload-when-idle';
import { scheduleUpdateChecks } from './update-checks';

export function useServiceWorker() {
  const stopChecks = useRef<(() => void) | null>(null);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration && !stopChecks.current) stopChecks.current = scheduleUpdateChecks(registration);
    },
    // The new worker took control (our Reload, or another tab's): reload once nothing blocks it.
    // useRegisterSW keeps the first callbacks it is given, hence the app store rather than a hook.
    onNeedReload: () => reloadWhenIdle(appStore),
    onRegisterError: (error: unknown) => console.warn('Rebox: the service worker could not be registered', error),
  });
  useEffect(() => () => stopChecks.current?.(), []);
  // Sends SKIP_WAITING to the waiting worker (handled in sw/messages.ts).
  const activateUpdate = useCallback(() => updateServiceWorker(true), [updateServiceWorker]);
  return { needRefresh, activateUpdate };
}
