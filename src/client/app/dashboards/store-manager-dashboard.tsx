// /store-manager/dashboard: the clerk's stores, what came back at each today, the reports
// waiting there, and the way to the counter form and the pending list.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { StoreManagerStats } from '@/shared/contract/stats';
import { AsyncBlock } from '@/client/components/async-block';
import { EmptyState, PageHeading } from '@/client/components/empty-state';
import { StatFigure } from '@/client/components/stat-figure';
import { getStoreManagerStats } from '@/client/features/returns/api/get-store-manager-stats';
import { boxesText, returnsText } from '@/client/features/returns/components/return-status';
import { formatPoints } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { RETURNS_PATHS } from '@/shared/screen-paths';

const RETURNS = RETURNS_PATHS.STORE_MANAGER;

/** The reads of the first render, started by the route before it (routes.tsx). */
export const STORE_MANAGER_DASHBOARD_READS = [getStoreManagerStats];

export function StoreManagerDashboard() {
  const { t } = useLingui();
  const stats = useAsync(getStoreManagerStats, []);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t`Dashboard`}>
        <Link href={RETURNS.record} className="btn btn-primary min-h-11">
          {t`Record a return`}
        </Link>
      </PageHeading>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-28 w-full" aria-busy="true" />}>
        {(s) => <Figures s={s} />}
      </AsyncBlock>
    </section>
  );
}

function Figures({ s }: { s: StoreManagerStats }) {
  const { t } = useLingui();
  if (s.stores.length === 0)
    return <EmptyState message={t`You are not assigned to a store yet. The business user who owns the store assigns you by your email.`} />;
  const total = s.stores.reduce(
    (sum, store) => ({ returns: sum.returns + store.today.returns, boxes: sum.boxes + store.today.boxes, pending: sum.pending + store.pendingReturns }),
    { returns: 0, boxes: 0, pending: 0 },
  );
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatFigure label={t`Boxes today`} value={total.boxes} note={returnsText(total.returns)} testId="store-boxes-today" />
        <StatFigure label={t`Pending returns`} value={total.pending} href={RETURNS.pending} linkLabel={t`See pending returns`} testId="store-pending" />
      </dl>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`My stores`}>
        {s.stores.map((store) => {
          const boxes = boxesText(store.today.boxes);
          const returns = returnsText(store.today.returns);
          const points = formatPoints(store.today.points);
          const waiting = store.pendingReturns;
          return (
            <li key={store.storeId} className="rounded-box bg-base-100 p-4 shadow-sm" data-testid="managed-store">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{store.name}</span>
                {!store.active && <span className="badge badge-ghost">{t`Inactive`}</span>}
              </div>
              <p className="text-sm text-base-content/70">{t`Today: ${boxes} (${returns}), ${points} credited`}</p>
              <p className="text-sm text-base-content/70">{t`${plural(waiting, { one: '# report waiting', other: '# reports waiting' })}`}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
