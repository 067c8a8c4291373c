// Shows the spec's Alert (set by anyone through showAlert) as a toast, then resets it:
// "shown, then hidden and reset". Errors are announced assertively.
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { alertAtom, resetAlert } from '../lib/alerts';

export function AlertRenderer() {
  const store = useStore();
  const alert = useAtomValue(alertAtom);
  useEffect(() => {
    if (!alert.message) return;
    if (alert.isError) toast.error(alert.message, { id: alert.message, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
    else toast.success(alert.message, { id: alert.message });
    resetAlert(store);
  }, [alert, store]);
  return null;
}
