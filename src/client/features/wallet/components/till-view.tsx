// "Show at the till": the coupon's QR code as large as the phone allows (at least 240 px on a
// 390 px phone), centred, black on white, with its code under it in large type; the screen is kept
// awake while it is open, where the browser allows (the Screen Wake Lock API).
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { Modal } from '@/client/components/modal';

const QrCode = lazy(() => import('@/client/components/qr-code').then((m) => ({ default: m.QrCode })));

/** The dialog's padding and border leave this much of the screen's width to the code. */
const MARGINS_PX = 96;
const LARGEST_PX = 360;

interface TillViewProps {
  open: boolean;
  onClose: () => void;
  code: string;
  description: string;
}

export function TillView({ open, onClose, code, description }: TillViewProps) {
  const { t } = useLingui();
  useScreenAwake(open);
  const size = Math.min(LARGEST_PX, Math.max(160, window.innerWidth - MARGINS_PX));
  return (
    <Modal open={open} onClose={onClose} title={t`Show at the till`} testId="till-view">
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <p dir="auto" className="font-semibold">
          {description}
        </p>
        <Suspense fallback={<div className="skeleton" style={{ width: size, height: size }} aria-hidden="true" />}>
          <QrCode value={code} label={t`QR code of coupon code ${code}`} size={size} />
        </Suspense>
        <code dir="ltr" className="text-2xl font-bold tracking-wider select-all" data-testid="till-code">
          {code}
        </code>
      </div>
    </Modal>
  );
}

/** Holds a screen wake lock while `on`, taking it again when the page comes back into view (the browser lets it go when hidden). */
function useScreenAwake(on: boolean) {
  useEffect(() => {
    if (!on || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (taken) => (ended ? void taken.release() : (lock = taken)),
        () => undefined, // refused (battery saver, a policy): the code shows all the same
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, [on]);
}
