import { describe, expect, it } from 'vitest';
import { columnsFor, gridLayout, ROW_HEIGHT, visibleRows } from './grid-window';

describe('grid windowing', () => {
  it('fits as many 250 px cards as the width allows, at least one', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(358)).toBe(1);
    expect(columnsFor(516)).toBe(2);
    expect(columnsFor(1248)).toBe(4);
    expect(columnsFor(1300)).toBe(4);
    expect(columnsFor(1314)).toBe(5);
  });

  it('renders the rows crossing the viewport plus the overscan', () => {
    // Grid starts 200 px below the top of an 800 px viewport: rows 0 and 1 are visible.
    expect(visibleRows(100, 200, 800, 0)).toEqual({ first: 0, last: 2 });
    expect(visibleRows(100, 200, 800, 2)).toEqual({ first: 0, last: 4 });
  });

  it('skips the rows scrolled past', () => {
    const top = -50 * ROW_HEIGHT;
    expect(visibleRows(1250, top, 800, 0)).toEqual({ first: 50, last: 53 });
    expect(visibleRows(1250, top, 800, 2)).toEqual({ first: 48, last: 55 });
  });

  it('never goes past the list', () => {
    expect(visibleRows(3, -10 * ROW_HEIGHT, 800)).toEqual({ first: 3, last: 3 });
    expect(visibleRows(3, 0, 5000)).toEqual({ first: 0, last: 3 });
    expect(visibleRows(0, 0, 800)).toEqual({ first: 0, last: 0 });
  });

  it('renders nothing for a grid still below the viewport', () => {
    expect(visibleRows(10, 5000, 800, 0)).toEqual({ first: 0, last: 0 });
  });

  it('on a phone, two compact cards a row; from two spec cards up, the 250×350 card', () => {
    expect(gridLayout(358)).toMatchObject({ columns: 2, cardWidth: 173, cardHeight: 320, compact: true });
    expect(gridLayout(516)).toMatchObject({ columns: 2, cardWidth: 250, cardHeight: 350, compact: false });
    expect(gridLayout(1248)).toMatchObject({ columns: 4, cardWidth: 250, compact: false });
    // Too narrow for two readable cards: one.
    expect(gridLayout(280)).toMatchObject({ columns: 1, cardWidth: 250, compact: false });
  });

  it('windows compact rows by their own height', () => {
    expect(visibleRows(100, 0, 624, 0, 312)).toEqual({ first: 0, last: 2 });
  });
});
