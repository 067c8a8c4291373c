// The few return points nearest the person (once they share where they are), for a screen about
// something else: a box's page. Like Return points, the list last loaded opens offline.
import { useLingui } from '@lingui/react/macro';
import { arrangeReturnPoints } from '../lib/arrange';
import { ReturnPointCard } from './return-point-card';
import { ReturnPointsStatus, useReturnPoints } from './return-points-list-state';
import { usePosition } from './use-position';

export function NearestReturnPoints({ limit = 3 }: { limit?: number }) {
  const { t } = useLingui();
  const list = useReturnPoints();
  const location = usePosition();
  const { points } = list;
  const shown = arrangeReturnPoints(points ?? [], '', location.position).slice(0, limit);

  return (
    <section aria-labelledby="nearest-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="nearest-title" className="text-lg font-semibold">
          {location.state === 'located' ? t`Nearest return points` : t`Where to hand it in`}
        </h2>
        {location.state !== 'located' && (
          <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={location.ask} disabled={location.state === 'asking'}>
            {location.state === 'asking' ? t`Finding you…` : t`Nearest first`}
          </button>
        )}
      </div>
      <p className="text-sm text-base-content/70" role="status">
        {location.state === 'refused' ? location.message : ''}
      </p>
      <ReturnPointsStatus state={list} asOfTestId="nearest-as-of" />
      {points && shown.length === 0 && <p className="text-base-content/80">{t`There are no return points yet.`}</p>}
      <ul className="grid gap-3 md:grid-cols-2" aria-label={t`Return points`}>
        {shown.map(({ point, km }) => (
          <ReturnPointCard key={point.id} point={point} km={km} />
        ))}
      </ul>
    </section>
  );
}
