// /distributor/form: record a return at the counter, with the caller's records below (filtered, paged, exported).
// The same desk serves a store's counter (store manager, business user): given stores, the
// form asks which one (preset when there is only one).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmptyState, PageHeading } from '@/client/components/empty-state';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getSettings } from '@/client/lib/api/get-settings';
import { RecentReturns } from './recent-returns';
import { RecordReturnForm, type StoreChoice } from './record-return-form';

export function DistributorFormPage() {
  return <RecordReturnDesk />;
}

export function RecordReturnDesk({ stores }: { stores?: StoreChoice[] }) {
  const { t } = useLingui();
  const settings = useAsync(() => getSettings(), []);
  const [version, setVersion] = useState(0);
  const refresh = () => setVersion((n) => n + 1);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t`Record a return`} />
      {stores && stores.length === 0 ? (
        <EmptyState message={t`You have no active store to record returns at. A business user assigns you to their stores.`} />
      ) : (
        <div className="card max-w-xl bg-base-100 shadow-sm">
          <div className="card-body">
            <RecordReturnForm
              pointsPerBox={settings.data?.pointsPerBox ?? null}
              maxBoxes={settings.data?.maxBoxesPerReturn ?? null}
              codesRequired={settings.data?.boxCodesRequired}
              stores={stores} onRecorded={refresh} onUndone={refresh} />
          </div>
        </div>
      )}
      <RecentReturns version={version} withFilters />
    </section>
  );
}
