import { describe, expect, it } from 'vitest';
import { niceMax, seriesPath, totals } from './chart-geometry';

describe('points chart geometry', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(10);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(130)).toBe(200);
    expect(niceMax(480)).toBe(500);
    expect(niceMax(1000)).toBe(1000);
  });

  it('places the first value at the left edge and the max at the top', () => {
    const box = { width: 120, height: 70, left: 10, right: 10, top: 10, bottom: 10 };
    expect(seriesPath([0, 50, 100], 100, box)).toBe('10,60 60,35 110,10');
  });

  it('adds up the period', () => {
    expect(totals([{ day: 'a', issued: 5, redeemed: 1 }, { day: 'b', issued: 3, redeemed: 0 }])).toEqual({ issued: 8, redeemed: 1 });
  });
});
