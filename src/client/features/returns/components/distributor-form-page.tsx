// /distributor/form: record a return at the counter, with the distributor's latest returns below.
import { useState } from 'react';
import { PageHeading } from '@/client/components/empty-state';
import { useAsync } from '@/client/lib/use-async';
import { getSettings } from '@/client/lib/api/get-settings';
import { RecentReturns } from './recent-returns';
import { RecordReturnForm } from './record-return-form';

export function DistributorFormPage() {
  const settings = useAsync(() => getSettings(), []);
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title="Record a return" />
      <div className="card max-w-xl bg-base-100 shadow-sm">
        <div className="card-body">
          <RecordReturnForm pointsPerBox={settings.data?.pointsPerBox ?? null} onRecorded={() => setVersion((n) => n + 1)} />
        </div>
      </div>
      <RecentReturns version={version} pageSize={5} />
    </section>
  );
}
