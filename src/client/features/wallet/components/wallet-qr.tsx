// The QR code is drawn by a chunk of its own, fetched only when someone opens one.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

const QrCode = lazy(() => import('@/client/components/qr-code').then((m) => ({ default: m.QrCode })));

export function WalletQr({ code }: { code: string }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<div className="skeleton h-48 w-48" aria-hidden="true" />}>
      <QrCode value={code} label={t`QR code of coupon code ${code}`} size={192} />
    </Suspense>
  );
}
