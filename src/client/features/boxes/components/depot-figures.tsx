// The depot's figures on the distributor's dashboard: their client's boxes by state, the return
// rate within the return window, and the boxes out so long they are suspected lost.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BoxStats } from '@/shared/contract/boxes';
import { AsyncBlock } from '@/client/components/async-block';
import { StatFigure } from '@/client/components/stat-figure';
import { formatPercent } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getBoxStats } from '../api/get-box-stats';
import { PATHS } from '@/shared/screen-paths';

/** The read the figures make when they first show: a dashboard starts it before it renders. */
export const depotFiguresRead = () => getBoxStats();

export function DepotFigures() {
  const { t } = useLingui();
  const stats = useAsync(depotFiguresRead, []);
  return (
    <section aria-labelledby="depot-figures-title" className="flex flex-col gap-3">
      <h2 id="depot-figures-title" className="text-lg font-semibold">
        {t`Your boxes`}
      </h2>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-28 w-full" aria-busy="true" />}>
        {(s) => <Figures stats={s} />}
      </AsyncBlock>
    </section>
  );
}

function Figures({ stats }: { stats: BoxStats }) {
  const { t } = useLingui();
  const { returnWindowDays: days, lostAfterDays } = stats;
  const window = plural(days, { one: '# day', other: '# days' });
  const lostAfter = plural(lostAfterDays, { one: '# day', other: '# days' });
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <StatFigure label={t`In stock`} value={stats.byState.in_stock} testId="depot-in-stock" href={PATHS.distributor.depot} linkLabel={t`Open the depot`} />
      <StatFigure label={t`Out with customers`} value={stats.byState.out} testId="depot-out" />
      <StatFigure label={t`Returned, to collect`} value={stats.byState.returned} testId="depot-returned" />
      <StatFigure label={t`Retired`} value={stats.byState.retired} testId="depot-retired" />
      <StatFigure
        label={t`Return rate`}
        value={stats.returnRate === null ? '—' : formatPercent(stats.returnRate)}
        note={stats.returnRate === null ? t`No box has been out ${window} yet.` : t`Of the boxes shipped at least ${window} ago, back within ${window}.`}
        testId="depot-return-rate"
      />
      <StatFigure label={t`Suspected lost`} value={stats.suspectedLost} note={t`Out for more than ${lostAfter}.`} testId="depot-suspected-lost" />
    </dl>
  );
}
