// /super-admin/dashboard: the whole portal in figures, and the settings that drive earning.
import { Link } from 'wouter';
import { AsyncBlock } from '@/client/components/async-block';
import { PageHeading } from '@/client/components/empty-state';
import { StatFigure } from '@/client/components/stat-figure';
import { getSuperAdminStats } from '@/client/features/settings/api/get-super-admin-stats';
import { formatCo2 } from '@/client/lib/format-co2';
import { useAsync } from '@/client/lib/use-async';

const SETTINGS_FORM_PATH = '/super-admin/form';

export function SuperAdminDashboard() {
  const stats = useAsync(getSuperAdminStats, []);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title="Dashboard">
        <Link href="/admin/dashboard" className="btn btn-ghost btn-sm">
          Admin dashboard
        </Link>
        <Link href={SETTINGS_FORM_PATH} className="btn btn-primary btn-sm">
          Settings
        </Link>
      </PageHeading>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-40 w-full" aria-busy="true" />}>
        {(s) => (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatFigure label="Users" value={s.totals.users} note={`${s.totals.activeUsers} active`} href="/admin/users" linkLabel="Open users" />
              <StatFigure label="Clients" value={s.totals.clients} note={`${s.totals.stores} stores`} href="/admin/clients" linkLabel="Open clients" />
              <StatFigure label="Events" value={s.totals.events} href="/admin/events" linkLabel="Open events" />
              <StatFigure label="Redemptions" value={s.totals.redemptions} />
              <StatFigure label="Points issued" value={s.totals.pointsIssued} />
              <StatFigure label="Points redeemed" value={s.totals.pointsRedeemed} />
              <StatFigure label="Points outstanding" value={s.totals.pointsOutstanding} note="held in balances" />
              <StatFigure label="Boxes returned" value={s.totals.boxesReturned} note={`${formatCo2(s.totals.co2GramsAvoided)} CO2 avoided`} />
            </dl>
            <section aria-labelledby="settings-now" className="card max-w-xl bg-base-100 shadow-sm">
              <div className="card-body">
                <h2 id="settings-now" className="text-lg font-semibold">
                  Earning settings
                </h2>
                <p data-testid="current-settings">
                  {s.settings.pointsPerBox} points per box returned; {s.settings.co2GramsPerBox} g CO2 saved per box.
                </p>
                <Link href={SETTINGS_FORM_PATH} className="link inline-flex min-h-11 w-fit items-center">
                  Change settings
                </Link>
              </div>
            </section>
          </>
        )}
      </AsyncBlock>
    </section>
  );
}
