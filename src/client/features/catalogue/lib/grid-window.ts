// Windowing math for the coupon grid: with 5,000 coupons only the rows near the viewport
// are in the DOM, so typing in the search box re-renders a screenful, not the whole list.
export const CARD_WIDTH = 250;
export const CARD_HEIGHT = 350;
export const GRID_GAP = 16;
export const ROW_HEIGHT = CARD_HEIGHT + GRID_GAP;

/** How many 250 px cards fit side by side in `width` (at least one, even on a tiny screen). */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GRID_GAP) / (CARD_WIDTH + GRID_GAP)));
}

export interface RowRange {
  first: number;
  /** Exclusive. */
  last: number;
}

/**
 * The rows to render: those crossing the viewport plus `overscan` rows either side.
 * `gridTop` is the grid's top relative to the viewport's top (negative once scrolled past).
 */
export function visibleRows(rowCount: number, gridTop: number, viewportHeight: number, overscan = 2): RowRange {
  if (rowCount === 0) return { first: 0, last: 0 };
  const first = Math.floor(-gridTop / ROW_HEIGHT) - overscan;
  const last = Math.ceil((viewportHeight - gridTop) / ROW_HEIGHT) + overscan;
  const clampedFirst = Math.min(Math.max(0, first), rowCount);
  return { first: clampedFirst, last: Math.max(clampedFirst, Math.min(rowCount, last)) };
}
