// The recycler's own reports and what became of them.
import { useState } from 'react';
import type { BoxReturn } from '@/shared/contract/returns';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/use-async';
import { listMyReports } from '../api/list-my-reports';
import { placeOf, ReturnStatus } from './return-status';

const PAGE_SIZE = 10;

const columns: Column<BoxReturn>[] = [
  {
    key: 'report',
    header: 'Reported',
    // Where stays visible on phones: it is how the recycler tells their reports apart.
    cell: (r) => (
      <div>
        <div>{placeOf(r)}</div>
        <div className="text-xs text-base-content/70">{new Date(r.createdAt).toLocaleDateString()}</div>
      </div>
    ),
  },
  { key: 'boxes', header: 'Boxes', cell: (r) => r.boxes, className: 'text-right' },
  {
    key: 'status',
    header: 'Status',
    // A rejected report or an undone credit says why, in the words of the staff member.
    cell: (r) => (
      <div className="flex flex-col items-start gap-1">
        <ReturnStatus status={r.status} />
        {r.reason && (r.status === 'rejected' || r.status === 'reversed') && (
          <span className="text-xs text-base-content/80" data-testid="report-reason">
            Reason: {r.reason}
          </span>
        )}
      </div>
    ),
  },
  { key: 'points', header: 'Points', cell: (r) => r.points ?? '—', className: 'text-right' },
];

export function MyReports({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const reports = useAsync(() => listMyReports(page, PAGE_SIZE), [page, version]);
  return (
    <section aria-labelledby="my-reports" className="flex flex-col gap-2">
      <h2 id="my-reports" className="text-lg font-semibold">
        My reports
      </h2>
      <DataTable
        caption="My reports"
        columns={columns}
        rows={reports.data?.items}
        rowKey={(r) => r.id}
        status={reports.status}
        error={reports.error}
        onRetry={reports.reload}
        refreshing={reports.refreshing}
        emptyMessage="You have not reported any returns."
        paging={reports.data && reports.data.total > PAGE_SIZE ? { page, pageSize: PAGE_SIZE, total: reports.data.total, onPageChange: setPage } : undefined}
      />
    </section>
  );
}
