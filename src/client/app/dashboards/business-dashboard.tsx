// /business/dashboard: the business user's stores at a glance, returns reported at them
// waiting for a decision, and recording a return at the counter of one of them.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { BusinessStats } from '@/shared/contract/stats';
import { AsyncBlock } from '@/client/components/async-block';
import { PageHeading } from '@/client/components/empty-state';
import { StatFigure } from '@/client/components/stat-figure';
import { getBusinessStats } from '@/client/features/returns/api/get-business-stats';
import { firstPendingReturnsRead, PendingReturns } from '@/client/features/returns/components/pending-returns';
import { RecordReturnForm } from '@/client/features/returns/components/record-return-form';
import { boxesText, returnsText } from '@/client/features/returns/components/return-status';
import { getSettings } from '@/client/lib/api/get-settings';
import { formatNumber } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { PATHS, RETURNS_PATHS } from '@/shared/screen-paths';

/** The reads of the first render, started by the route before it (routes.tsx). */
export const BUSINESS_DASHBOARD_READS = [getBusinessStats, getSettings, firstPendingReturnsRead];

export function BusinessDashboard() {
  const { t } = useLingui();
  const stats = useAsync(getBusinessStats, []);
  const settings = useAsync(getSettings, []);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t`Dashboard`}>
        <Link href={PATHS.business.stores} className="btn btn-ghost btn-sm">
          {t`My stores`}
        </Link>
        <Link href={RETURNS_PATHS.BUSINESS_USER.record} className="btn btn-primary btn-sm">
          {t`Record a return`}
        </Link>
      </PageHeading>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-28 w-full" aria-busy="true" />}>
        {(s) => <Figures s={s} pointsPerBox={settings.data?.pointsPerBox ?? null} maxBoxes={settings.data?.maxBoxesPerReturn ?? null} codesRequired={settings.data?.boxCodesRequired} onRecorded={stats.reload} />}
      </AsyncBlock>
      <PendingReturns onDecided={stats.reload} />
    </section>
  );
}

function Figures({ s, pointsPerBox, maxBoxes, codesRequired, onRecorded }: { s: BusinessStats; pointsPerBox: number | null; maxBoxes: number | null; codesRequired?: boolean; onRecorded: () => void }) {
  const { t } = useLingui();
  const [recording, setRecording] = useState(false);
  const openStores = s.stores.filter((store) => store.active);
  const active = formatNumber(openStores.length);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatFigure label={t`Stores`} value={s.stores.length} note={t`${active} active`} href={PATHS.business.stores} linkLabel={t`See my stores`} />
        <StatFigure label={t`Boxes this month`} value={s.thisMonth.boxes} note={returnsText(s.thisMonth.returns)} />
        <StatFigure label={t`Points credited this month`} value={s.thisMonth.points} />
        <StatFigure label={t`Reports waiting`} value={s.pendingReturns} href={RETURNS_PATHS.BUSINESS_USER.pending} linkLabel={t`See pending returns`} />
      </dl>
      {s.stores.length === 0 ? (
        <div className="card border border-dashed border-base-300 bg-base-100">
          <div className="card-body items-center text-center">
            <p>{t`You have no stores yet. Add one so recyclers can return boxes there.`}</p>
            <Link href={PATHS.business.storeForm} className="btn btn-primary btn-sm">
              {t`Add a store`}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Stores`}>
          {s.stores.map((store) => {
            const boxes = boxesText(store.boxesThisMonth);
            const returns = returnsText(store.returnsThisMonth);
            const allTime = formatNumber(store.boxesAllTime);
            return (
              <li key={store.storeId} className="rounded-box bg-base-100 p-4 shadow-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{store.name}</span>
                  {!store.active && <span className="badge badge-ghost">{t`Inactive`}</span>}
                </div>
                <p className="text-sm text-base-content/70">{t`${boxes} this month (${returns}), ${allTime} in all`}</p>
              </li>
            );
          })}
        </ul>
      )}
      {openStores.length > 0 && (
        <section aria-labelledby="record-heading" className="card max-w-xl bg-base-100 shadow-sm">
          <div className="card-body">
            <div className="flex items-center justify-between gap-2">
              <h2 id="record-heading" className="text-lg font-semibold">
                {t`Record a return at a store`}
              </h2>
              <button type="button" className="btn btn-sm" aria-expanded={recording} onClick={() => setRecording((v) => !v)}>
                {recording ? t`Close` : t`Open`}
              </button>
            </div>
            {recording && <RecordReturnForm pointsPerBox={pointsPerBox} maxBoxes={maxBoxes} codesRequired={codesRequired} stores={openStores} onRecorded={onRecorded} />}
          </div>
        </section>
      )}
    </>
  );
}
