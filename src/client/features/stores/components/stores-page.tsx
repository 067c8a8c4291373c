// The admin's stores, server-paged and searched by name, city or address: every store
// (/admin/stores, each with its business) or one business user's (/admin/clients/stores/{businessId},
// where new ones are added), with edit, activate / deactivate and each store's details and returns.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { Link, useLocation, useParams } from 'wouter';
import type { Store } from '@/shared/contract/stores';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { OnlineButton } from '@/client/components/online-button';
import { RowActions } from '@/client/components/table/row-actions';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { useDebouncedValue } from '@/client/lib/hooks/use-debounced-value';
import { getUser } from '@/client/lib/api/get-user';
import { listStores } from '../api/list-stores';
import { setStoreActive } from '@/client/lib/api/set-store-active';
import { StoreFormDialog } from './store-form-dialog';
import { PATHS, pathTo, withQuery } from '@/shared/screen-paths';
import { SearchField } from '@/client/components/form/search-field';

const PAGE_SIZE = 20;

/** /admin/stores: every store, so finding one needs no client and business first. */
export function AllStoresPage() {
  return <StoresList />;
}

export function BusinessStoresPage() {
  return <StoresList ownerId={Number(useParams<{ businessId: string }>().businessId)} />;
}

function StoresList({ ownerId }: { ownerId?: number }) {
  const { t } = useLingui();
  const owner = useAsync(() => (ownerId === undefined ? Promise.resolve(null) : getUser(ownerId)), [ownerId]);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const stores = useAsync(() => listStores({ ownerId, search, page, pageSize: PAGE_SIZE }), [ownerId, search, page]);
  const [editing, setEditing] = useState<Store | 'new' | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const [, navigate] = useLocation();

  const toggle = async (store: Store) => {
    setSwitching(store.id);
    try {
      const saved = await setStoreActive(store.id, !store.active);
      const name = saved.name;
      toast.success(saved.active ? t`${name} activated` : t`${name} deactivated`);
      stores.reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`An error occurred`);
    } finally {
      setSwitching(null);
    }
  };

  const columns: Column<Store>[] = [
    {
      key: 'name',
      header: t`Store`,
      cell: (s) => (
        <Link href={withQuery(PATHS.admin.storeDetails, { id: s.id })} className="link link-hover inline-flex min-h-11 items-center font-medium">
          {s.name}
        </Link>
      ),
    },
    ...(ownerId === undefined
      ? [
          {
            key: 'business',
            header: t`Business`,
            hideBelow: 'md',
            cell: (s) => (
              <Link href={pathTo(PATHS.admin.businessStores, { businessId: s.ownerId })} className="link link-hover inline-flex min-h-11 items-center">
                {s.ownerName}
              </Link>
            ),
          } satisfies Column<Store>,
        ]
      : []),
    { key: 'city', header: t`City`, hideBelow: 'sm', cell: (s) => s.city },
    { key: 'address', header: t`Address`, hideBelow: 'lg', cell: (s) => s.address },
    { key: 'boxes', header: t`Boxes returned`, hideBelow: 'md', className: 'tabular-nums', cell: (s) => s.boxesReturned },
    {
      key: 'active',
      header: t`Status`,
      cell: (s) => <span className={`badge badge-sm ${s.active ? 'badge-success' : 'badge-ghost'}`}>{s.active ? t`Active` : t`Inactive`}</span>,
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (s) => {
        const store = s.name;
        return (
          <RowActions
            label={t`Actions for ${store}`}
            actions={[
              { label: t`Details`, name: t`Details of ${store}`, onClick: () => navigate(withQuery(PATHS.admin.storeDetails, { id: s.id })), needsNetwork: false },
              { label: t`Edit`, name: t`Edit ${store}`, onClick: () => setEditing(s) },
              {
                label: s.active ? t`Deactivate` : t`Activate`,
                name: s.active ? t`Deactivate ${store}` : t`Activate ${store}`,
                onClick: () => void toggle(s),
                disabled: switching === s.id,
              },
            ]}
          />
        );
      },
    },
  ];

  const name = owner.data?.name;
  const email = owner.data?.email;
  const everyStore = ownerId === undefined;
  const caption = everyStore ? t`Stores` : name ? t`Stores of ${name}` : t`Stores of this business user`;
  return (
    <PageFrame
      title={everyStore ? t`Stores` : name ? t`Stores of ${name}` : t`Stores`}
      description={everyStore ? t`Every store where recyclers return boxes. New stores are added from their business user, under Clients.` : email ? t`${email} · where recyclers return boxes` : owner.error ?? undefined}
      back={
        everyStore ? undefined : (
          <Link href={PATHS.admin.clients} className="link link-hover inline-flex min-h-11 w-fit items-center text-sm">
            <span className="inline-block rtl:-scale-x-100">←</span> {t`All clients`}
          </Link>
        )
      }
      actions={
        everyStore ? undefined : (
          <OnlineButton className="btn btn-primary" onClick={() => setEditing('new')}>
            {t`New store`}
          </OnlineButton>
        )
      }
    >
      <SearchField
        label={t`Search stores`}
        placeholder={t`Name, city or address`}
        value={text}
        onChange={(next) => {
          setText(next);
          setPage(1);
        }}
      />
      <DataTable
        caption={caption}
        columns={columns}
        rows={stores.data?.items}
        rowKey={(s) => s.id}
        status={stores.status}
        error={stores.error}
        onRetry={stores.reload}
        refreshing={stores.refreshing}
        emptyMessage={search ? t`No stores match this search.` : everyStore ? t`No stores yet.` : t`This business user has no stores yet. Press New store to add one.`}
        paging={{ page, pageSize: PAGE_SIZE, total: stores.data?.total ?? 0, onPageChange: setPage }}
      />
      <StoreFormDialog
        ownerId={ownerId}
        target={editing}
        siblings={stores.data?.items}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          stores.reload();
        }}
      />
    </PageFrame>
  );
}
