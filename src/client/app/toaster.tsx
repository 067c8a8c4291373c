// The toaster, in its own chunk with react-hot-toast: loaded by the first toast (lib/toast.ts).
import { Toaster } from 'react-hot-toast';
import { DraggableToast } from '../components/draggable-toast';
import { TOAST_MS } from '../lib/alerts';

export function AppToaster() {
  return (
    <Toaster position="top-right" toastOptions={{ duration: TOAST_MS }}>
      {(t) => <DraggableToast t={t} />}
    </Toaster>
  );
}
