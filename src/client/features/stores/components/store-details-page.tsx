// /admin/clients/store/details?id=: one store and the box returns recorded at it.
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'wouter';
import type { BoxReturn } from '@/shared/contract/returns';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { ReturnStatusBadge } from '@/client/components/return-status-badge';
import { EmptyState } from '@/client/components/empty-state';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getStore } from '@/client/lib/api/get-store';
import { formatDateTime, formatNumber } from '@/client/lib/format/format';
import { PATHS, pathTo } from '@/shared/screen-paths';

function useColumns(): Column<BoxReturn>[] {
  const { t } = useLingui();
  return [
    { key: 'when', header: t`When`, hideBelow: 'sm', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.createdAt)}</span> },
    {
      key: 'user',
      header: t`Recycler`,
      // On a phone the time goes under the name: four columns of their own cut the status off.
      cell: (r) => (
        <>
          {`${r.userName} (${r.userCode})`}
          <span className="block text-xs text-base-content/70 sm:hidden">{formatDateTime(r.createdAt)}</span>
        </>
      ),
    },
    { key: 'boxes', header: t`Boxes`, className: 'tabular-nums', cell: (r) => formatNumber(r.boxes) },
    { key: 'points', header: t`Points`, hideBelow: 'sm', className: 'tabular-nums', cell: (r) => (r.points == null ? '' : formatNumber(r.points)) },
    { key: 'status', header: t`Status`, cell: (r) => <ReturnStatusBadge status={r.status} small /> },
    { key: 'by', header: t`Decided by`, hideBelow: 'md', cell: (r) => r.decidedByName ?? '' },
  ];
}

export function StoreDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  // No store named: nothing to load and nothing a Retry could fix; say so and lead back.
  return Number.isInteger(id) && id > 0 ? <StoreDetails id={id} /> : <NoStoreNamed />;
}

function NoStoreNamed() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Store details`}>
      <EmptyState message={t`This address names no store. Open a store from its business user’s list of stores.`}>
        <Link href={PATHS.admin.clients} className="btn btn-primary min-h-11">
          {t`All clients`}
        </Link>
      </EmptyState>
    </PageFrame>
  );
}

function StoreDetails({ id }: { id: number }) {
  const { t } = useLingui();
  const columns = useColumns();
  const store = useAsync(() => getStore(id), [id]);
  const s = store.data;
  const ownerName = s?.ownerName;

  return (
    <PageFrame
      title={s ? s.name : t`Store details`}
      description={s ? [s.address, s.city].filter(Boolean).join(', ') || t`No address yet.` : undefined}
      back={
        <Link href={s ? pathTo(PATHS.admin.businessStores, { businessId: s.ownerId }) : PATHS.admin.clients} className="link link-hover inline-flex min-h-11 w-fit items-center text-sm">
          <span className="inline-block rtl:-scale-x-100">←</span> {s ? t`Stores of ${ownerName}` : t`All clients`}
        </Link>
      }
    >
      {s && (
        <dl className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 text-sm sm:grid-cols-2 xl:grid-cols-5">
          <Fact term={t`Owner`} value={s.ownerName} />
          <Fact term={t`Phone`} value={s.phone || '—'} />
          <Fact term={t`Opening hours`} value={s.openingHours || '—'} />
          <Fact term={t`Status`} value={s.active ? t`Active` : t`Inactive`} />
          <Fact term={t`Boxes returned`} value={formatNumber(s.boxesReturned)} />
        </dl>
      )}
      <h2 className="text-lg font-semibold">{t`Returns at this store`}</h2>
      <DataTable
        caption={t`Returns at this store`}
        columns={columns}
        rows={s?.recentReturns}
        rowKey={(r) => r.id}
        status={store.status}
        error={store.error}
        onRetry={store.reload}
        emptyMessage={t`No box returns recorded at this store yet.`}
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
