// One kind of people attached to a client (distributors, or business users with their stores):
// a table, a detach with confirmation, and the attach form.
import { useState } from 'react';
import { Link } from 'wouter';
import type { ClientMember } from '@/shared/contract/clients';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { OnlineButton } from '@/client/components/online-button';
import { useAsync } from '@/client/lib/use-async';
import { detachBusinessUser } from '../api/detach-business-user';
import { detachDistributor } from '../api/detach-distributor';
import { listBusinessUsers } from '../api/list-business-users';
import { listDistributors } from '../api/list-distributors';
import { listUsersByRole } from '../api/list-users-by-role';
import { businessStoresPath } from '../paths';
import { AttachMemberForm } from './attach-member-form';
import { dataOf } from '@/client/lib/api/user-call';

interface MembersSectionProps {
  kind: 'distributor' | 'business';
  clientId: number;
  clientName: string;
  /** Counts changed: the client's header figures reload. */
  onChange: () => void;
}

export function MembersSection({ kind, clientId, clientName, onChange }: MembersSectionProps) {
  const distributor = kind === 'distributor';
  const title = distributor ? 'Distributors' : 'Business users';
  const [version, setVersion] = useState(0);
  const members = useAsync(() => (distributor ? listDistributors(clientId) : listBusinessUsers(clientId)), [clientId, version]);
  const everyone = useAsync(async () => dataOf(await listUsersByRole(distributor ? 'DISTRIBUTOR' : 'BUSINESS_USER')), [version]);
  const [detaching, setDetaching] = useState<ClientMember | null>(null);
  const attachedIds = new Set(members.data?.map((m) => m.user_id));
  const candidates = (everyone.data ?? []).filter((u) => !attachedIds.has(u.user_id));
  const changed = () => {
    setVersion((n) => n + 1);
    onChange();
  };

  const columns: Column<ClientMember>[] = [
    { key: 'name', header: 'Name', cell: (m) => <span className="font-medium">{m.name}</span> },
    { key: 'email', header: 'Email', hideBelow: 'md', cell: (m) => m.email },
    distributor
      ? { key: 'area', header: 'Service area', cell: (m) => m.serviceArea ?? '' }
      : {
          key: 'stores',
          header: 'Stores',
          cell: (m) => (
            <Link href={businessStoresPath(m.user_id)} className="link link-primary inline-flex min-h-11 items-center" aria-label={`${m.storeCount === 1 ? '1 store' : `${m.storeCount} stores`} of ${m.name}`}>
              {m.storeCount === 1 ? '1 store' : `${m.storeCount} stores`}
            </Link>
          ),
        },
    { key: 'active', header: 'Status', hideBelow: 'sm', cell: (m) => (m.active ? 'Active' : 'Inactive') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (m) => (
        <OnlineButton className="btn btn-ghost btn-xs text-error" onClick={() => setDetaching(m)} aria-label={`Detach ${m.name}`}>
          Detach
        </OnlineButton>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${kind}-title`} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id={`${kind}-title`} className="card-title text-lg">
          {title}
        </h2>
        <DataTable
          caption={`${title} of ${clientName}`}
          columns={columns}
          rows={members.data}
          rowKey={(m) => m.user_id}
          status={members.status}
          error={members.error ?? everyone.error}
          onRetry={changed}
          refreshing={members.refreshing}
          emptyMessage={`No ${title.toLowerCase()} attached to ${clientName} yet.`}
        />
        <AttachMemberForm kind={kind} clientId={clientId} clientName={clientName} candidates={candidates} onAttached={changed} />
      </div>
      <ConfirmDialog
        open={detaching !== null}
        title={`Detach ${detaching?.name ?? ''}?`}
        confirmLabel="Detach"
        onClose={() => setDetaching(null)}
        onConfirm={async () => {
          await (distributor ? detachDistributor(clientId, detaching!.user_id) : detachBusinessUser(clientId, detaching!.user_id));
          changed();
          return `${detaching!.name} detached from ${clientName}`;
        }}
      >
        <p>
          {detaching?.name} no longer works for {clientName}. Their account{distributor ? '' : ' and stores'} stay, and they can be attached to another
          client.
        </p>
      </ConfirmDialog>
    </section>
  );
}
