// /admin/clients: the business customers of the box service in the staff table (server-side
// paging and search), created and edited in a dialog, deleted after a confirmation.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Client } from '@/shared/contract/clients';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { OnlineButton } from '@/client/components/online-button';
import { RowActions } from '@/client/components/table/row-actions';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { useDebouncedValue } from '@/client/lib/hooks/use-debounced-value';
import { deleteClient } from '../api/delete-client';
import { listClients } from '../api/list-clients';
import { ClientFormDialog } from './client-form-dialog';
import { PATHS, pathTo } from '@/shared/screen-paths';
import { SearchField } from '@/client/components/form/search-field';

const PAGE_SIZE = 20;

export function ClientsPage() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const clients = useAsync(() => listClients({ page, pageSize: PAGE_SIZE, search }), [page, search]);
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [, navigate] = useLocation();
  const deletingName = deleting?.name ?? '';
  const distributorCount = deleting?.distributorCount ?? 0;
  const businessUserCount = deleting?.businessUserCount ?? 0;

  const columns: Column<Client>[] = [
    {
      key: 'name',
      header: t`Client`,
      cell: (c) => (
        <div>
          <Link href={pathTo(PATHS.admin.clientPeople, { clientId: c.id })} className="link link-hover font-medium">
            {c.name}
          </Link>
          {c.contactName && <p className="text-xs opacity-70">{c.contactName}</p>}
        </div>
      ),
    },
    { key: 'email', header: t`Email`, hideBelow: 'md', cell: (c) => c.email },
    { key: 'phone', header: t`Phone`, hideBelow: 'lg', cell: (c) => c.phone },
    { key: 'distributors', header: t`Distributors`, hideBelow: 'sm', className: 'tabular-nums', cell: (c) => c.distributorCount },
    { key: 'business', header: t`Business users`, hideBelow: 'sm', className: 'tabular-nums', cell: (c) => c.businessUserCount },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (c) => {
        const name = c.name;
        return (
          <RowActions
            label={t`Actions for ${name}`}
            actions={[
              { label: t`People`, name: t`People of ${name}`, onClick: () => navigate(pathTo(PATHS.admin.clientPeople, { clientId: c.id })), needsNetwork: false },
              { label: t`Edit`, name: t`Edit ${name}`, onClick: () => setEditing(c) },
              { label: t`Delete`, name: t`Delete ${name}`, danger: true, onClick: () => setDeleting(c) },
            ]}
          />
        );
      },
    },
  ];

  return (
    <PageFrame
      title={t`Clients`}
      description={t`Business customers of the box service, with their distributors and stores.`}
      actions={
        <OnlineButton className="btn btn-primary" onClick={() => setEditing('new')}>
          {t`New client`}
        </OnlineButton>
      }
    >
      <SearchField
        label={t`Search clients`}
        placeholder={t`Name, contact or email`}
        value={text}
        onChange={(next) => {
          setText(next);
          setPage(1);
        }}
      />
      <DataTable
        caption={t`Clients`}
        columns={columns}
        rows={clients.data?.items}
        rowKey={(c) => c.id}
        status={clients.status}
        error={clients.error}
        onRetry={clients.reload}
        refreshing={clients.refreshing}
        emptyMessage={search ? t`No clients match this search.` : t`No clients yet. Press New client to add the first.`}
        paging={{ page, pageSize: PAGE_SIZE, total: clients.data?.total ?? 0, onPageChange: setPage }}
      />
      <ClientFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          clients.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deletingName ? t`Delete ${deletingName}?` : t`Delete this client?`}
        confirmLabel={t`Delete client`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await deleteClient(deleting!.id);
          clients.reload();
          const name = deleting!.name;
          return t`${name} deleted`;
        }}
      >
        <p>
          {t`${deletingName} leaves the client list. Its ${plural(distributorCount, { one: '# distributor', other: '# distributors' })} and ${plural(businessUserCount, { one: '# business user', other: '# business users' })} are detached (their accounts and stores stay) and can be attached to another client.`}
        </p>
      </ConfirmDialog>
    </PageFrame>
  );
}
