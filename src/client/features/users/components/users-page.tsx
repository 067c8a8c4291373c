// /admin/users: every account in the staff table, paged, sorted and filtered by the server;
// edit, adjust points (with a reason) and delete (confirmed, naming the user).
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import type { User, UsersPage } from '@/shared/contract/users';
import { canManageAccount } from '@/shared/roles';
import type { CursorPaging } from '@/client/components/table/cursor-pager';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { RowActions } from '@/client/components/table/row-actions';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { currentUserAtom } from '@/client/lib/session/session';
import { getUsers } from '../api/get-users';
import { PAGE_SIZE, pagingQuery, useUsersQuery, type UsersView } from '../hooks/use-users-query';
import { roleLabel } from '../lib/role-labels';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { PointsHistoryDialog } from './points-history-dialog';
import { ExportUsersButton } from './export-users-button';
import { UsersFilters } from './users-filters';
import { dataOf } from '@/client/lib/api/user-call';
import { formatDate } from '@/client/lib/format/format';
import { PATHS } from '@/shared/screen-paths';

type Action = { kind: 'edit' | 'points' | 'history' | 'delete'; user: User } | null;

/** First / Previous / Next / Last by the answer's cursors; the position is kept while it is known. */
function cursorPaging(view: UsersView, data: UsersPage | null | undefined, update: (changes: Partial<UsersView>) => void): CursorPaging {
  const shown = data?.items.length ?? 0;
  // Before the first answer: 0. Null: the server did not count this search's matches.
  const total = data ? data.total : 0;
  const from = view.place.at === 'last' ? (data && total !== null && !data.totalCapped ? Math.max(1, total - shown + 1) : null) : view.from;
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
  const { t } = useLingui();
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
      header: t`Name`,
      sort: 'name',
      cell: (u) => (
        <div className="min-w-0">
          <p className="font-medium">{u.name}</p>
          <p className="text-xs opacity-70 md:hidden">{u.email}</p>
        </div>
      ),
    },
    { key: 'email', header: t`Email`, sort: 'email', hideBelow: 'md', cell: (u) => u.email },
    { key: 'role', header: t`Role`, hideBelow: 'sm', cell: (u) => <span className="badge badge-sm badge-outline whitespace-nowrap">{roleLabel(u.role)}</span> },
    { key: 'points', header: t`Points`, sort: 'points', className: 'text-end tabular-nums', cell: (u) => <span data-testid="user-points">{u.available_reward_points}</span> },
    {
      key: 'active',
      header: t`Status`,
      hideBelow: 'lg',
      cell: (u) => <span className={`badge badge-sm ${u.active ? 'badge-success' : 'badge-ghost'}`}>{u.active ? t`Active` : t`Inactive`}</span>,
    },
    { key: 'created', header: t`Joined`, sort: 'created_at', hideBelow: 'lg', cell: (u) => formatDate(u.created_at) },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (u) => {
        const self = u.user_id === me?.user_id;
        // product.md: an admin manages accounts below admin; only a super admin manages admins.
        const manages = !!me && canManageAccount(me.role, u.role);
        const notYours = manages ? undefined : u.role === 'SUPER_ADMIN' ? t`Only a super admin manages super admin accounts` : t`Only a super admin manages admin accounts`;
        const name = u.name;
        return (
          <RowActions
            label={t`Actions for ${name}`}
            actions={[
              { label: t`Edit`, name: t`Edit ${name}`, onClick: () => setAction({ kind: 'edit', user: u }), disabled: !manages && !self, reason: self ? undefined : notYours },
              { label: t`Points`, name: t`Adjust points of ${name}`, onClick: () => setAction({ kind: 'points', user: u }) },
              { label: t`History`, name: t`Points history of ${name}`, onClick: () => setAction({ kind: 'history', user: u }) },
              {
                label: t`Delete`,
                name: t`Delete ${name}`,
                danger: true,
                onClick: () => setAction({ kind: 'delete', user: u }),
                disabled: self || !manages,
                reason: self ? t`You cannot delete your own account` : notYours,
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <PageFrame
      title={t`Users`}
      description={t`Every account of the portal. Search by name, email or personal code.`}
      actions={
        <>
          <ExportUsersButton view={view} />
          <Link href={PATHS.admin.addUser} className="btn btn-primary">
            {t`Add user`}
          </Link>
        </>
      }
    >
      <UsersFilters view={view} onChange={update} />
      <DataTable
        caption={t`Users`}
        columns={columns}
        rows={users.data?.items}
        rowKey={(u) => u.user_id}
        status={users.status}
        error={users.error}
        onRetry={users.reload}
        refreshing={users.refreshing}
        emptyMessage={view.search || view.role ? t`No users match this search.` : t`There are no users yet.`}
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
