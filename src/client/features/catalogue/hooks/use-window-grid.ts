// Window-scrolled virtual grid: measures the grid's width (columns) and its place in the
// viewport (rows), and re-measures on scroll and resize. No library: this is all it needs.
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { gridLayout, visibleRows, type GridLayout, type RowRange } from '../lib/grid-window';

interface GridWindow {
  ref: RefObject<HTMLDivElement | null>;
  layout: GridLayout;
  rows: RowRange;
  rowCount: number;
}

export function useWindowGrid(itemCount: number): GridWindow {
  const ref = useRef<HTMLDivElement | null>(null);
  // Unmeasured until the first layout effect, which runs before the first paint: the first
  // commit renders no cards, so a phone does not make the cards of a guessed layout and then
  // replace them with those of the measured one in the same long task.
  const [view, setView] = useState({ measured: false, width: 0, top: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    const next = { measured: true, width: element.clientWidth || box.width, top: box.top, height: window.innerHeight };
    // Scroll fires often: only re-render when something the layout depends on changed.
    setView((prev) => (prev.measured && prev.width === next.width && prev.top === next.top && prev.height === next.height ? prev : next));
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

  const layout = gridLayout(view.width);
  const rowCount = Math.ceil(itemCount / layout.columns);
  const rows = view.measured ? visibleRows(rowCount, view.top, view.height, 2, layout.rowHeight) : { first: 0, last: 0 };
  return { ref, layout, rowCount, rows };
}
