// The one data table: server-side paging and sorting, an empty state, a loading skeleton,
// and an error with a retry. Every list (users, clients, stores, events, returns) uses it so
// they behave the same way.
import { useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { formatNumber } from '@/client/lib/format/format';
import type { AsyncStatus } from '@/client/lib/hooks/use-async';
import { RetryAlert } from '../retry-alert';
import { CursorPager, type CursorPaging } from './cursor-pager';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort name (e.g. `name`); a second click asks for `-name` (descending). */
  sort?: string;
  /** Columns that matter less are hidden on phones so the table stays readable at 360 px. */
  hideBelow?: 'sm' | 'md' | 'lg';
  className?: string;
}

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export interface Sorting {
  value: string;
  onChange: (sort: string) => void;
}

interface DataTableProps<T> {
  /** The table's accessible name (also its caption for screen readers). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  status: AsyncStatus;
  error: string | null;
  onRetry: () => void;
  refreshing?: boolean;
  emptyMessage: string;
  paging?: Paging;
  /** Instead of `paging`, for lists too long to number their pages (cursor-pager.tsx). */
  cursorPaging?: CursorPaging;
  sorting?: Sorting;
  /** A panel opened from a row (its managers, its returns): shown right under that row. */
  expanded?: { rowKey: string | number; content: ReactNode } | null;
}

const HIDE: Record<NonNullable<Column<unknown>['hideBelow']>, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};

function cellClass(column: Column<never>): string {
  return [column.hideBelow ? HIDE[column.hideBelow] : '', column.className ?? ''].join(' ').trim();
}

export function nextSort(current: string, column: string): string {
  return current === column ? `-${column}` : column;
}

function SortHeader({ column, sorting }: { column: Column<never>; sorting: Sorting }) {
  const key = column.sort!;
  const direction = sorting.value === key ? 'ascending' : sorting.value === `-${key}` ? 'descending' : 'none';
  return (
    <th aria-sort={direction} className={cellClass(column)} scope="col">
      <button type="button" className="inline-flex min-h-11 items-center gap-1 font-semibold hover:underline" onClick={() => sorting.onChange(nextSort(sorting.value, key))}>
        {column.header}
        <span aria-hidden="true" className="text-xs opacity-70">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, status, error, onRetry, refreshing, emptyMessage, paging, cursorPaging, sorting, expanded } = props;
  const columnsAny = columns as readonly Column<never>[];
  const skeletonCount = Math.min(paging?.pageSize ?? 5, 5);

  return (
    <div className="flex flex-col gap-3">
      {error && (
        <RetryAlert message={error} onRetry={onRetry} />
      )}
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        {/* On phones the cells’ side padding is 6 px instead of 16 and headers may wrap
            (daisyUI keeps them on one line): at 390 px five columns spent 160 px on padding, a
            header like "Zurückgegebene Boxen" held its column wide, and the last column (a
            return's status and undo, a row's actions) was cut off. */}
        <table
          className={`table table-zebra max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5 max-sm:[&_th]:whitespace-normal ${refreshing ? 'opacity-60' : ''}`}
          aria-busy={status === 'loading' || refreshing}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columnsAny.map((column) =>
                column.sort && sorting ? (
                  <SortHeader key={column.key} column={column} sorting={sorting} />
                ) : (
                  <th key={column.key} scope="col" className={cellClass(column)}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {status === 'loading' && !rows
              ? Array.from({ length: skeletonCount }, (_, i) => (
                  <tr key={`skeleton-${i}`} data-testid="table-skeleton">
                    {columnsAny.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        <div className="skeleton h-4 w-full min-w-12" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows?.map((row) => (
                  <Fragment key={rowKey(row)}>
                    <tr>
                      {columnsAny.map((column) => (
                        <td key={column.key} className={cellClass(column)}>
                          {column.cell(row as never)}
                        </td>
                      ))}
                    </tr>
                    {expanded?.rowKey === rowKey(row) && <ExpandedRow columns={columns.length}>{expanded.content}</ExpandedRow>}
                  </Fragment>
                ))}
            {rows && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="py-10 text-center opacity-70">
                  {emptyMessage}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {paging && <Pager paging={paging} disabled={status === 'loading' || !!refreshing} />}
      {cursorPaging && <CursorPager paging={cursorPaging} shown={rows?.length ?? 0} disabled={status === 'loading' || !!refreshing} />}
    </div>
  );
}

/** The opened panel, across the table's width and scrolled into sight where it opened. */
function ExpandedRow({ columns, children }: { columns: number; children: ReactNode }) {
  const cell = useRef<HTMLTableCellElement>(null);
  useEffect(() => cell.current?.scrollIntoView?.({ block: 'nearest' }), []);
  return (
    <tr className="bg-base-200">
      <td ref={cell} colSpan={columns} className="p-2 md:p-3">
        {children}
      </td>
    </tr>
  );
}

function Pager({ paging, disabled }: { paging: Paging; disabled: boolean }) {
  const { page, pageSize, total, onPageChange } = paging;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const { t } = useLingui();
  const [from, to, all, current, count] = [first, last, total, page, pages].map(formatNumber);
  return (
    <nav aria-label={t`Pages`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span>{t`${from}–${to} of ${all}`}</span>
      <div className="join">
        <button type="button" className="join-item btn btn-sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          {t`Previous`}
        </button>
        <span className="join-item flex items-center border-y border-base-300 px-3 text-sm" aria-current="page">
          {t`Page ${current} of ${count}`}
        </span>
        <button type="button" className="join-item btn btn-sm" disabled={disabled || page >= pages} onClick={() => onPageChange(page + 1)}>
          {t`Next`}
        </button>
      </div>
    </nav>
  );
}
