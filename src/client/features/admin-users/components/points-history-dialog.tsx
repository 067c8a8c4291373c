// A user's points history as staff see it: every ledger entry with its reason, note, who
// made it and when, in the staff table, newest first.
import { useState } from 'react';
import type { LedgerEntry } from '@/shared/contract/points';
import type { User } from '@/shared/contract/users';
import { Modal } from '@/client/components/modal';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/use-async';
import { getUserPointsHistory } from '../api/get-user-points-history';

const PAGE_SIZE = 10;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const REASON_LABELS: Record<LedgerEntry['reason'], string> = { return: 'Return', redeem: 'Redeemed', event: 'Event', adjustment: 'Adjustment' };

const columns: Column<LedgerEntry>[] = [
  { key: 'when', header: 'When', cell: (e) => <span className="whitespace-nowrap">{when.format(new Date(e.createdAt))}</span> },
  { key: 'reason', header: 'Reason', cell: (e) => <span className="badge badge-sm badge-outline">{REASON_LABELS[e.reason]}</span> },
  { key: 'note', header: 'Note', cell: (e) => <span data-testid="history-note">{e.note}</span> },
  { key: 'by', header: 'By', hideBelow: 'md', cell: (e) => e.actor?.name ?? '' },
  {
    key: 'delta',
    header: 'Points',
    className: 'text-end tabular-nums',
    cell: (e) => <span className={e.delta >= 0 ? 'text-success' : 'text-error'}>{e.delta > 0 ? `+${e.delta}` : e.delta}</span>,
  },
];

export function PointsHistoryDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title={`Points history of ${user?.name ?? 'user'}`} boxClassName="max-w-4xl">
      {user && <History user={user} />}
    </Modal>
  );
}

function History({ user }: { user: User }) {
  const [page, setPage] = useState(1);
  const history = useAsync(() => getUserPointsHistory(user.user_id, page, PAGE_SIZE), [user.user_id, page]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Balance: <strong>{history.data?.balance ?? user.available_reward_points}</strong> points
      </p>
      <DataTable
        caption={`Points history of ${user.name}`}
        columns={columns}
        rows={history.data?.items}
        rowKey={(e) => e.id}
        status={history.status}
        error={history.error}
        onRetry={history.reload}
        refreshing={history.refreshing}
        emptyMessage="No points movements yet."
        paging={{ page, pageSize: PAGE_SIZE, total: history.data?.total ?? 0, onPageChange: setPage }}
      />
    </div>
  );
}
