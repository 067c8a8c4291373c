// The returns the caller recorded, newest first. `version` changes after a new one is recorded.
import { useState } from 'react';
import type { BoxReturn } from '@/shared/contract/returns';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/use-async';
import { listMyRecordedReturns } from '../api/list-my-recorded-returns';
import { placeOf, ReturnStatus } from './return-status';
import { UndoReturnButton } from './undo-return-button';

const baseColumns: Column<BoxReturn>[] = [
  { key: 'when', header: 'When', cell: (r) => new Date(r.createdAt).toLocaleString() },
  { key: 'user', header: 'Recycler', cell: (r) => r.userName },
  { key: 'code', header: 'Code', cell: (r) => <code>{r.userCode}</code>, hideBelow: 'md' },
  { key: 'boxes', header: 'Boxes', cell: (r) => r.boxes, className: 'text-end' },
  { key: 'points', header: 'Points', cell: (r) => r.points ?? '—', className: 'text-end' },
  { key: 'where', header: 'Where', cell: placeOf, hideBelow: 'lg' },
];

export function RecentReturns({ version = 0, pageSize = 10 }: { version?: number; pageSize?: number }) {
  const [page, setPage] = useState(1);
  const returns = useAsync(() => listMyRecordedReturns(page, pageSize), [page, pageSize, version]);
  // An undone credit says so; a fresh one can still be undone from here (the undo window).
  const columns: Column<BoxReturn>[] = [
    ...baseColumns,
    {
      key: 'undo',
      header: 'Status',
      cell: (r) =>
        r.status === 'confirmed' ? (
          <UndoReturnButton credit={r} className="btn btn-xs min-h-11 md:min-h-6" onUndone={returns.reload} />
        ) : (
          <ReturnStatus status={r.status} />
        ),
    },
  ];
  return (
    <section aria-labelledby="recent-returns" className="flex flex-col gap-2">
      <h2 id="recent-returns" className="text-lg font-semibold">
        My recent returns
      </h2>
      <DataTable
        caption="My recent returns"
        columns={columns}
        rows={returns.data?.items}
        rowKey={(r) => r.id}
        status={returns.status}
        error={returns.error}
        onRetry={returns.reload}
        refreshing={returns.refreshing}
        emptyMessage="No returns recorded yet."
        paging={returns.data && returns.data.total > pageSize ? { page, pageSize, total: returns.data.total, onPageChange: setPage } : undefined}
      />
    </section>
  );
}
