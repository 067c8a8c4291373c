// The update flow's face: when a new version waits, a toast "A new version of Rebox is ready —
// Reload". Never while a redemption is open: the toast waits until it is closed.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { toast } from '@/client/lib/toast';
import { reloadBlockedAtom } from '@/client/lib/pwa/pwa-signals';

export const UPDATE_TOAST_ID = 'rebox-update';
const UPDATE = msg`A new version of Rebox is ready`;

function UpdateMessage({ onReload }: { onReload: () => void }) {
  const { t } = useLingui();
  return (
    <span className="flex items-center gap-2" data-testid="update-toast">
      <span>{t(UPDATE)} —</span>
      <button type="button" className="btn btn-primary btn-xs" onClick={onReload}>
        {t`Reload`}
      </button>
    </span>
  );
}

export function UpdateToast({ needRefresh, onReload }: { needRefresh: boolean; onReload: () => void | Promise<void> }) {
  const store = useStore();
  const blocked = useAtomValue(reloadBlockedAtom);

  useEffect(() => {
    if (!needRefresh || blocked) {
      toast.dismiss(UPDATE_TOAST_ID);
      return;
    }
    const reload = () => {
      toast.dismiss(UPDATE_TOAST_ID);
      // A redemption may have opened since the toast appeared.
      if (!store.get(reloadBlockedAtom)) void onReload();
    };
    // No timeout: it stays until the person reloads or dismisses it.
    toast(<UpdateMessage onReload={reload} />, { id: UPDATE_TOAST_ID, duration: Infinity });
  }, [needRefresh, blocked, store, onReload]);

  return null;
}
