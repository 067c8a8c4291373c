import { expect, it } from 'vitest';
import { median } from './box-stats';

it('takes the median of a histogram of days out', () => {
  expect(median([])).toBeNull();
  expect(median([{ value: 10, n: 1 }, { value: 20, n: 1 }])).toBe(15);
  expect(median([{ value: 3, n: 2 }, { value: 9, n: 1 }])).toBe(3);
  expect(median([{ value: 1, n: 1 }, { value: 4, n: 0 }, { value: 8, n: 3 }])).toBe(8);
});
