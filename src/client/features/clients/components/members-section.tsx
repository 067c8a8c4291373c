// One kind of people attached to a client (distributors, or business users with their stores):
// a table, a detach with confirmation, and the attach form.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ClientMember } from '@/shared/contract/clients';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { OnlineButton } from '@/client/components/online-button';
import { useAsync } from '@/client/lib/hooks/use-async';
import { detachBusinessUser } from '../api/detach-business-user';
import { detachDistributor } from '../api/detach-distributor';
import { listBusinessUsers } from '../api/list-business-users';
import { listDistributors } from '../api/list-distributors';
import { listUsersByRole } from '../api/list-users-by-role';
import { AttachMemberForm } from './attach-member-form';
import { dataOf } from '@/client/lib/api/user-call';
import { PATHS, pathTo } from '@/shared/screen-paths';

interface MembersSectionProps {
  kind: 'distributor' | 'business';
  clientId: number;
  clientName: string;
  /** Counts changed: the client's header figures reload. */
  onChange: () => void;
}

export function MembersSection({ kind, clientId, clientName, onChange }: MembersSectionProps) {
  const { t } = useLingui();
  const distributor = kind === 'distributor';
  const title = distributor ? t`Distributors` : t`Business users`;
  const [version, setVersion] = useState(0);
  const members = useAsync(() => (distributor ? listDistributors(clientId) : listBusinessUsers(clientId)), [clientId, version]);
  const everyone = useAsync(async () => dataOf(await listUsersByRole(distributor ? 'DISTRIBUTOR' : 'BUSINESS_USER')), [version]);
  const [detaching, setDetaching] = useState<ClientMember | null>(null);
  const detachingName = detaching?.name ?? '';
  const attachedIds = new Set(members.data?.map((m) => m.user_id));
  const candidates = (everyone.data ?? []).filter((u) => !attachedIds.has(u.user_id));
  const changed = () => {
    setVersion((n) => n + 1);
    onChange();
  };

  const columns: Column<ClientMember>[] = [
    { key: 'name', header: t`Name`, cell: (m) => <span className="font-medium">{m.name}</span> },
    { key: 'email', header: t`Email`, hideBelow: 'md', cell: (m) => m.email },
    distributor
      ? { key: 'area', header: t`Service area`, cell: (m) => m.serviceArea ?? '' }
      : {
          key: 'stores',
          header: t`Stores`,
          cell: (m) => {
            const storeCount = m.storeCount;
            const name = m.name;
            return (
              <Link
                href={pathTo(PATHS.admin.businessStores, { businessId: m.user_id })}
                className="link link-primary inline-flex min-h-11 items-center"
                aria-label={t`${plural(storeCount, { one: '# store', other: '# stores' })} of ${name}`}
              >
                {t`${plural(storeCount, { one: '# store', other: '# stores' })}`}
              </Link>
            );
          },
        },
    { key: 'active', header: t`Status`, hideBelow: 'sm', cell: (m) => (m.active ? t`Active` : t`Inactive`) },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (m) => {
        const name = m.name;
        return (
          <OnlineButton className="btn btn-ghost btn-xs text-error" onClick={() => setDetaching(m)} aria-label={t`Detach ${name}`}>
            {t`Detach`}
          </OnlineButton>
        );
      },
    },
  ];

  return (
    <section aria-labelledby={`${kind}-title`} className="card min-w-0 border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id={`${kind}-title`} className="card-title text-lg">
          {title}
        </h2>
        <DataTable
          caption={distributor ? t`Distributors of ${clientName}` : t`Business users of ${clientName}`}
          columns={columns}
          rows={members.data}
          rowKey={(m) => m.user_id}
          status={members.status}
          error={members.error ?? everyone.error}
          onRetry={changed}
          refreshing={members.refreshing}
          emptyMessage={distributor ? t`No distributors attached to ${clientName} yet.` : t`No business users attached to ${clientName} yet.`}
        />
        <AttachMemberForm kind={kind} clientId={clientId} clientName={clientName} candidates={candidates} onAttached={changed} />
      </div>
      <ConfirmDialog
        open={detaching !== null}
        title={t`Detach ${detachingName}?`}
        confirmLabel={t`Detach`}
        onClose={() => setDetaching(null)}
        onConfirm={async () => {
          await (distributor ? detachDistributor(clientId, detaching!.user_id) : detachBusinessUser(clientId, detaching!.user_id));
          changed();
          const name = detaching!.name;
          return t`${name} detached from ${clientName}`;
        }}
      >
        <p>
          {distributor
            ? t`${detachingName} no longer works for ${clientName}. Their account stays, and they can be attached to another client.`
            : t`${detachingName} no longer works for ${clientName}. Their account and stores stay, and they can be attached to another client.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
