// The returns the caller recorded, newest first. `version` changes after a new one is recorded.
// With `withFilters` (the counter's desk) they are the caller's records: a date range, a
// recycler's name or code, every page, and the CSV of what the filter holds.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDebouncedValue } from '@/client/lib/hooks/use-debounced-value';
import type { BoxReturn } from '@/shared/contract/returns';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { formatDateTime, formatNumber } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { listMyRecordedReturns } from '../api/list-my-recorded-returns';
import { placeOf, ReturnStatus } from './return-status';
import { UndoReturnButton } from './undo-return-button';
import { NO_FILTER, RecordsFilterBar, toRecordsFilter, type RecordsFilterInput } from './records-filter';

const DEFAULT_PAGE_SIZE = 10;

/** The read the table makes when it first shows (at its default page size): a dashboard starts it before it renders. */
export const firstRecentReturnsRead = () => listMyRecordedReturns(1, DEFAULT_PAGE_SIZE);

export function RecentReturns({ version = 0, pageSize = DEFAULT_PAGE_SIZE, withFilters = false }: { version?: number; pageSize?: number; withFilters?: boolean }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [input, setInput] = useState<RecordsFilterInput>(NO_FILTER);
  const settled = useDebouncedValue(input, 300);
  // A backwards range asks nothing of the server: the bar says what to change.
  const backwards = settled.fromDay !== '' && settled.toDay !== '' && settled.toDay < settled.fromDay;
  const filter = toRecordsFilter(backwards ? NO_FILTER : settled);
  const filterKey = JSON.stringify(filter);
  const filtered = filterKey !== '{}';
  const returns = useAsync(() => listMyRecordedReturns(page, pageSize, filter), [page, pageSize, version, filterKey]);
  // An undone credit says so; a fresh one can still be undone from here (the undo window).
  const columns: Column<BoxReturn>[] = [
    { key: 'when', header: t`When`, cell: (r) => formatDateTime(r.createdAt), hideBelow: 'sm' },
    {
      key: 'user',
      header: t`Recycler`,
      // On a phone the time goes under the name: a column of its own cut the status and undo off.
      cell: (r) => (
        <>
          {r.userName}
          <span className="block text-xs text-base-content/70 sm:hidden">{formatDateTime(r.createdAt)}</span>
        </>
      ),
    },
    { key: 'code', header: t`Code`, cell: (r) => <code>{r.userCode}</code>, hideBelow: 'md' },
    { key: 'boxes', header: t`Boxes`, cell: (r) => formatNumber(r.boxes), className: 'text-end' },
    // Points are boxes times the rate: on a phone the column gives its room to the status and undo.
    { key: 'points', header: t`Points`, cell: (r) => (r.points === null ? '—' : formatNumber(r.points)), className: 'text-end', hideBelow: 'sm' },
    { key: 'where', header: t`Where`, cell: placeOf, hideBelow: 'lg' },
    {
      key: 'status',
      header: t`Status`,
      // Always the status in words; Undo beside it while the credit can still be undone.
      cell: (r) => (
        <div className="flex flex-wrap items-center gap-2">
          <ReturnStatus status={r.status} />
          {r.status === 'confirmed' && <UndoReturnButton credit={r} className="btn btn-xs min-h-11 md:min-h-6" onUndone={returns.reload} />}
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="recent-returns" className="flex flex-col gap-2">
      <h2 id="recent-returns" className="text-lg font-semibold">
        {withFilters ? t`My records` : t`My recent returns`}
      </h2>
      {withFilters && (
        <RecordsFilterBar
          value={input}
          filter={filter}
          onChange={(next) => {
            setInput(next);
            setPage(1);
          }}
        />
      )}
      <DataTable
        caption={withFilters ? t`My records` : t`My recent returns`}
        columns={columns}
        rows={returns.data?.items}
        rowKey={(r) => r.id}
        status={returns.status}
        error={returns.error}
        onRetry={returns.reload}
        refreshing={returns.refreshing}
        emptyMessage={filtered ? t`No records match this filter.` : t`No returns recorded yet.`}
        paging={returns.data && returns.data.total > pageSize ? { page, pageSize, total: returns.data.total, onPageChange: setPage } : undefined}
      />
    </section>
  );
}
