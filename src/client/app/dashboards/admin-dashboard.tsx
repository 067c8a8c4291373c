// /admin/dashboard: the figures an admin acts on, each with the query it comes from: users by
// role, points issued and redeemed over 30 days (chart), top coupons, returns this month,
// coupons low on stock or ending soon; and the redemptions export.
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { EXPIRING_WITHIN_DAYS, LOW_STOCK_THRESHOLD, type AdminStats } from '@/shared/contract/stats';
import { AsyncBlock } from '@/client/components/async-block';
import { PageFrame } from '@/client/components/page-frame';
import { getAdminStats } from '@/client/features/admin-dashboard/api/get-admin-stats';
import { FigureCard } from '@/client/features/admin-dashboard/components/figure-card';
import { RedemptionsExport } from '@/client/features/admin-dashboard/components/redemptions-export';
import { RETURNS_PATHS } from '@/client/features/returns/paths';
import { useAsync } from '@/client/lib/use-async';

// The chart is the heaviest piece of the page: its own chunk, drawn once the figures are in.
const PointsChart = lazy(async () => ({ default: (await import('@/client/features/admin-dashboard/components/points-chart')).PointsChart }));

const RETURNS = RETURNS_PATHS.ADMIN!;

const ROLE_NAMES: Record<string, string> = {
  SUPER_ADMIN: 'Super admins',
  ADMIN: 'Admins',
  BUSINESS_USER: 'Business users',
  DISTRIBUTOR: 'Distributors',
  EVENT_MANAGER: 'Event managers',
  NORMAL_USER: 'Recyclers',
  STORE_MANAGER: 'Store managers',
};

export function AdminDashboard() {
  const stats = useAsync(getAdminStats, []);
  return (
    <PageFrame title="Admin dashboard" description="What needs attention across the portal.">
      <AsyncBlock state={stats} skeleton={<FiguresSkeleton />}>
        {(data) => <Figures stats={data} />}
      </AsyncBlock>
      <RedemptionsExport />
    </PageFrame>
  );
}

function FiguresSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-busy="true" data-testid="dashboard-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="skeleton h-36 rounded-box" />
      ))}
      <div className="skeleton h-72 rounded-box md:col-span-2 xl:col-span-4" />
    </div>
  );
}

function Figures({ stats }: { stats: AdminStats }) {
  const users = stats.usersByRole.reduce((n, r) => n + r.count, 0);
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <FigureCard title="Users" source="accounts not deleted, counted by role.">
        <p className="text-3xl font-bold" data-testid="users-total">
          {users}
        </p>
        <ul className="flex flex-col gap-0.5 text-sm">
          {stats.usersByRole
            .filter((r) => r.count > 0)
            .map((r) => (
              <li key={r.role} className="flex justify-between gap-2">
                <span className="opacity-75">{ROLE_NAMES[r.role] ?? r.role}</span>
                <span className="tabular-nums">{r.count}</span>
              </li>
            ))}
        </ul>
        <Link href="/admin/users" className="link link-primary inline-flex min-h-11 items-center text-sm">
          Open users
        </Link>
      </FigureCard>
      <FigureCard title="Returns this month" source="box returns confirmed since the 1st of this month (UTC).">
        <p className="text-3xl font-bold">{stats.returnsThisMonth.returns}</p>
        <p className="text-sm opacity-75">
          {stats.returnsThisMonth.boxes} boxes · {stats.returnsThisMonth.points} points credited
        </p>
        <Link href={RETURNS.record} className="link link-primary inline-flex min-h-11 items-center text-sm">
          Record a return
        </Link>
      </FigureCard>
      <FigureCard title="Pending returns" source="returns reported by recyclers, not yet confirmed or rejected.">
        <p className="text-3xl font-bold">{stats.pendingReturns}</p>
        <p className="text-sm opacity-75">{stats.pendingReturns === 0 ? 'Nothing waiting.' : 'Waiting for a distributor or store to confirm.'}</p>
        <Link href={RETURNS.pending} className="link link-primary inline-flex min-h-11 items-center text-sm">
          Open pending returns
        </Link>
      </FigureCard>
      <FigureCard title="Coupons needing attention" source={`live coupons with ${LOW_STOCK_THRESHOLD} or fewer left, or ending within ${EXPIRING_WITHIN_DAYS} days.`}>
        <p className="text-3xl font-bold">{stats.couponsNeedingAttention.length}</p>
        <Link href="/admin/coupon-management" className="link link-primary inline-flex min-h-11 items-center text-sm">
          Open coupon management
        </Link>
      </FigureCard>
      <FigureCard
        title="Points, last 30 days"
        source="the points ledger per UTC day: every credit (issued) and every redemption (redeemed)."
        className="md:col-span-2 xl:col-span-4"
      >
        <Suspense fallback={<div className="skeleton h-64 w-full rounded-box" />}>
          <PointsChart days={stats.pointsPerDay} />
        </Suspense>
      </FigureCard>
      <FigureCard title="Top coupons" source="redemptions counted per coupon, all time, top 5." className="md:col-span-1 xl:col-span-2">
        {stats.topCoupons.length === 0 ? (
          <p className="text-sm opacity-75">No coupon has been redeemed yet.</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm" data-testid="top-coupons">
            {stats.topCoupons.map((c) => (
              <li key={c.couponId} className="flex items-start justify-between gap-3">
                <span>
                  {c.couponDescription} <span className="opacity-60">· {c.companyName}</span>
                </span>
                <span className="badge badge-sm tabular-nums">{c.redemptions}</span>
              </li>
            ))}
          </ol>
        )}
      </FigureCard>
      <AttentionList stats={stats} />
    </div>
  );
}

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function AttentionList({ stats }: { stats: AdminStats }) {
  return (
    <FigureCard title="Low stock or ending soon" source="the same live coupons, soonest end first." className="md:col-span-1 xl:col-span-2">
      {stats.couponsNeedingAttention.length === 0 ? (
        <p className="text-sm opacity-75">Every live coupon has stock and time left.</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto text-sm" data-testid="coupons-attention">
          {stats.couponsNeedingAttention.map((c) => (
            <li key={c.couponId} className="flex flex-wrap items-start justify-between gap-2">
              <span>
                {c.couponDescription} <span className="opacity-60">· {c.companyName}</span>
              </span>
              <span className="flex gap-1">
                {c.lowStock && <span className="badge badge-sm badge-warning">{c.stock} left</span>}
                {c.expiringSoon && c.validUntil && <span className="badge badge-sm badge-info">ends {day.format(new Date(c.validUntil))}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </FigureCard>
  );
}
