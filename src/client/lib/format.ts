// One way to write dates, numbers and points wherever a person reads them: Intl in the
// browser's locale (the same formatter objects reused, they are costly to make).

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const number = new Intl.NumberFormat();

type When = string | number | Date;

export const formatDateTime = (when: When) => dateTime.format(new Date(when));
export const formatDate = (when: When) => dateOnly.format(new Date(when));
export const formatNumber = (value: number) => number.format(value);
export const formatPoints = (value: number) => `${number.format(value)} point${value === 1 ? '' : 's'}`;

/** The coupon's type in words ("percentage" was shown raw); any other value is an amount (spec). */
export function couponTypeLabel(type: string): string {
  return type === 'percentage' ? 'Percentage off' : 'Amount off';
}
