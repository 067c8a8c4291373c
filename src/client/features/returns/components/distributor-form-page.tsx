// /distributor/form: record a return at the counter, with the distributor's latest returns below.
import { useState } from 'react';
import { PageHeading } from '../../../components/empty-state';
import { useAsync } from '../../../components/staff/use-async';
import { dataOrThrow } from '../../../lib/call-result';
import { getDistributorStats } from '../api/get-distributor-stats';
import { RecentReturns } from './recent-returns';
import { RecordReturnForm } from './record-return-form';

export function DistributorFormPage() {
  // The dashboard figures carry the current points per box, so the form can say what a return is worth.
  const stats = useAsync(() => dataOrThrow(getDistributorStats()), []);
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title="Record a return" />
      <div className="card max-w-xl bg-base-100 shadow-sm">
        <div className="card-body">
          <RecordReturnForm pointsPerBox={stats.data?.pointsPerBox ?? null} onRecorded={() => setVersion((n) => n + 1)} />
        </div>
      </div>
      <RecentReturns version={version} pageSize={5} />
    </section>
  );
}
