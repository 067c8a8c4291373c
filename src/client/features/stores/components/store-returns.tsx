// The returns recorded at one store, newest first, from the store's detail answer.
import { useLingui } from '@lingui/react/macro';
import type { Store } from '@/shared/contract/stores';
import type { BoxReturn } from '@/shared/contract/returns';
import { ReturnStatusBadge } from '@/client/components/return-status-badge';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getStore } from '@/client/lib/api/get-store';
import { formatDateTime, formatNumber } from '@/client/lib/format/format';

function useColumns(): Column<BoxReturn>[] {
  const { t } = useLingui();
  return [
    { key: 'when', header: t`When`, cell: (r) => formatDateTime(r.createdAt) },
    { key: 'user', header: t`Recycler`, cell: (r) => `${r.userName} (${r.userCode})` },
    { key: 'boxes', header: t`Boxes`, cell: (r) => formatNumber(r.boxes), className: 'text-end' },
    { key: 'points', header: t`Points`, cell: (r) => (r.points == null ? '—' : formatNumber(r.points)), className: 'text-end', hideBelow: 'sm' },
    { key: 'status', header: t`Status`, cell: (r) => <ReturnStatusBadge status={r.status} /> },
  ];
}

export function StoreReturns({ store, onClose }: { store: Store; onClose: () => void }) {
  const { t } = useLingui();
  const columns = useColumns();
  const detail = useAsync(() => getStore(store.id), [store.id]);
  const name = store.name;
  return (
    <section aria-labelledby={`returns-${store.id}`} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-3 sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`returns-${store.id}`} className="text-lg font-semibold">
            {t`Returns at ${name}`}
          </h2>
          <button type="button" className="btn btn-sm btn-ghost min-h-11 md:min-h-8" onClick={onClose}>
            {t`Close`}
          </button>
        </div>
        <DataTable
          caption={t`Returns at ${name}`}
          columns={columns}
          rows={detail.data?.recentReturns}
          rowKey={(r) => r.id}
          status={detail.status}
          error={detail.error}
          onRetry={detail.reload}
          emptyMessage={t`No returns recorded at this store yet.`}
        />
      </div>
    </section>
  );
}
