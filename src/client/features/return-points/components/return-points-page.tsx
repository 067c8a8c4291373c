// /return-points: where a recycler can bring boxes back. The active stores with address,
// opening hours and "open now", searchable by city, the nearest first once the person shares
// their location, each with directions. The list last loaded is kept on the device, so the
// screen opens offline after one visit ("as of" then).
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { PageHeading } from '@/client/components/empty-state';
import { RetryAlert } from '@/client/components/retry-alert';
import { formatDateTime } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { listReturnPoints } from '../api/list-return-points';
import { seenReturnPointsAtom } from '../atoms';
import { arrangeReturnPoints as arrange } from '../lib/arrange';
import { ReturnPointCard } from './return-point-card';
import { usePosition } from './use-position';
import { SearchField } from '@/client/components/form/search-field';

export function ReturnPointsPage() {
  const { t } = useLingui();
  const live = useAsync(listReturnPoints, []);
  const [seen, setSeen] = useAtom(seenReturnPointsAtom);
  const [query, setQuery] = useState('');
  const location = usePosition();

  useEffect(() => {
    if (live.data) setSeen({ points: live.data, at: new Date().toISOString() });
  }, [live.data, setSeen]);

  const points = live.data ?? seen?.points;
  const seenAt = live.data ? null : (seen?.at ?? null);
  const asOf = seenAt ? formatDateTime(seenAt) : '';
  const error = live.error;
  const shown = useMemo(() => arrange(points ?? [], query, location.position), [points, query, location.position]);

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title={t`Return points`} />
      <p className="max-w-prose text-sm text-base-content/80">
        {t`Bring your used boxes back to any of these stores. Staff scan your personal code and the points are yours.`}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField label={t`Search by city`} placeholder={t`e.g. Springfield`} value={query} onChange={setQuery} className="w-full max-w-xs" autoComplete="address-level2" />
        {location.state !== 'located' && (
          <button type="button" className="btn btn-outline min-h-11" onClick={location.ask} disabled={location.state === 'asking'}>
            {location.state === 'asking' ? t`Finding you…` : t`Nearest first`}
          </button>
        )}
      </div>
      <p className="text-sm text-base-content/70" role="status">
        {location.state === 'located' ? t`Nearest first, from where you are.` : location.state === 'refused' ? location.message : ''}
      </p>
      {asOf && (
        <p className="text-xs text-base-content/70" data-testid="return-points-as-of">
          {t`As of ${asOf}`}
        </p>
      )}
      {!points && live.error && <RetryAlert message={t`Could not load the return points: ${error}`} onRetry={live.reload} />}
      {!points && !live.error && <div className="skeleton h-24 w-full" aria-busy="true" aria-label={t`Loading return points`} />}
      {points && shown.length === 0 && (
        <p className="text-base-content/80">{query ? t`No return point in a city matching "${query}".` : t`There are no return points yet.`}</p>
      )}
      <ul className="grid gap-3 md:grid-cols-2" aria-label={t`Return points`}>
        {shown.map(({ point, km }) => (
          <ReturnPointCard key={point.id} point={point} km={km} />
        ))}
      </ul>
    </section>
  );
}
