// The recycler's own reports and what became of them.
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { BoxReturn } from '@/shared/contract/returns';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/hooks/use-async';
import { currentUserAtom } from '@/client/lib/session/session';
import { formatDate, formatDateTime, formatNumber } from '@/client/lib/format/format';
import { listMyReports } from '../api/list-my-reports';
import { reportQueueAtom, reportsSentAtom, type QueuedReport } from '../offline/report-queue';
import { seenReportsAtom } from '../offline/seen-reports';
import { boxesText, placeOf, ReturnStatus } from './return-status';

const PAGE_SIZE = 10;

export function MyReports({ version }: { version: number }) {
  const { t } = useLingui();
  const columns: Column<BoxReturn>[] = [
    {
      key: 'report',
      header: t`Reported`,
      // Where stays visible on phones: it is how the recycler tells their reports apart.
      cell: (r) => (
        <div>
          <div>{placeOf(r)}</div>
          <div className="text-xs text-base-content/70">{formatDate(r.createdAt)}</div>
        </div>
      ),
    },
    { key: 'boxes', header: t`Boxes`, cell: (r) => formatNumber(r.boxes), className: 'text-end' },
    {
      key: 'status',
      header: t`Status`,
      // A rejected report or an undone credit says why, in the words of the staff member.
      cell: (r) => {
        const reason = r.reason;
        return (
          <div className="flex flex-col items-start gap-1">
            <ReturnStatus status={r.status} />
            {reason && (r.status === 'rejected' || r.status === 'reversed') && (
              <span className="text-xs text-base-content/80" data-testid="report-reason">
                {t`Reason: ${reason}`}
              </span>
            )}
          </div>
        );
      },
    },
    { key: 'points', header: t`Points`, cell: (r) => (r.points === null ? '—' : formatNumber(r.points)), className: 'text-end' },
  ];
  const [page, setPage] = useState(1);
  const sent = useAtomValue(reportsSentAtom);
  const reports = useAsync(() => listMyReports(page, PAGE_SIZE), [page, version, sent]);
  // The first page seen online, shown "as of" then while the server cannot be reached.
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const [seen, setSeen] = useAtom(seenReportsAtom);
  useEffect(() => {
    if (page === 1 && reports.data && userId !== null) setSeen({ userId, page: reports.data, at: new Date().toISOString() });
  }, [page, reports.data, userId, setSeen]);
  const remembered = !reports.data && reports.error && page === 1 && seen && seen.userId === userId ? seen : null;
  const shown = remembered ? remembered.page : reports.data;
  const asOf = remembered ? formatDateTime(remembered.at) : '';
  return (
    <section aria-labelledby="my-reports" className="flex flex-col gap-2">
      <h2 id="my-reports" className="text-lg font-semibold">
        {t`My reports`}
      </h2>
      <WaitingReports />
      <DataTable
        caption={t`My reports`}
        columns={columns}
        rows={shown?.items}
        rowKey={(r) => r.id}
        status={remembered ? 'ready' : reports.status}
        error={remembered ? null : reports.error}
        onRetry={reports.reload}
        refreshing={reports.refreshing}
        emptyMessage={t`You have not reported any returns.`}
        paging={shown && shown.total > PAGE_SIZE ? { page, pageSize: PAGE_SIZE, total: shown.total, onPageChange: setPage } : undefined}
      />
      {remembered && (
        <p className="text-xs text-base-content/70" data-testid="my-reports-as-of">
          {t`As of ${asOf}`}
        </p>
      )}
    </section>
  );
}

/** Reports made offline that have not reached the server yet (or that it refused, with why). */
function WaitingReports() {
  const { t } = useLingui();
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const queue = useAtomValue(reportQueueAtom);
  const items: QueuedReport[] = queue.userId === userId ? queue.items : [];
  if (items.length === 0) return null;
  return (
    <ul aria-label={t`Reports kept on this device`} className="flex flex-col gap-2">
      {items.map((item) => {
        const boxes = boxesText(item.body.boxes);
        const madeAt = formatDateTime(item.madeAt);
        const refused = item.refused;
        return (
          <li key={item.key} data-testid="queued-report" className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-100 p-3 shadow-sm">
            <div>
              <div dir="auto">{placeOf({ storeName: null, location: item.body.location })}</div>
              <div className="text-xs text-base-content/70">
                {boxes} · {madeAt}
              </div>
              {refused && <div className="text-xs text-error">{t`Not sent: ${refused}`}</div>}
            </div>
            <span className={`badge ${refused ? 'badge-error' : 'badge-warning'}`}>{refused ? t`Refused` : t`Waiting to send`}</span>
          </li>
        );
      })}
    </ul>
  );
}
