// Paging for a table of a million rows: First / Previous / Next / Last by the
// server's cursors, the rows shown and a total when the server counted it cheaply ("10,000+"
// when it stopped counting, none when it did not count). No "page 1 of 50,000": a cursor page
// has no number.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/client/lib/format/format';

export interface CursorPaging {
  /** 1-based position of the first row shown, when known (not after a jump to the last page of an uncounted list). */
  from: number | null;
  /** Null when the server did not count (a search it answered from the sort's index). */
  total: number | null;
  /** The server stopped counting at `total`: there are more. */
  totalCapped: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onLast: () => void;
}

export function shownText(paging: Pick<CursorPaging, 'from' | 'total' | 'totalCapped'>, shown: number): string {
  const count = formatNumber(shown);
  if (paging.total === null) {
    // Uncounted (a search answered from the sort's index, always a full page): the rows only.
    if (paging.from === null) return i18n._(msg`Last ${count} matches`);
    const first = formatNumber(paging.from);
    const last = formatNumber(paging.from + shown - 1);
    return i18n._(msg`Matches ${first}–${last}`);
  }
  const total = `${formatNumber(paging.total)}${paging.totalCapped ? '+' : ''}`;
  if (shown === 0) return i18n._(msg`0 of ${total}`);
  if (paging.from === null) return i18n._(msg`Last ${count} of ${total}`);
  const first = formatNumber(paging.from);
  const last = formatNumber(paging.from + shown - 1);
  return i18n._(msg`${first}–${last} of ${total}`);
}

// 44 px targets: the pager is used on phones too.
const button = 'join-item btn btn-sm min-h-11 min-w-11';

export function CursorPager({ paging, shown, disabled }: { paging: CursorPaging; shown: number; disabled: boolean }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pages`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span>{shownText(paging, shown)}</span>
      <div className="join">
        <button type="button" className={button} disabled={disabled || !paging.hasPrevious} onClick={paging.onFirst}>
          {t`First`}
        </button>
        <button type="button" className={button} disabled={disabled || !paging.hasPrevious} onClick={paging.onPrevious}>
          {t`Previous`}
        </button>
        <button type="button" className={button} disabled={disabled || !paging.hasNext} onClick={paging.onNext}>
          {t`Next`}
        </button>
        <button type="button" className={button} disabled={disabled || !paging.hasNext} onClick={paging.onLast}>
          {t`Last`}
        </button>
      </div>
    </nav>
  );
}
