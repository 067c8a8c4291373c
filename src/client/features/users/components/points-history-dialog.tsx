// A user's points history as staff see it: every ledger entry with its reason, note, who
// made it and when, in the staff table, newest first.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LedgerEntry } from '@/shared/contract/points';
import type { User } from '@/shared/contract/users';
import { Modal } from '@/client/components/modal';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/hooks/use-async';
import { formatDateTime, formatPoints } from '@/client/lib/format/format';
import { getUserPointsHistory } from '../api/get-user-points-history';

const PAGE_SIZE = 10;
const REASON_LABELS = { return: msg`Return`, redeem: msg`Redeemed`, event: msg`Event`, adjustment: msg`Adjustment` } satisfies Record<LedgerEntry['reason'], unknown>;

function useColumns(): Column<LedgerEntry>[] {
  const { t } = useLingui();
  return [
    { key: 'when', header: t`When`, cell: (e) => <span className="sm:whitespace-nowrap">{formatDateTime(e.createdAt)}</span> },
    {
      key: 'reason',
      header: t`Reason`,
      // On a phone the note goes under its reason: a column of its own squeezed it to a word a line and pushed Points out of sight.
      cell: (e) => (
        <div className="flex flex-col items-start gap-1">
          <span className="badge badge-sm badge-outline">{t(REASON_LABELS[e.reason])}</span>
          {e.note && (
            <span className="block min-w-32 text-xs sm:hidden" data-testid="history-note-phone">
              {e.note}
            </span>
          )}
        </div>
      ),
    },
    { key: 'note', header: t`Note`, hideBelow: 'sm', cell: (e) => <span data-testid="history-note">{e.note}</span> },
    { key: 'by', header: t`By`, hideBelow: 'md', cell: (e) => e.actor?.name ?? '' },
    {
      key: 'delta',
      header: t`Points`,
      className: 'text-end tabular-nums',
      // dir=ltr: the sign stays in front of the number in a right-to-left page.
      cell: (e) => (
        <span dir="ltr" className={e.delta >= 0 ? 'text-success' : 'text-error'}>
          {e.delta > 0 ? `+${e.delta}` : e.delta}
        </span>
      ),
    },
  ];
}

export function PointsHistoryDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = user?.name;
  return (
    <Modal open={user !== null} onClose={onClose} title={name ? t`Points history of ${name}` : t`Points history`} boxClassName="max-w-4xl">
      {user && <History user={user} />}
    </Modal>
  );
}

function History({ user }: { user: User }) {
  const { t } = useLingui();
  const columns = useColumns();
  const [page, setPage] = useState(1);
  const name = user.name;
  const history = useAsync(() => getUserPointsHistory(user.user_id, page, PAGE_SIZE), [user.user_id, page]);
  const points = formatPoints(history.data?.balance ?? user.available_reward_points);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        <Trans>
          Balance: <strong>{points}</strong>
        </Trans>
      </p>
      <DataTable
        caption={t`Points history of ${name}`}
        columns={columns}
        rows={history.data?.items}
        rowKey={(e) => e.id}
        status={history.status}
        error={history.error}
        onRetry={history.reload}
        refreshing={history.refreshing}
        emptyMessage={t`No points movements yet.`}
        paging={{ page, pageSize: PAGE_SIZE, total: history.data?.total ?? 0, onPageChange: setPage }}
      />
    </div>
  );
}
