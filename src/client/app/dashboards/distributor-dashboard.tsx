// /distributor/dashboard: today's and this month's returns, reports waiting for a decision,
// and the returns this distributor recorded.
import { useState } from 'react';
import { Link } from 'wouter';
import { AsyncBlock } from '@/client/components/async-block';
import { PageHeading } from '@/client/components/empty-state';
import { StatFigure } from '@/client/components/stat-figure';
import { getDistributorStats } from '@/client/features/returns/api/get-distributor-stats';
import { PendingReturns } from '@/client/features/returns/components/pending-returns';
import { RecentReturns } from '@/client/features/returns/components/recent-returns';
import { returnsText } from '@/client/features/returns/components/return-status';
import { RETURNS_PATHS } from '@/client/features/returns/paths';
import { useAsync } from '@/client/lib/use-async';

export function DistributorDashboard() {
  const stats = useAsync(getDistributorStats, []);
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title="Dashboard">
        <Link href="/distributor/form" className="btn btn-primary">
          Record a return
        </Link>
      </PageHeading>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-28 w-full" aria-busy="true" />}>
        {(s) => (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatFigure label="Boxes today" value={s.today.boxes} note={`${returnsText(s.today.returns)}, ${s.today.points} points`} />
            <StatFigure label="Boxes this month" value={s.thisMonth.boxes} note={`${returnsText(s.thisMonth.returns)}, ${s.thisMonth.points} points`} />
            <StatFigure label="Recyclers credited this month" value={s.usersCreditedThisMonth} note={`${s.usersCreditedAllTime} in all`} />
            <StatFigure
              label="Reports waiting"
              value={s.pendingReturns}
              note={`${s.pointsPerBox} points per box`}
              href={RETURNS_PATHS.DISTRIBUTOR!.pending}
              linkLabel="See pending returns"
            />
          </dl>
        )}
      </AsyncBlock>
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
