// The catalogue with its redemption modal and the wallet behind it. Three features that may
// not import each other, so they meet here: the catalogue offers a slot for the modal.
// The modal loads when a visitor first presses Redeem, not with the catalogue's first visit
// (performance budget); the service worker has it cached for every later visit.
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback } from 'react';
import { CataloguePage, type RedeemDialogSlot } from '../features/catalogue/components/catalogue-page';
import { SiteHeaderBell } from './layouts/site-header-bell';

const CatalogueRedeemDialog = lazy(async () => ({ default: (await import('./catalogue-redeem-dialog')).CatalogueRedeemDialog }));

function RedeemDialogLoading() {
  const { t } = useLingui();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/30" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{t`Loading…`}</span>
    </div>
  );
}

export function CouponCataloguePage() {
  const renderRedeemDialog = useCallback(
    (slot: RedeemDialogSlot) => (
      <Suspense fallback={<RedeemDialogLoading />}>
        <CatalogueRedeemDialog {...slot} />
      </Suspense>
    ),
    [],
  );
  return <CataloguePage renderRedeemDialog={renderRedeemDialog} bell={<SiteHeaderBell />} />;
}
