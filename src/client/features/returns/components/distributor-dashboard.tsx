// /distributor/dashboard: today's and this month's returns, reports waiting for a decision,
// and the returns this distributor recorded.
import { useState } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../../../components/empty-state';
import { StatFigure } from '../../../components/stat-figure';
import { useAsync } from '../../../components/staff/use-async';
import { dataOrThrow } from '../../../lib/call-result';
import { getDistributorStats } from '../api/get-distributor-stats';
import { PendingReturns } from './pending-returns';
import { RecentReturns } from './recent-returns';
import { returnsText } from './return-status';
import { RetryAlert } from '../../../components/retry-alert';

export const DISTRIBUTOR_FORM_PATH = '/distributor/form';

export function DistributorDashboard() {
  const stats = useAsync(() => dataOrThrow(getDistributorStats()), []);
  const [version, setVersion] = useState(0);
  const s = stats.data;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title="Dashboard">
        <Link href={DISTRIBUTOR_FORM_PATH} className="btn btn-primary">
          Record a return
        </Link>
      </PageHeading>
      {stats.error && (
        <RetryAlert message={stats.error} onRetry={stats.reload} />
      )}
      {!s && stats.status === 'loading' && <div className="skeleton h-28 w-full" aria-busy="true" />}
      {s && (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatFigure label="Boxes today" value={s.today.boxes} note={`${returnsText(s.today.returns)}, ${s.today.points} points`} />
          <StatFigure label="Boxes this month" value={s.thisMonth.boxes} note={`${returnsText(s.thisMonth.returns)}, ${s.thisMonth.points} points`} />
          <StatFigure label="Recyclers credited this month" value={s.usersCreditedThisMonth} note={`${s.usersCreditedAllTime} in all`} />
          <StatFigure label="Reports waiting" value={s.pendingReturns} note={`${s.pointsPerBox} points per box`} />
        </dl>
      )}
      <PendingReturns
        onDecided={() => {
          stats.reload();
          setVersion((n) => n + 1);
        }}
      />
      <RecentReturns version={version} />
    </section>
  );
}
