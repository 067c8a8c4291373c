// The returns recorded at one store, newest first, from the store's detail answer.
import type { Store } from '@/shared/contract/stores';
import type { BoxReturn } from '@/shared/contract/returns';
import { ReturnStatusBadge } from '@/client/components/return-status-badge';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/use-async';
import { getStore } from '@/client/lib/api/get-store';


const columns: Column<BoxReturn>[] = [
  { key: 'when', header: 'When', cell: (r) => new Date(r.createdAt).toLocaleString() },
  { key: 'user', header: 'Recycler', cell: (r) => `${r.userName} (${r.userCode})` },
  { key: 'boxes', header: 'Boxes', cell: (r) => r.boxes, className: 'text-end' },
  { key: 'points', header: 'Points', cell: (r) => r.points ?? '—', className: 'text-end', hideBelow: 'sm' },
  { key: 'status', header: 'Status', cell: (r) => <ReturnStatusBadge status={r.status} /> },
];

export function StoreReturns({ store, onClose }: { store: Store; onClose: () => void }) {
  const detail = useAsync(() => getStore(store.id), [store.id]);
  return (
    <section aria-labelledby={`returns-${store.id}`} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`returns-${store.id}`} className="text-lg font-semibold">
            Returns at {store.name}
          </h2>
          <button type="button" className="btn btn-sm btn-ghost" onClick={onClose}>
            Close
          </button>
        </div>
        <DataTable
          caption={`Returns at ${store.name}`}
          columns={columns}
          rows={detail.data?.recentReturns}
          rowKey={(r) => r.id}
          status={detail.status}
          error={detail.error}
          onRetry={detail.reload}
          emptyMessage="No returns recorded at this store yet."
        />
      </div>
    </section>
  );
}
