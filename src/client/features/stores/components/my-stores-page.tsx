// /business/mystores: the business user's stores, with edit, deactivate / reactivate, the
// returns recorded at each one, and the store managers who work its counter.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Store } from '@/shared/contract/stores';
import { PageHeading } from '@/client/components/empty-state';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { RowActions } from '@/client/components/table/row-actions';
import { useAsync } from '@/client/lib/hooks/use-async';
import { listMyStores } from '../api/list-my-stores';
import { setStoreActive } from '@/client/lib/api/set-store-active';
import { formatNumber } from '@/client/lib/format/format';
import { StoreManagers } from './store-managers';
import { StoreReturns } from './store-returns';
import { PATHS } from '@/shared/screen-paths';


export function MyStoresPage() {
  const { t } = useLingui();
  const stores = useAsync(() => listMyStores(), []);
  const [toggling, setToggling] = useState<Store | null>(null);
  // One panel at a time, under its store's row: the store's returns or its managers.
  const [panel, setPanel] = useState<{ store: Store; kind: 'returns' | 'managers' } | null>(null);
  const closePanel = () => setPanel(null);
  const togglingName = toggling?.name ?? '';

  const columns: Column<Store>[] = [
    {
      key: 'name',
      header: t`Store`,
      cell: (s) => (
        <div>
          <div className="font-medium">{s.name}</div>
          <div className="text-xs text-base-content/70">{[s.address, s.city].filter(Boolean).join(', ')}</div>
        </div>
      ),
    },
    { key: 'hours', header: t`Opening hours`, cell: (s) => s.openingHours || '—', hideBelow: 'md' },
    // On a phone the count gives its room to the status and actions (the dashboard counts each store too).
    { key: 'boxes', header: t`Boxes returned`, cell: (s) => formatNumber(s.boxesReturned), className: 'text-end', hideBelow: 'sm' },
    {
      key: 'status',
      header: t`Status`,
      cell: (s) => <span className={`badge ${s.active ? 'badge-success' : 'badge-ghost'}`}>{s.active ? t`Active` : t`Inactive`}</span>,
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (s) => {
        // Two names for one value: the catalogue's messages say {name} here and {store} where the
        // admin's list of a business's stores wrote them first, and share their translations.
        const name = s.name;
        const store = name;
        return (
          <RowActions
            label={t`Actions for ${store}`}
            actions={[
              { label: t`Returns`, name: t`Returns at ${name}`, onClick: () => setPanel({ store: s, kind: 'returns' }), needsNetwork: false },
              { label: t`Managers`, name: t`Managers of ${name}`, onClick: () => setPanel({ store: s, kind: 'managers' }), needsNetwork: false },
              { label: t`Edit`, name: t`Edit ${name}`, href: `${PATHS.business.storeForm}?id=${s.id}` },
              { label: s.active ? t`Deactivate` : t`Activate`, name: s.active ? t`Deactivate ${store}` : t`Activate ${store}`, onClick: () => setToggling(s) },
            ]}
          />
        );
      },
    },
  ];

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title={t`My stores`}>
        <Link href={PATHS.business.storeForm} className="btn btn-primary btn-sm">
          {t`Add a store`}
        </Link>
      </PageHeading>
      <DataTable
        caption={t`My stores`}
        columns={columns}
        rows={stores.data}
        rowKey={(s) => s.id}
        status={stores.status}
        error={stores.error}
        onRetry={stores.reload}
        refreshing={stores.refreshing}
        emptyMessage={t`You have no stores yet. Add one so recyclers can return boxes there.`}
        expanded={
          panel && {
            rowKey: panel.store.id,
            content:
              panel.kind === 'returns' ? (
                <StoreReturns key={panel.store.id} store={panel.store} onClose={closePanel} />
              ) : (
                <StoreManagers key={panel.store.id} store={panel.store} onClose={closePanel} />
              ),
          }
        }
      />
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.active ? t`Deactivate store` : t`Activate store`}
        confirmLabel={toggling?.active ? t`Deactivate` : t`Activate`}
        tone={toggling?.active ? 'danger' : 'primary'}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          const store = toggling!;
          const saved = await setStoreActive(store.id, !store.active);
          stores.reload();
          const name = saved.name;
          return saved.active ? t`${name} is active again` : t`${name} deactivated`;
        }}
      >
        {toggling?.active
          ? t`${togglingName} will no longer be offered to recyclers reporting a return. Its history stays.`
          : t`${togglingName} will be offered to recyclers again.`}
      </ConfirmDialog>
    </section>
  );
}
