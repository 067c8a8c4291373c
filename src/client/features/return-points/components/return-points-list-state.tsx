// The return points as both lists show them: the live list, or offline the one last loaded with
// its age; a retry when none could be had, a skeleton while the first comes.
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import type { ReturnPoint } from '@/shared/contract/stores';
import { RetryAlert } from '@/client/components/retry-alert';
import { formatDateTime } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { listReturnPoints } from '../api/list-return-points';
import { seenReturnPointsAtom } from '../atoms';

export interface ReturnPointsState {
  points: ReturnPoint[] | undefined;
  /** When the list shown was loaded, when it is the device's copy (ISO time); null while live. */
  seenAt: string | null;
  error: string | null;
  reload: () => void;
}

/** The live list, kept on the device as it comes, or the copy kept last time. */
export function useReturnPoints(): ReturnPointsState {
  const live = useAsync(listReturnPoints, []);
  const [seen, setSeen] = useAtom(seenReturnPointsAtom);
  useEffect(() => {
    if (live.data) setSeen({ points: live.data, at: new Date().toISOString() });
  }, [live.data, setSeen]);
  return { points: live.data ?? seen?.points, seenAt: live.data ? null : (seen?.at ?? null), error: live.error, reload: live.reload };
}

/** The list's age offline, its retry, or its skeleton; nothing once a live list is shown. */
export function ReturnPointsStatus({ state, asOfTestId }: { state: ReturnPointsState; asOfTestId: string }) {
  const { t } = useLingui();
  const { points, seenAt, error, reload } = state;
  const asOf = seenAt ? formatDateTime(seenAt) : '';
  return (
    <>
      {asOf && (
        <p className="text-xs text-base-content/70" data-testid={asOfTestId}>
          {t`As of ${asOf}`}
        </p>
      )}
      {!points && error && <RetryAlert message={t`Could not load the return points: ${error}`} onRetry={reload} />}
      {!points && !error && <div className="skeleton h-24 w-full" aria-busy="true" aria-label={t`Loading return points`} />}
    </>
  );
}
