// /distributor/dashboard: today's and this month's returns, the depot's boxes (by state, the
// return rate, suspected lost), reports waiting for a decision, and the returns this
// distributor recorded.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { AsyncBlock } from '@/client/components/async-block';
import { PageHeading } from '@/client/components/empty-state';
import { StatFigure } from '@/client/components/stat-figure';
import { DepotFigures, depotFiguresRead } from '@/client/features/boxes/components/depot-figures';
import { getDistributorStats } from '@/client/features/returns/api/get-distributor-stats';
import { firstPendingReturnsRead, PendingReturns } from '@/client/features/returns/components/pending-returns';
import { firstRecentReturnsRead, RecentReturns } from '@/client/features/returns/components/recent-returns';
import { returnsText } from '@/client/features/returns/components/return-status';
import { formatNumber, formatPoints } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { PATHS, RETURNS_PATHS } from '@/shared/screen-paths';

/** The reads of the first render, started by the route before it (routes.tsx). */
export const DISTRIBUTOR_DASHBOARD_READS = [getDistributorStats, depotFiguresRead, firstPendingReturnsRead, firstRecentReturnsRead];

export function DistributorDashboard() {
  const { t } = useLingui();
  const stats = useAsync(getDistributorStats, []);
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t`Dashboard`}>
        <div className="flex flex-wrap gap-2">
          <Link href={PATHS.distributor.depot} className="btn btn-outline">
            {t`Depot`}
          </Link>
          <Link href={PATHS.distributor.recordReturn} className="btn btn-primary">
            {t`Record a return`}
          </Link>
        </div>
      </PageHeading>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-28 w-full" aria-busy="true" />}>
        {(s) => {
          const returnsToday = returnsText(s.today.returns);
          const pointsToday = formatPoints(s.today.points);
          const returnsThisMonth = returnsText(s.thisMonth.returns);
          const pointsThisMonth = formatPoints(s.thisMonth.points);
          const allTime = formatNumber(s.usersCreditedAllTime);
          const perBox = s.pointsPerBox;
          return (
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatFigure label={t`Boxes today`} value={s.today.boxes} note={t`${returnsToday}, ${pointsToday}`} />
              <StatFigure label={t`Boxes this month`} value={s.thisMonth.boxes} note={t`${returnsThisMonth}, ${pointsThisMonth}`} />
              <StatFigure label={t`Recyclers credited this month`} value={s.usersCreditedThisMonth} note={t`${allTime} in all`} />
              <StatFigure
                label={t`Reports waiting`}
                value={s.pendingReturns}
                note={t`${plural(perBox, { one: '# point per box', other: '# points per box' })}`}
                href={RETURNS_PATHS.DISTRIBUTOR.pending}
                linkLabel={t`See pending returns`}
              />
            </dl>
          );
        }}
      </AsyncBlock>
      <DepotFigures />
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
