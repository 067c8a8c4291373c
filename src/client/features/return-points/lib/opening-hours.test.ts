import { describe, expect, it } from 'vitest';
import { isOpenAt } from './opening-hours';

// 2026-11-23 is a Monday; the 28th a Saturday, the 29th a Sunday.
const at = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00`);

describe('isOpenAt', () => {
  it('reads a range of days with hours', () => {
    expect(isOpenAt('Mon-Sat 9:00-18:00', at(23, '10:30'))).toBe(true);
    expect(isOpenAt('Mon-Sat 9:00-18:00', at(23, '18:00'))).toBe(false);
    expect(isOpenAt('Mon-Sat 9:00-18:00', at(28, '09:00'))).toBe(true);
    expect(isOpenAt('Mon-Sat 9:00-18:00', at(29, '12:00'))).toBe(false);
  });

  it('reads daily hours, several parts, hours without minutes and 24/7', () => {
    expect(isOpenAt('Daily 7:00-21:00', at(29, '06:59'))).toBe(false);
    expect(isOpenAt('Daily 7:00-21:00', at(29, '07:00'))).toBe(true);
    expect(isOpenAt('Mon-Fri 8-17, Sat 9:00-13:00', at(28, '12:00'))).toBe(true);
    expect(isOpenAt('Mon-Fri 8-17, Sat 9:00-13:00', at(28, '14:00'))).toBe(false);
    expect(isOpenAt('Mon-Fri 8-17, Sat 9:00-13:00', at(24, '16:59'))).toBe(true);
    expect(isOpenAt('24/7', at(29, '03:00'))).toBe(true);
  });

  it('follows hours past midnight into the next day', () => {
    expect(isOpenAt('Fri-Sat 20:00-02:00', at(28, '23:00'))).toBe(true);
    expect(isOpenAt('Fri-Sat 20:00-02:00', at(29, '01:30'))).toBe(true);
    expect(isOpenAt('Fri-Sat 20:00-02:00', at(29, '21:00'))).toBe(false);
  });

  it('makes no claim about hours it cannot read', () => {
    expect(isOpenAt('', at(23, '10:00'))).toBeNull();
    expect(isOpenAt('By appointment', at(23, '10:00'))).toBeNull();
    expect(isOpenAt('Mon-Sat 9:00-18:00, holidays closed', at(23, '10:00'))).toBeNull();
  });
});
