// The latest batches of boxes (the server keeps the newest 200 in this list), a page at a time,
// each with its labels to download.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BatchSummary } from '@/shared/contract/boxes';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { formatDateTime, formatNumber } from '@/client/lib/format/format';
import type { AsyncState } from '@/client/lib/hooks/use-async';
import { LabelsButton } from './labels-button';

const PAGE_SIZE = 20;

export function BatchesTable({ batches }: { batches: AsyncState<BatchSummary[]> }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const columns: Column<BatchSummary>[] = [
    { key: 'batch', header: t`Batch`, className: 'tabular-nums', cell: (b) => `#${b.batchId}` },
    { key: 'client', header: t`Client`, cell: (b) => b.clientName },
    { key: 'count', header: t`Boxes`, className: 'tabular-nums', cell: (b) => formatNumber(b.count) },
    { key: 'made', header: t`Made`, hideBelow: 'sm', cell: (b) => formatDateTime(b.createdAt) },
    { key: 'labels', header: t`Labels`, cell: (b) => <LabelsButton batchId={b.batchId} /> },
  ];
  const all = batches.data ?? [];
  return (
    <DataTable
      caption={t`Batches of boxes`}
      columns={columns}
      rows={batches.data && all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      rowKey={(b) => b.batchId}
      status={batches.status}
      error={batches.error}
      onRetry={batches.reload}
      refreshing={batches.refreshing}
      emptyMessage={t`No boxes made yet. Make the first batch above.`}
      paging={all.length > PAGE_SIZE ? { page, pageSize: PAGE_SIZE, total: all.length, onPageChange: setPage } : undefined}
    />
  );
}
