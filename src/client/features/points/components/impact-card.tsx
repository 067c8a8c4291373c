// What the returns add up to: boxes back in use and the CO₂ they saved, with the factor
// shown so the figure can be checked.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { UserStats } from '@/shared/contract/stats';
import { StatFigure } from '@/client/components/stat-figure';
import { formatNumber, formatPoints } from '@/client/lib/format/format';
import { formatCo2 } from '@/client/lib/format/format-co2';
import { PATHS } from '@/shared/screen-paths';

export function ImpactCard({ stats }: { stats: UserStats }) {
  const { t } = useLingui();
  const waiting = stats.pendingReports;
  const perBox = formatPoints(stats.pointsPerBox);
  const boxes = stats.boxesReturned;
  const grams = formatNumber(stats.co2GramsPerBox);
  return (
    <section aria-labelledby="impact-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="impact-heading" className="text-lg font-semibold">
          {t`My impact`}
        </h2>
        <Link href={PATHS.user.reportReturn} className="btn btn-sm">
          {t`Report a return`}
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <StatFigure
          label={t`Boxes returned`}
          value={stats.boxesReturned}
          testId="boxes-returned"
          note={waiting > 0 ? plural(waiting, { one: '# more waiting for confirmation', other: '# more waiting for confirmation' }) : t`${perBox} per box`}
        />
        <StatFigure
          label={t`CO₂ avoided`}
          value={formatCo2(stats.co2GramsAvoided)}
          testId="co2-avoided"
          note={t`${plural(boxes, { one: '# box', other: '# boxes' })} × ${grams} g per box`}
        />
      </dl>
    </section>
  );
}
