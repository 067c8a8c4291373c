// Returns recyclers reported themselves, waiting for staff: confirm credits the points (asked
// first, and undoable for a short time), reject asks a reason the recycler reads. A
// distributor sees every report; a business user and a store manager those at their stores.
// On a phone each report is a card with who, boxes, where and when: the facts the decision needs.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { BoxReturn } from '@/shared/contract/returns';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RetryAlert } from '@/client/components/retry-alert';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { formatDateTime, formatNumber, formatPoints } from '@/client/lib/format/format';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { useAsync } from '@/client/lib/hooks/use-async';
import { useMinWidth } from '@/client/lib/hooks/use-media-query';
import { confirmReturn } from '../api/confirm-return';
import { listPendingReturns } from '../api/list-pending-returns';
import { rejectReturn } from '../api/reject-return';
import { boxesText, placeOf } from './return-status';
import { UndoReturnButton } from './undo-return-button';

const PAGE_SIZE = 10;

/** The read the list makes when it first shows: a dashboard starts it before it renders. */
export const firstPendingReturnsRead = () => listPendingReturns(1, PAGE_SIZE);

type Decision = { kind: 'confirm' | 'reject'; report: BoxReturn } | null;

export function PendingReturns({ onDecided, title: givenTitle }: { onDecided?: () => void; title?: string }) {
  const { t } = useLingui();
  const title = givenTitle ?? t`Reports to confirm`;
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

  const actions = (r: BoxReturn) => {
    const name = r.userName;
    const boxes = boxesText(r.boxes);
    return (
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-success min-h-11 md:min-h-8"
          disabled={!online}
          onClick={() => setDecision({ kind: 'confirm', report: r })}
          aria-label={t`Confirm ${boxes} of ${name}`}
        >
          {t`Confirm`}
        </button>
        <button
          type="button"
          className="btn btn-sm min-h-11 md:min-h-8"
          disabled={!online}
          onClick={() => setDecision({ kind: 'reject', report: r })}
          aria-label={t`Reject the report of ${name}`}
        >
          {t`Reject`}
        </button>
      </div>
    );
  };

  const columns: Column<BoxReturn>[] = [
    { key: 'when', header: t`Reported`, cell: (r) => formatDateTime(r.createdAt) },
    { key: 'user', header: t`Recycler`, cell: (r) => <Recycler r={r} /> },
    { key: 'boxes', header: t`Boxes`, cell: (r) => formatNumber(r.boxes), className: 'text-end' },
    { key: 'where', header: t`Where`, cell: placeOf },
    { key: 'actions', header: t`Decision`, cell: actions },
  ];

  const report = decision?.report;
  const reportName = report?.userName ?? '';
  const reportBoxes = report ? boxesText(report.boxes) : '';
  const reportPlace = report ? placeOf(report) : '';
  return (
    <section aria-labelledby="pending-returns" className="flex flex-col gap-2">
      <h2 id="pending-returns" className="text-lg font-semibold">
        {title}
      </h2>
      {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      {confirmed.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t`Just confirmed`}>
          {confirmed.map((c) => {
            const points = formatPoints(c.points ?? 0);
            const name = c.userName;
            const boxes = boxesText(c.boxes);
            return (
              <li key={c.id} className="alert alert-success alert-soft flex flex-wrap justify-between" data-testid="just-confirmed">
                <span>{t`${points} credited to ${name} (${boxes})`}</span>
                <UndoReturnButton
                  credit={c}
                  className="btn btn-sm min-h-11 md:min-h-8"
                  onUndone={() => {
                    setConfirmed((list) => list.filter((x) => x.id !== c.id));
                    onDecided?.();
                  }}
                />
              </li>
            );
          })}
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
          emptyMessage={t`No reports are waiting. Nice and tidy.`}
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
        title={t`Confirm this report?`}
        confirmLabel={t`Confirm report`}
        tone="primary"
        onClose={() => setDecision(null)}
        onConfirm={async () => {
          const done = await confirmReturn(report!.id);
          setConfirmed((list) => [done, ...list]);
          decided();
          const points = formatPoints(done.points ?? 0);
          const name = report!.userName;
          return t`${points} credited to ${name}`;
        }}
      >
        {report && <p>{t`${reportName} gets the points for ${reportBoxes} returned at ${reportPlace}.`}</p>}
      </ConfirmDialog>
      <ReasonDialog
        open={decision?.kind === 'reject'}
        title={t`Reject this report`}
        confirmLabel={t`Reject report`}
        onClose={() => setDecision(null)}
        onConfirm={async (reason) => {
          await rejectReturn(report!.id, reason);
          decided();
          const name = report!.userName;
          return t`Report of ${name} rejected`;
        }}
      >
        {report && <p>{t`${reportName} reported ${reportBoxes} at ${reportPlace}. No points are credited; they will read your reason.`}</p>}
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
  const { t } = useLingui();
  if (status === 'error' && !items) return <RetryAlert message={error ?? t`The reports did not load.`} onRetry={onRetry} />;
  if (!items) return <div className="skeleton h-32 w-full" aria-busy="true" />;
  const pageNumber = formatNumber(page);
  const pageCount = formatNumber(pages);
  if (items.length === 0) return <p className="rounded-box bg-base-100 p-4 text-base-content/70">{t`No reports are waiting. Nice and tidy.`}</p>;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t`Reports to confirm`} data-testid="pending-cards">
        {items.map((r) => (
          <li key={r.id} className="card bg-base-100 shadow-sm" data-testid="pending-card">
            <div className="card-body gap-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <Recycler r={r} />
                <span className="badge badge-lg shrink-0 tabular-nums">{boxesText(r.boxes)}</span>
              </div>
              <p className="text-sm break-words">{placeOf(r)}</p>
              <p className="text-xs text-base-content/70">{formatDateTime(r.createdAt)}</p>
              {actions(r)}
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="join self-center">
          <button type="button" className="join-item btn min-h-11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t`Previous`}
          </button>
          <span className="join-item btn btn-disabled min-h-11">{t`Page ${pageNumber} of ${pageCount}`}</span>
          <button type="button" className="join-item btn min-h-11" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t`Next`}
          </button>
        </div>
      )}
    </>
  );
}
