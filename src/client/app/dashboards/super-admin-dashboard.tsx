// /super-admin/dashboard: the one dashboard of the super admin: the whole portal's totals since the
// start, the settings that drive earning, and below them what the admin's dashboard shows.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { AsyncBlock } from '@/client/components/async-block';
import { PageHeading } from '@/client/components/empty-state';
import { StatFigure } from '@/client/components/stat-figure';
import { getSuperAdminStats } from '@/client/features/settings/api/get-super-admin-stats';
import { formatNumber, formatPoints } from '@/client/lib/format/format';
import { formatCo2 } from '@/client/lib/format/format-co2';
import { useAsync } from '@/client/lib/hooks/use-async';
import { PATHS } from '@/shared/screen-paths';
import { ADMIN_DASHBOARD_READS, AdminFigures } from './admin-dashboard';

/** The reads of the first render, started by the route before it (routes.tsx). */
export const SUPER_ADMIN_DASHBOARD_READS = [getSuperAdminStats, ...ADMIN_DASHBOARD_READS];

export function SuperAdminDashboard() {
  const { t } = useLingui();
  const stats = useAsync(getSuperAdminStats, []);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t`Dashboard`}>
        <Link href={PATHS.superAdmin.settings} className="btn btn-primary btn-sm">
          {t`Settings`}
        </Link>
      </PageHeading>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-40 w-full" aria-busy="true" />}>
        {(s) => {
          const activeUsers = formatNumber(s.totals.activeUsers);
          const storeCount = s.totals.stores;
          const co2 = formatCo2(s.totals.co2GramsAvoided);
          const perBox = formatPoints(s.settings.pointsPerBox);
          const co2PerBox = formatCo2(s.settings.co2GramsPerBox);
          return (
            <>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <StatFigure label={t`Users`} value={s.totals.users} note={t`${activeUsers} active`} href={PATHS.admin.users} linkLabel={t`Open users`} />
                <StatFigure label={t`Clients`} value={s.totals.clients} note={t`${plural(storeCount, { one: '# store', other: '# stores' })}`} href={PATHS.admin.clients} linkLabel={t`Open clients`} />
                <StatFigure label={t`Events`} value={s.totals.events} href={PATHS.admin.events} linkLabel={t`Open events`} />
                {/* All time: the admin dashboard's chart shows the last 30 days, and its totals differ for that reason. */}
                <StatFigure label={t`Redemptions`} value={s.totals.redemptions} note={t`since the start`} />
                <StatFigure label={t`Points issued`} value={s.totals.pointsIssued} note={t`since the start`} testId="points-issued-all-time" />
                <StatFigure label={t`Points redeemed`} value={s.totals.pointsRedeemed} note={t`since the start`} />
                <StatFigure label={t`Points outstanding`} value={s.totals.pointsOutstanding} note={t`held in balances`} />
                <StatFigure label={t`Boxes returned`} value={s.totals.boxesReturned} note={t`${co2} CO₂ avoided`} />
              </dl>
              <section aria-labelledby="settings-now" className="card max-w-xl bg-base-100 shadow-sm">
                <div className="card-body">
                  <h2 id="settings-now" className="text-lg font-semibold">
                    {t`Earning settings`}
                  </h2>
                  <p data-testid="current-settings">
                    {t`${perBox} per box returned; ${co2PerBox} CO₂ saved per box.`}
                  </p>
                  <Link href={PATHS.superAdmin.settings} className="link inline-flex min-h-11 w-fit items-center">
                    {t`Change settings`}
                  </Link>
                </div>
              </section>
            </>
          );
        }}
      </AsyncBlock>
      <section aria-labelledby="needs-attention" className="flex flex-col gap-4">
        <h2 id="needs-attention" className="text-xl font-semibold">
          {t`What needs attention`}
        </h2>
        <AdminFigures />
      </section>
    </section>
  );
}
