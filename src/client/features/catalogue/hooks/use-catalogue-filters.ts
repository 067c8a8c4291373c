// Both filters live in the URL (?q=&company=) so a shared link or the back button restores them.
// Typing replaces the history entry instead of pushing one per keystroke.
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { parseCompanyId } from '../lib/coupon-filters';

export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const companyId = parseCompanyId(params.get('company'));

  const update = useCallback(
    (name: 'q' | 'company', value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    query,
    companyId,
    setQuery: useCallback((value: string) => update('q', value), [update]),
    setCompanyId: useCallback((id: number | null) => update('company', id === null ? '' : String(id)), [update]),
  };
}
