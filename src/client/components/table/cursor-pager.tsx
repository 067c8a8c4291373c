// Paging for a table of a million rows (issue 20): First / Previous / Next / Last by the
// server's cursors, the rows shown and a total when the server counted it cheaply ("10,000+"
// when it stopped counting). No "page 1 of 50,000": a cursor page has no number.

export interface CursorPaging {
  /** 1-based position of the first row shown, when known (not after a jump to the last page of an uncounted list). */
  from: number | null;
  total: number;
  /** The server stopped counting at `total`: there are more. */
  totalCapped: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onLast: () => void;
}

const count = new Intl.NumberFormat();

export function shownText(paging: Pick<CursorPaging, 'from' | 'total' | 'totalCapped'>, shown: number): string {
  const total = `${count.format(paging.total)}${paging.totalCapped ? '+' : ''}`;
  if (shown === 0) return `0 of ${total}`;
  if (paging.from === null) return `Last ${count.format(shown)} of ${total}`;
  return `${count.format(paging.from)}–${count.format(paging.from + shown - 1)} of ${total}`;
}

// 44 px targets: the pager is used on phones too.
const button = 'join-item btn btn-sm min-h-11 min-w-11';

export function CursorPager({ paging, shown, disabled }: { paging: CursorPaging; shown: number; disabled: boolean }) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span>{shownText(paging, shown)}</span>
      <div className="join">
        <button type="button" className={button} disabled={disabled || !paging.hasPrevious} onClick={paging.onFirst}>
          First
        </button>
        <button type="button" className={button} disabled={disabled || !paging.hasPrevious} onClick={paging.onPrevious}>
          Previous
        </button>
        <button type="button" className={button} disabled={disabled || !paging.hasNext} onClick={paging.onNext}>
          Next
        </button>
        <button type="button" className={button} disabled={disabled || !paging.hasNext} onClick={paging.onLast}>
          Last
        </button>
      </div>
    </nav>
  );
}
