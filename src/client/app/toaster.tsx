// The toaster, in its own chunk with react-hot-toast: loaded by the first toast (lib/toast.ts).
// While a modal <dialog> is open the rest of the page is inert and under the dialog's top
// layer, so toasts rendered in the page looked greyed out and could not be dismissed: they are
// rendered inside the topmost open modal instead, and back in the page once it closes.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';
import { DraggableToast } from '../components/draggable-toast';
import { layoutAtom } from '../features/layout/atoms';
import { TOAST_MS } from '../lib/alerts';
import { localeAtom } from '../lib/i18n/language';
import { localeDir } from '@/shared/locales';

function topmostModal(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  for (let i = open.length - 1; i >= 0; i--) {
    try {
      if (open[i]!.matches(':modal')) return open[i]!;
    } catch {
      return null; // a browser without :modal has no top layer to escape either
    }
  }
  return null;
}

export function AppToaster() {
  const [host, setHost] = useState<HTMLElement | null>(null);
  // At the reading end of the top edge: the right in English and German, the left in Arabic or with the RTL switch on.
  const { isRTL } = useAtomValue(layoutAtom);
  const locale = useAtomValue(localeAtom);
  const rtl = isRTL || localeDir(locale) === 'rtl';
  useEffect(() => {
    const update = () => setHost(topmostModal());
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    update();
    return () => observer.disconnect();
  }, []);
  const toaster = (
    <Toaster position={rtl ? 'top-left' : 'top-right'} toastOptions={{ duration: TOAST_MS }}>
      {(t) => <DraggableToast t={t} />}
    </Toaster>
  );
  return host ? createPortal(toaster, host) : toaster;
}
