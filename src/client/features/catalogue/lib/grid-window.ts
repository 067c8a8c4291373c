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

// Below two spec cards' width (a phone), one 250 px card a row made 24 coupons 24 screens: two
// compact cards a row instead, shorter, so a recycler can scan the catalogue with a thumb.
export const COMPACT_GAP = 12;
// 320: room for the coupon's facts line (until when, few left, per person) above Redeem Now.
export const COMPACT_CARD_HEIGHT = 320;
const COMPACT_MIN_WIDTH = 2 * 150 + COMPACT_GAP;

export interface GridLayout {
  columns: number;
  cardWidth: number;
  cardHeight: number;
  gap: number;
  rowHeight: number;
  compact: boolean;
}

/** The grid for a container `width`: the spec's 250×350 cards, or two compact cards on a phone. */
export function gridLayout(width: number): GridLayout {
  const columns = columnsFor(width);
  if (columns === 1 && width >= COMPACT_MIN_WIDTH) {
    const cardWidth = Math.floor((width - COMPACT_GAP) / 2);
    return { columns: 2, cardWidth, cardHeight: COMPACT_CARD_HEIGHT, gap: COMPACT_GAP, rowHeight: COMPACT_CARD_HEIGHT + COMPACT_GAP, compact: true };
  }
  return { columns, cardWidth: CARD_WIDTH, cardHeight: CARD_HEIGHT, gap: GRID_GAP, rowHeight: ROW_HEIGHT, compact: false };
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
export function visibleRows(rowCount: number, gridTop: number, viewportHeight: number, overscan = 2, rowHeight = ROW_HEIGHT): RowRange {
  if (rowCount === 0) return { first: 0, last: 0 };
  const first = Math.floor(-gridTop / rowHeight) - overscan;
  const last = Math.ceil((viewportHeight - gridTop) / rowHeight) + overscan;
  const clampedFirst = Math.min(Math.max(0, first), rowCount);
  return { first: clampedFirst, last: Math.max(clampedFirst, Math.min(rowCount, last)) };
}
