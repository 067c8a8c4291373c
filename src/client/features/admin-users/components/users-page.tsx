// /admin/users: every account in the staff table, paged, sorted and filtered by the server;
// edit, adjust points (with a reason) and delete (confirmed, naming the user).
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import type { User, UsersPage } from '@/shared/contract/users';
import { canManageAccount } from '@/shared/roles';
import type { CursorPaging } from '@/client/components/table/cursor-pager';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { RowActions } from '@/client/components/table/row-actions';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/use-async';
import { currentUserAtom } from '@/client/lib/session';
import { getUsers } from '../api/get-users';
import { PAGE_SIZE, pagingQuery, useUsersQuery, type UsersView } from '../hooks/use-users-query';
import { ROLE_LABELS } from '../lib/role-labels';
import { ADD_USER_PATH } from '../paths';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { PointsHistoryDialog } from './points-history-dialog';
import { ExportUsersButton } from './export-users-button';
import { UsersFilters } from './users-filters';
import { dataOf } from '@/client/lib/api/user-call';

type Action = { kind: 'edit' | 'points' | 'history' | 'delete'; user: User } | null;

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** First / Previous / Next / Last by the answer's cursors; the position is kept while it is known. */
function cursorPaging(view: UsersView, data: UsersPage | null | undefined, update: (changes: Partial<UsersView>) => void): CursorPaging {
  const shown = data?.items.length ?? 0;
  const total = data?.total ?? 0;
  const from = view.place.at === 'last' ? (data && !data.totalCapped ? Math.max(1, total - shown + 1) : null) : view.from;
  return {
    from,
    total,
    totalCapped: data?.totalCapped ?? false,
    hasPrevious: !!data?.previous,
    hasNext: !!data?.next,
    onFirst: () => update({ place: { at: 'first' }, from: 1 }),
    onPrevious: () => data?.previous && update({ place: { at: 'before', cursor: data.previous }, from: from === null ? null : Math.max(1, from - PAGE_SIZE) }),
    onNext: () => data?.next && update({ place: { at: 'after', cursor: data.next }, from: from === null ? null : from + shown }),
    onLast: () => update({ place: { at: 'last' }, from: null }),
  };
}

export function UsersPage() {
  const [view, update] = useUsersQuery();
  const me = useAtomValue(currentUserAtom);
  const place = view.place.at === 'after' || view.place.at === 'before' ? `${view.place.at}:${view.place.cursor}` : view.place.at;
  const users = useAsync(
    async () => dataOf(await getUsers({ pageSize: PAGE_SIZE, search: view.search, role: view.role || undefined, sort: view.sort, ...pagingQuery(view.place) })),
    [place, view.search, view.role, view.sort],
  );
  const [action, setAction] = useState<Action>(null);
  const done = () => {
    setAction(null);
    users.reload();
  };

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: 'Name',
      sort: 'name',
      cell: (u) => (
        <div className="min-w-0">
          <p className="font-medium">{u.name}</p>
          <p className="text-xs opacity-70 md:hidden">{u.email}</p>
        </div>
      ),
    },
    { key: 'email', header: 'Email', sort: 'email', hideBelow: 'md', cell: (u) => u.email },
    { key: 'role', header: 'Role', hideBelow: 'sm', cell: (u) => <span className="badge badge-sm badge-outline whitespace-nowrap">{ROLE_LABELS[u.role]}</span> },
    { key: 'points', header: 'Points', sort: 'points', className: 'text-end tabular-nums', cell: (u) => <span data-testid="user-points">{u.available_reward_points}</span> },
    {
      key: 'active',
      header: 'Status',
      hideBelow: 'lg',
      cell: (u) => <span className={`badge badge-sm ${u.active ? 'badge-success' : 'badge-ghost'}`}>{u.active ? 'Active' : 'Inactive'}</span>,
    },
    { key: 'created', header: 'Joined', sort: 'created_at', hideBelow: 'lg', cell: (u) => date.format(new Date(u.created_at)) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (u) => {
        const self = u.user_id === me?.user_id;
        // product.md: an admin manages accounts below admin; only a super admin manages admins.
        const manages = !!me && canManageAccount(me.role, u.role);
        const notYours = manages ? undefined : `Only a super admin manages ${ROLE_LABELS[u.role].toLowerCase()} accounts`;
        return (
          <RowActions
            label={`Actions for ${u.name}`}
            actions={[
              { label: 'Edit', name: `Edit ${u.name}`, onClick: () => setAction({ kind: 'edit', user: u }), disabled: !manages && !self, reason: self ? undefined : notYours },
              { label: 'Points', name: `Adjust points of ${u.name}`, onClick: () => setAction({ kind: 'points', user: u }) },
              { label: 'History', name: `Points history of ${u.name}`, onClick: () => setAction({ kind: 'history', user: u }) },
              {
                label: 'Delete',
                name: `Delete ${u.name}`,
                danger: true,
                onClick: () => setAction({ kind: 'delete', user: u }),
                disabled: self || !manages,
                reason: self ? 'You cannot delete your own account' : notYours,
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <PageFrame
      title="Users"
      description="Every account of the portal. Search by name, email or personal code."
      actions={
        <>
          <ExportUsersButton view={view} />
          <Link href={ADD_USER_PATH} className="btn btn-primary">
            Add user
          </Link>
        </>
      }
    >
      <UsersFilters view={view} onChange={update} />
      <DataTable
        caption="Users"
        columns={columns}
        rows={users.data?.items}
        rowKey={(u) => u.user_id}
        status={users.status}
        error={users.error}
        onRetry={users.reload}
        refreshing={users.refreshing}
        emptyMessage={view.search || view.role ? 'No users match this search.' : 'There are no users yet.'}
        sorting={{ value: view.sort, onChange: (sort) => update({ sort: sort as typeof view.sort }) }}
        cursorPaging={cursorPaging(view, users.data, update)}
      />
      <EditUserDialog user={action?.kind === 'edit' ? action.user : null} callerRole={me?.role} onClose={() => setAction(null)} onSaved={done} />
      <AdjustPointsDialog user={action?.kind === 'points' ? action.user : null} onClose={() => setAction(null)} onSaved={done} />
      <PointsHistoryDialog user={action?.kind === 'history' ? action.user : null} onClose={() => setAction(null)} />
      <DeleteUserDialog user={action?.kind === 'delete' ? action.user : null} onClose={() => setAction(null)} onDeleted={done} />
    </PageFrame>
  );
}
