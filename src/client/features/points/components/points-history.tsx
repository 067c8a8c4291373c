// Every change of the balance with its reason (product.md, Points): the ledger, newest first.
// Pages are appended ("Show more") so a phone scrolls one list instead of paging a table.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { LedgerEntry, LedgerReason } from '@/shared/contract/points';
import { getPointsHistory } from '../api/get-points-history';
import { AsOf } from '@/client/components/as-of';
import { errorMessage } from '@/client/lib/api/api-client';
import { useRemembered } from '../hooks/use-remembered';
import { formatDateTime, formatNumber } from '@/client/lib/format/format';

export const HISTORY_PAGE_SIZE = 10;

export const REASON_LABEL: Record<LedgerReason, MessageDescriptor> = {
  return: msg`Boxes returned`,
  redeem: msg`Coupon redeemed`,
  event: msg`Event attended`,
  adjustment: msg`Adjustment`,
};

type Loaded = { entries: LedgerEntry[]; total: number; page: number };

export function PointsHistory({ online }: { online: boolean }) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The pages seen last are kept on the device and shown offline with their time.
  const seen = useMemo(() => (loaded ? { entries: loaded.entries, total: loaded.total } : undefined), [loaded]);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // What is shown is out of date when bringing it up to date failed: the first page (a reload,
  // the connection back or gone), or anything while offline. "Show more" failing online leaves
  // the list as fresh as it was and says what went wrong instead.
  const stale = error !== null && (page === 1 || !online);
  const remembered = useRemembered('history', seen, stale);

  useEffect(() => {
    let live = true;
    setError(null);
    getPointsHistory(page, HISTORY_PAGE_SIZE).then(
      ({ items, total }) => {
        if (!live) return;
        // Page 1 replaces (a reload after coming back online); later pages append.
        setLoaded((previous) => ({
          entries: page === 1 || !previous ? items : [...previous.entries, ...items.filter((i) => !previous.entries.some((e) => e.id === i.id))],
          total,
          page,
        }));
      },
      (failure: unknown) => {
        if (live) setError(errorMessage(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [page, attempt, online]);

  const retry = () => setAttempt((n) => n + 1);

  // The live pages, or (loading, or loading failed) the pages seen last with their time.
  const shown = remembered.data;
  if (!shown && error)
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>{t`Could not load your history: ${error}`}</span>
        <button type="button" className="btn btn-xs" onClick={retry}>
          {t`Retry`}
        </button>
      </div>
    );
  if (!shown) return <div className="skeleton h-24 w-full" aria-busy="true" aria-label={t`Loading your history`} />;

  return (
    <div className="flex flex-col gap-2">
      {shown.entries.length === 0 ? (
        <p className="text-base-content/70">{t`No points yet. Return boxes with your code to start earning.`}</p>
      ) : (
        <HistoryList entries={shown.entries} />
      )}
      <AsOf at={remembered.asOf} />
      {error && remembered.asOf === null && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      {loaded && loaded.entries.length < loaded.total && (
        <button type="button" className="btn btn-sm btn-ghost self-center" disabled={!online} onClick={() => (error ? retry() : setPage(loaded.page + 1))}>
          {t`Show more`}
        </button>
      )}
    </div>
  );
}

function HistoryList({ entries }: { entries: LedgerEntry[] }) {
  const { t } = useLingui();
  return (
    <ol className="divide-y divide-base-300" data-testid="points-history">
      {entries.map((entry) => {
        const when = formatDateTime(entry.createdAt);
        const by = entry.actor && entry.reason !== 'redeem' ? entry.actor.name : null;
        const amount = formatNumber(Math.abs(entry.delta));
        return (
          <li key={entry.id} className="flex items-start justify-between gap-3 py-2" data-testid="ledger-entry" data-reason={entry.reason}>
            <div className="min-w-0">
              <div className="font-medium">{t(REASON_LABEL[entry.reason])}</div>
              {entry.note && <div className="text-sm">{entry.note}</div>}
              <div className="text-xs text-base-content/70">
                {by ? t`${when} · by ${by}` : when}
              </div>
            </div>
            <span className={`shrink-0 font-semibold ${entry.delta >= 0 ? 'text-success' : 'text-error'}`} data-testid="ledger-delta">
              {entry.delta >= 0 ? `+${amount}` : `−${amount}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
