// /admin/clients/store/details?id=: one store and the box returns recorded at it.
import { Link, useSearchParams } from 'wouter';
import type { BoxReturn } from '@/shared/contract/returns';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { ReturnStatusBadge } from '@/client/components/return-status-badge';
import { EmptyState } from '@/client/components/empty-state';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/use-async';
import { getStore } from '@/client/lib/api/get-store';
import { businessStoresPath, CLIENTS_PATH } from '../paths';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const columns: Column<BoxReturn>[] = [
  { key: 'when', header: 'When', cell: (r) => <span className="whitespace-nowrap">{when.format(new Date(r.createdAt))}</span> },
  { key: 'user', header: 'Recycler', cell: (r) => `${r.userName} (${r.userCode})` },
  { key: 'boxes', header: 'Boxes', className: 'tabular-nums', cell: (r) => r.boxes },
  { key: 'points', header: 'Points', hideBelow: 'sm', className: 'tabular-nums', cell: (r) => r.points ?? '' },
  { key: 'status', header: 'Status', cell: (r) => <ReturnStatusBadge status={r.status} small /> },
  { key: 'by', header: 'Decided by', hideBelow: 'md', cell: (r) => r.decidedByName ?? '' },
];

export function StoreDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  // No store named: nothing to load and nothing a Retry could fix; say so and lead back.
  return Number.isInteger(id) && id > 0 ? <StoreDetails id={id} /> : <NoStoreNamed />;
}

function NoStoreNamed() {
  return (
    <PageFrame title="Store details">
      <EmptyState message="This address names no store. Open a store from its business user’s list of stores.">
        <Link href={CLIENTS_PATH} className="btn btn-primary min-h-11">
          All clients
        </Link>
      </EmptyState>
    </PageFrame>
  );
}

function StoreDetails({ id }: { id: number }) {
  const store = useAsync(() => getStore(id), [id]);
  const s = store.data;

  return (
    <PageFrame
      title={s ? s.name : 'Store details'}
      description={s ? [s.address, s.city].filter(Boolean).join(', ') || 'No address yet.' : undefined}
      back={
        <Link href={s ? businessStoresPath(s.ownerId) : CLIENTS_PATH} className="link link-hover inline-flex min-h-11 w-fit items-center text-sm">
          {s ? `← Stores of ${s.ownerName}` : '← All clients'}
        </Link>
      }
    >
      {s && (
        <dl className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 text-sm sm:grid-cols-2 xl:grid-cols-5">
          <Fact term="Owner" value={s.ownerName} />
          <Fact term="Phone" value={s.phone || '—'} />
          <Fact term="Opening hours" value={s.openingHours || '—'} />
          <Fact term="Status" value={s.active ? 'Active' : 'Inactive'} />
          <Fact term="Boxes returned" value={String(s.boxesReturned)} />
        </dl>
      )}
      <h2 className="text-lg font-semibold">Returns at this store</h2>
      <DataTable
        caption="Returns at this store"
        columns={columns}
        rows={s?.recentReturns}
        rowKey={(r) => r.id}
        status={store.status}
        error={store.error}
        onRetry={store.reload}
        emptyMessage="No box returns recorded at this store yet."
      />
    </PageFrame>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="opacity-70">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
