// /return-points: where a recycler can bring boxes back. The active stores with address,
// opening hours and "open now", searchable by city, the nearest first once the person shares
// their location, each with directions. The list last loaded is kept on the device, so the
// screen opens offline after one visit ("as of" then).
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { PageHeading } from '@/client/components/empty-state';
import { arrangeReturnPoints as arrange } from '../lib/arrange';
import { ReturnPointCard } from './return-point-card';
import { ReturnPointsStatus, useReturnPoints } from './return-points-list-state';
import { usePosition } from './use-position';
import { SearchField } from '@/client/components/form/search-field';

export function ReturnPointsPage() {
  const { t } = useLingui();
  const list = useReturnPoints();
  const [query, setQuery] = useState('');
  const location = usePosition();
  const { points } = list;
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
      <ReturnPointsStatus state={list} asOfTestId="return-points-as-of" />
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
