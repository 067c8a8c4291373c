// /admin/dashboard: the figures an admin acts on, each with the query it comes from: users by
// role, points issued and redeemed over 30 days (chart), top coupons, returns this month,
// coupons low on stock or ending soon, the return rate per client; and the redemptions export.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { EXPIRING_WITHIN_DAYS, LOW_STOCK_THRESHOLD, type AdminStats } from '@/shared/contract/stats';
import { AsyncBlock } from '@/client/components/async-block';
import { PageFrame } from '@/client/components/page-frame';
import { getAdminStats } from '@/client/features/stats/api/get-admin-stats';
import { FigureCard } from '@/client/features/stats/components/figure-card';
import { RedemptionsExport } from '@/client/features/stats/components/redemptions-export';
import { formatDate, formatNumber, formatPoints } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { ClientReturnRates, RETURN_RATES_FIRST_READS } from './client-return-rates';
import { PATHS, RETURNS_PATHS } from '@/shared/screen-paths';

// The chart is the heaviest piece of the page: its own chunk, drawn once the figures are in.
const PointsChart = lazy(async () => ({ default: (await import('@/client/features/stats/components/points-chart')).PointsChart }));

const RETURNS = RETURNS_PATHS.ADMIN;

const ROLE_NAMES: Record<string, MessageDescriptor> = {
  SUPER_ADMIN: msg`Super admins`,
  ADMIN: msg`Admins`,
  BUSINESS_USER: msg`Business users`,
  DISTRIBUTOR: msg`Distributors`,
  EVENT_MANAGER: msg`Event managers`,
  NORMAL_USER: msg`Recyclers`,
  STORE_MANAGER: msg`Store managers`,
};

/** The reads of the first render, started by the route before it (routes.tsx). */
export const ADMIN_DASHBOARD_READS = [getAdminStats, ...RETURN_RATES_FIRST_READS];

export function AdminDashboard() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Admin dashboard`} description={t`What needs attention across the portal.`}>
      <AdminFigures />
    </PageFrame>
  );
}

/** What needs attention: the admin's dashboard, and the super admin's below its all-time totals. */
export function AdminFigures() {
  const stats = useAsync(getAdminStats, []);
  return (
    <>
      <AsyncBlock state={stats} skeleton={<FiguresSkeleton />}>
        {(data) => <Figures stats={data} />}
      </AsyncBlock>
      <ClientReturnRates />
      <RedemptionsExport />
    </>
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
  const { t } = useLingui();
  const users = stats.usersByRole.reduce((n, r) => n + r.count, 0);
  const boxCount = stats.returnsThisMonth.boxes;
  const boxes = plural(boxCount, { one: '# box', other: '# boxes' });
  const points = formatPoints(stats.returnsThisMonth.points);
  const lowStock = LOW_STOCK_THRESHOLD;
  const days = EXPIRING_WITHIN_DAYS;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <FigureCard title={t`Users`} explains={t`Every account that has not been deleted, by role.`}>
        <p className="text-3xl font-bold" data-testid="users-total">
          {formatNumber(users)}
        </p>
        <ul className="flex flex-col gap-0.5 text-sm">
          {stats.usersByRole
            .filter((r) => r.count > 0)
            .map((r) => (
              <li key={r.role} className="flex justify-between gap-2">
                <span className="opacity-75">{ROLE_NAMES[r.role] ? t(ROLE_NAMES[r.role]!) : r.role}</span>
                <span className="tabular-nums">{formatNumber(r.count)}</span>
              </li>
            ))}
        </ul>
        <Link href={PATHS.admin.users} className="link link-primary inline-flex min-h-11 items-center text-sm">
          {t`Open users`}
        </Link>
      </FigureCard>
      <FigureCard title={t`Returns this month`} explains={t`Returns credited since the 1st of this month.`}>
        <p className="text-3xl font-bold">{formatNumber(stats.returnsThisMonth.returns)}</p>
        <p className="text-sm opacity-75">{t`${boxes} · ${points} credited`}</p>
        <Link href={RETURNS.record} className="link link-primary inline-flex min-h-11 items-center text-sm">
          {t`Record a return`}
        </Link>
      </FigureCard>
      <FigureCard title={t`Pending returns`} explains={t`Returns recyclers reported that nobody has confirmed or rejected yet.`}>
        <p className="text-3xl font-bold">{formatNumber(stats.pendingReturns)}</p>
        <p className="text-sm opacity-75">{stats.pendingReturns === 0 ? t`Nothing waiting.` : t`Waiting for a distributor or store to confirm.`}</p>
        <Link href={RETURNS.pending} className="link link-primary inline-flex min-h-11 items-center text-sm">
          {t`Open pending returns`}
        </Link>
      </FigureCard>
      <FigureCard
        title={t`Coupons needing attention`}
        explains={t`Coupons in the catalogue with ${lowStock} or fewer left, or ending within ${plural(days, { one: '# day', other: '# days' })}.`}
      >
        <p className="text-3xl font-bold">{formatNumber(stats.couponsNeedingAttentionTotal)}</p>
        <Link href={PATHS.admin.couponManagement} className="link link-primary inline-flex min-h-11 items-center text-sm">
          {t`Open coupon management`}
        </Link>
      </FigureCard>
      <FigureCard
        title={t`Points, last 30 days`}
        explains={t`Points given to recyclers (issued) and spent on coupons (redeemed), day by day.`}
        className="md:col-span-2 xl:col-span-4"
      >
        <Suspense fallback={<div className="skeleton h-64 w-full rounded-box" />}>
          <PointsChart days={stats.pointsPerDay} />
        </Suspense>
      </FigureCard>
      <FigureCard title={t`Top coupons`} explains={t`The five coupons redeemed most since the start.`} className="md:col-span-1 xl:col-span-2">
        {stats.topCoupons.length === 0 ? (
          <p className="text-sm opacity-75">{t`No coupon has been redeemed yet.`}</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm" data-testid="top-coupons">
            {stats.topCoupons.map((c) => (
              <li key={c.couponId} className="flex items-start justify-between gap-3">
                <span>
                  {c.couponDescription} <span className="opacity-60">· {c.companyName}</span>
                </span>
                <span className="badge badge-sm tabular-nums">{formatNumber(c.redemptions)}</span>
              </li>
            ))}
          </ol>
        )}
      </FigureCard>
      <AttentionList stats={stats} />
    </div>
  );
}

function AttentionList({ stats }: { stats: AdminStats }) {
  const { t } = useLingui();
  return (
    <FigureCard title={t`Low stock or ending soon`} explains={t`The same coupons, the soonest to end first.`} className="md:col-span-1 xl:col-span-2">
      {stats.couponsNeedingAttention.length === 0 ? (
        <p className="text-sm opacity-75">{t`Every live coupon has stock and time left.`}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto text-sm" data-testid="coupons-attention">
          {stats.couponsNeedingAttention.map((c) => (
            <li key={c.couponId} className="flex flex-wrap items-start justify-between gap-2">
              <span>
                {c.couponDescription} <span className="opacity-60">· {c.companyName}</span>
              </span>
              <span className="flex gap-1">
                {c.lowStock && <StockLeft stock={c.stock} />}
                {c.expiringSoon && c.validUntil && <EndsOn at={c.validUntil} />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </FigureCard>
  );
}

function StockLeft({ stock }: { stock: number | null }) {
  const { t } = useLingui();
  const left = stock ?? 0;
  return <span className="badge badge-sm badge-warning">{t`${plural(left, { one: '# left', other: '# left' })}`}</span>;
}

function EndsOn({ at }: { at: string }) {
  const { t } = useLingui();
  const date = formatDate(at);
  return <span className="badge badge-sm badge-info">{t`ends ${date}`}</span>;
}
