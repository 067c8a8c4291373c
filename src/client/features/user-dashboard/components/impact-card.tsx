// What the returns add up to: boxes back in use and the CO2 they saved, with the factor
// shown so the figure can be checked.
import { Link } from 'wouter';
import type { UserStats } from '@/shared/contract/stats';
import { StatFigure } from '@/client/components/stat-figure';
import { formatCo2 } from '@/client/lib/format-co2';

export function ImpactCard({ stats }: { stats: UserStats }) {
  return (
    <section aria-labelledby="impact-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="impact-heading" className="text-lg font-semibold">
          My impact
        </h2>
        <Link href="/user/form" className="btn btn-sm">
          Report a return
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <StatFigure
          label="Boxes returned"
          value={stats.boxesReturned}
          testId="boxes-returned"
          note={stats.pendingReports > 0 ? `${stats.pendingReports} more waiting for confirmation` : `${stats.pointsPerBox} points per box`}
        />
        <StatFigure
          label="CO₂ avoided"
          value={formatCo2(stats.co2GramsAvoided)}
          testId="co2-avoided"
          note={`${stats.boxesReturned} boxes × ${stats.co2GramsPerBox} g per box`}
        />
      </dl>
    </section>
  );
}
