// Returns recyclers reported themselves, waiting for staff: confirm credits the points,
// reject credits nothing. A distributor sees every report; a business user those at their stores.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import type { BoxReturn } from '@/shared/contract/returns';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/use-async';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/online-status';
import { confirmReturn } from '../api/confirm-return';
import { listPendingReturns } from '../api/list-pending-returns';
import { rejectReturn } from '../api/reject-return';
import { placeOf } from './return-status';
import { errorMessage } from '@/client/lib/api/api-client';

const PAGE_SIZE = 10;

export function PendingReturns({ onDecided }: { onDecided?: () => void }) {
  const online = useAtomValue(onlineAtom);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const pending = useAsync(() => listPendingReturns(page, PAGE_SIZE), [page]);

  async function decide(r: BoxReturn, decision: 'confirm' | 'reject') {
    setBusy(r.id);
    let decided: BoxReturn;
    try {
      decided = decision === 'confirm' ? await confirmReturn(r.id) : await rejectReturn(r.id);
    } catch (error) {
      return toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
    toast.success(decision === 'confirm' ? `${decided.points ?? 0} points credited to ${r.userName}` : `Report of ${r.userName} rejected`);
    pending.reload();
    onDecided?.();
  }

  const columns: Column<BoxReturn>[] = [
    { key: 'when', header: 'Reported', cell: (r) => new Date(r.createdAt).toLocaleString(), hideBelow: 'sm' },
    {
      key: 'user',
      header: 'Recycler',
      cell: (r) => (
        <div>
          <div className="font-medium">{r.userName}</div>
          <code className="text-xs">{r.userCode}</code>
        </div>
      ),
    },
    { key: 'boxes', header: 'Boxes', cell: (r) => r.boxes, className: 'text-right' },
    { key: 'where', header: 'Where', cell: placeOf, hideBelow: 'md' },
    {
      key: 'actions',
      header: 'Decision',
      cell: (r) => (
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className="btn btn-xs btn-success"
            disabled={!online || busy === r.id}
            onClick={() => void decide(r, 'confirm')}
            aria-label={`Confirm ${r.boxes} boxes of ${r.userName}`}
          >
            Confirm
          </button>
          <button
            type="button"
            className="btn btn-xs"
            disabled={!online || busy === r.id}
            onClick={() => void decide(r, 'reject')}
            aria-label={`Reject the report of ${r.userName}`}
          >
            Reject
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="pending-returns" className="flex flex-col gap-2">
      <h2 id="pending-returns" className="text-lg font-semibold">
        Reports to confirm
      </h2>
      {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      <DataTable
        caption="Reports to confirm"
        columns={columns}
        rows={pending.data?.items}
        rowKey={(r) => r.id}
        status={pending.status}
        error={pending.error}
        onRetry={pending.reload}
        refreshing={pending.refreshing}
        emptyMessage="No reports are waiting. Nice and tidy."
        paging={pending.data && pending.data.total > PAGE_SIZE ? { page, pageSize: PAGE_SIZE, total: pending.data.total, onPageChange: setPage } : undefined}
      />
    </section>
  );
}
