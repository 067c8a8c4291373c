// Returns recyclers reported themselves, waiting for staff: confirm credits the points (asked
// first, and undoable for a short time), reject asks a reason the recycler reads. A
// distributor sees every report; a business user and a store manager those at their stores.
// On a phone each report is a card with who, boxes, where and when: the facts the decision needs.
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { BoxReturn } from '@/shared/contract/returns';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RetryAlert } from '@/client/components/retry-alert';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/online-status';
import { useAsync } from '@/client/lib/use-async';
import { useMinWidth } from '@/client/lib/use-media-query';
import { confirmReturn } from '../api/confirm-return';
import { listPendingReturns } from '../api/list-pending-returns';
import { rejectReturn } from '../api/reject-return';
import { boxesText, placeOf } from './return-status';
import { UndoReturnButton } from './undo-return-button';

const PAGE_SIZE = 10;

type Decision = { kind: 'confirm' | 'reject'; report: BoxReturn } | null;

export function PendingReturns({ onDecided, title = 'Reports to confirm' }: { onDecided?: () => void; title?: string }) {
  const online = useAtomValue(onlineAtom);
  const wide = useMinWidth('md');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision>(null);
  // Reports this screen just confirmed: each keeps its Undo while the window is open.
  const [confirmed, setConfirmed] = useState<BoxReturn[]>([]);
  const pending = useAsync(() => listPendingReturns(page, PAGE_SIZE), [page]);

  const decided = () => {
    pending.reload();
    onDecided?.();
  };

  const actions = (r: BoxReturn) => (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-sm btn-success min-h-11 md:min-h-8"
        disabled={!online}
        onClick={() => setDecision({ kind: 'confirm', report: r })}
        aria-label={`Confirm ${r.boxes} boxes of ${r.userName}`}
      >
        Confirm
      </button>
      <button
        type="button"
        className="btn btn-sm min-h-11 md:min-h-8"
        disabled={!online}
        onClick={() => setDecision({ kind: 'reject', report: r })}
        aria-label={`Reject the report of ${r.userName}`}
      >
        Reject
      </button>
    </div>
  );

  const columns: Column<BoxReturn>[] = [
    { key: 'when', header: 'Reported', cell: (r) => new Date(r.createdAt).toLocaleString() },
    { key: 'user', header: 'Recycler', cell: (r) => <Recycler r={r} /> },
    { key: 'boxes', header: 'Boxes', cell: (r) => r.boxes, className: 'text-end' },
    { key: 'where', header: 'Where', cell: placeOf },
    { key: 'actions', header: 'Decision', cell: actions },
  ];

  const report = decision?.report;
  return (
    <section aria-labelledby="pending-returns" className="flex flex-col gap-2">
      <h2 id="pending-returns" className="text-lg font-semibold">
        {title}
      </h2>
      {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      {confirmed.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Just confirmed">
          {confirmed.map((c) => (
            <li key={c.id} className="alert alert-success alert-soft flex flex-wrap justify-between" data-testid="just-confirmed">
              <span>
                {c.points ?? 0} points credited to {c.userName} ({boxesText(c.boxes)})
              </span>
              <UndoReturnButton
                credit={c}
                className="btn btn-sm min-h-11 md:min-h-8"
                onUndone={() => {
                  setConfirmed((list) => list.filter((x) => x.id !== c.id));
                  onDecided?.();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {wide ? (
        <DataTable
          caption={title}
          columns={columns}
          rows={pending.data?.items}
          rowKey={(r) => r.id}
          status={pending.status}
          error={pending.error}
          onRetry={pending.reload}
          refreshing={pending.refreshing}
          emptyMessage="No reports are waiting. Nice and tidy."
          paging={pending.data && pending.data.total > PAGE_SIZE ? { page, pageSize: PAGE_SIZE, total: pending.data.total, onPageChange: setPage } : undefined}
        />
      ) : (
        <ReportCards
          items={pending.data?.items}
          status={pending.status}
          error={pending.error}
          onRetry={pending.reload}
          actions={actions}
          page={page}
          pages={Math.max(1, Math.ceil((pending.data?.total ?? 0) / PAGE_SIZE))}
          onPage={setPage}
        />
      )}
      <ConfirmDialog
        open={decision?.kind === 'confirm'}
        title="Confirm this report?"
        confirmLabel="Confirm report"
        tone="primary"
        onClose={() => setDecision(null)}
        onConfirm={async () => {
          const done = await confirmReturn(report!.id);
          setConfirmed((list) => [done, ...list]);
          decided();
          return `${done.points ?? 0} points credited to ${report!.userName}`;
        }}
      >
        {report && (
          <p>
            {report.userName} gets the points for {boxesText(report.boxes)} returned at {placeOf(report)}.
          </p>
        )}
      </ConfirmDialog>
      <ReasonDialog
        open={decision?.kind === 'reject'}
        title="Reject this report"
        confirmLabel="Reject report"
        onClose={() => setDecision(null)}
        onConfirm={async (reason) => {
          await rejectReturn(report!.id, reason);
          decided();
          return `Report of ${report!.userName} rejected`;
        }}
      >
        {report && (
          <p>
            {report.userName} reported {boxesText(report.boxes)} at {placeOf(report)}. No points are credited; they will read your reason.
          </p>
        )}
      </ReasonDialog>
    </section>
  );
}

function Recycler({ r }: { r: BoxReturn }) {
  return (
    <div>
      <div className="font-medium">{r.userName}</div>
      <code className="text-xs">{r.userCode}</code>
    </div>
  );
}

interface ReportCardsProps {
  items: readonly BoxReturn[] | undefined;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  onRetry: () => void;
  actions: (r: BoxReturn) => ReactNode;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

function ReportCards({ items, status, error, onRetry, actions, page, pages, onPage }: ReportCardsProps) {
  if (status === 'error' && !items) return <RetryAlert message={error ?? 'The reports did not load.'} onRetry={onRetry} />;
  if (!items) return <div className="skeleton h-32 w-full" aria-busy="true" />;
  if (items.length === 0) return <p className="rounded-box bg-base-100 p-4 text-base-content/70">No reports are waiting. Nice and tidy.</p>;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Reports to confirm" data-testid="pending-cards">
        {items.map((r) => (
          <li key={r.id} className="card bg-base-100 shadow-sm" data-testid="pending-card">
            <div className="card-body gap-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <Recycler r={r} />
                <span className="badge badge-lg shrink-0 tabular-nums">{boxesText(r.boxes)}</span>
              </div>
              <p className="text-sm break-words">{placeOf(r)}</p>
              <p className="text-xs text-base-content/70">{new Date(r.createdAt).toLocaleString()}</p>
              {actions(r)}
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="join self-center">
          <button type="button" className="join-item btn min-h-11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
          <span className="join-item btn btn-disabled min-h-11">
            Page {page} of {pages}
          </span>
          <button type="button" className="join-item btn min-h-11" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </div>
      )}
    </>
  );
}
