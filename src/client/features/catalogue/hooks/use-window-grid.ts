// Window-scrolled virtual grid: measures the grid's width (columns) and its place in the
// viewport (rows), and re-measures on scroll and resize. No library: this is all it needs.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '@/client/lib/performance/after-paint';
import { gridLayout, visibleRows, type GridLayout, type RowRange } from '../lib/grid-window';

interface GridWindow {
  ref: RefObject<HTMLDivElement | null>;
  layout: GridLayout;
  rows: RowRange;
  rowCount: number;
  /** Whether a row is on the first screen the page showed (its top above that screen's bottom edge). */
  onFirstScreen: (row: number) => boolean;
}

// Rows rendered beyond the viewport, either side, so a quick scroll does not show blanks.
const OVERSCAN_ROWS = 2;

export function useWindowGrid(itemCount: number): GridWindow {
  const ref = useRef<HTMLDivElement | null>(null);
  // Unmeasured until the first layout effect, which runs before the first paint: the first
  // commit renders no cards, so a phone does not make the cards of a guessed layout and then
  // replace them with those of the measured one in the same long task.
  // `first`: where the grid was when the page first showed it. Rows that come on screen by
  // scrolling are not the first screen's, whatever the view is now.
  const [view, setView] = useState({
    measured: false,
    width: 0,
    top: 0,
    height: typeof window === 'undefined' ? 800 : window.innerHeight,
    first: null as { top: number; height: number } | null,
  });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    const next = { measured: true, width: element.clientWidth || box.width, top: box.top, height: window.innerHeight };
    // Scroll fires often: only re-render when something the layout depends on changed.
    setView((prev) =>
      prev.measured && prev.width === next.width && prev.top === next.top && prev.height === next.height
        ? prev
        : { ...next, first: prev.first ?? { top: next.top, height: next.height } },
    );
  }, []);

  useLayoutEffect(() => {
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    if (ref.current) observer?.observe(ref.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      observer?.disconnect();
    };
  }, [measure]);

  // The list changing length moves nothing on screen, but the grid's height and rows change.
  useLayoutEffect(measure, [measure, itemCount]);

  // The first screenful alone at first, the rows beyond it once it has painted: on a slow phone
  // the cards below the fold (and their banners' requests) would otherwise come before the first
  // card shows (the largest paint).
  const [overscan, setOverscan] = useState(0);
  useEffect(() => (view.measured && overscan !== OVERSCAN_ROWS ? afterNextPaint(() => setOverscan(OVERSCAN_ROWS)) : undefined), [view.measured, overscan]);

  const layout = gridLayout(view.width);
  const rowCount = Math.ceil(itemCount / layout.columns);
  const rows = view.measured ? visibleRows(rowCount, view.top, view.height, overscan, layout.rowHeight) : { first: 0, last: 0 };
  const { first } = view;
  const onFirstScreen = (row: number) => first !== null && first.top + row * layout.rowHeight < first.height;
  return { ref, layout, rowCount, rows, onFirstScreen };
}
