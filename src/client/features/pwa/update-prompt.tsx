// The update flow: the new service worker waits; a toast says "A new version of Rebox is
// ready — Reload"; Reload lets it take over and the page reloads into the new version. Never
// while a redemption is open: the toast waits until it is closed, and so does any reload.
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { reloadBlockedAtom } from '../../lib/pwa-signals';
import { appStore } from '../../lib/store';
import { reloadWhenIdle } from './reload-when-idle';
import { scheduleUpdateChecks } from './update-checks';

export const UPDATE_TOAST_ID = 'rebox-update';
export const UPDATE_MESSAGE = 'A new version of Rebox is ready';

export function UpdateMessage({ onReload }: { onReload: () => void }) {
  return (
    <span className="flex items-center gap-2" data-testid="update-toast">
      <span>{UPDATE_MESSAGE} —</span>
      <button type="button" className="btn btn-primary btn-xs" onClick={onReload}>
        Reload
      </button>
    </span>
  );
}

export function UpdatePrompt() {
  const store = useStore();
  const blocked = useAtomValue(reloadBlockedAtom);
  const stopChecks = useRef<(() => void) | null>(null);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration && !stopChecks.current) stopChecks.current = scheduleUpdateChecks(registration);
    },
    // The new worker took control (our Reload, or another tab's): reload, once nothing blocks it.
    // useRegisterSW keeps the first callbacks it is given, hence the app store rather than a hook.
    onNeedReload: () => reloadWhenIdle(appStore),
    onRegisterError: (error: unknown) => console.warn('Rebox: the service worker could not be registered', error),
  });

  useEffect(() => () => stopChecks.current?.(), []);

  useEffect(() => {
    if (!needRefresh || blocked) {
      toast.dismiss(UPDATE_TOAST_ID);
      return;
    }
    const onReload = () => {
      toast.dismiss(UPDATE_TOAST_ID);
      // A redemption may have opened since the toast appeared.
      if (!store.get(reloadBlockedAtom)) void updateServiceWorker(true);
    };
    toast(<UpdateMessage onReload={onReload} />, { id: UPDATE_TOAST_ID, duration: Infinity });
  }, [needRefresh, blocked, store, updateServiceWorker]);

  return null;
}
