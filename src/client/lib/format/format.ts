// One way to write dates, numbers and points wherever a person reads them: Intl in the active
// language's locale (lib/i18n). Formatter objects are costly to make, so one per locale and
// style is kept; a change of language makes new ones. The locale data behind the first of them is
// set up by a worker while the page starts (warm-intl.ts).
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { activeFormattingLocale } from '../i18n/language';

type When = string | number | Date;

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(style: string, make: (locale: string) => F): F {
  const locale = activeFormattingLocale();
  const key = `${locale}|${style}`;
  let formatter = made.get(key) as F | undefined;
  if (!formatter) made.set(key, (formatter = make(locale)));
  return formatter;
}

const dateTime = () => cached('dateTime', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }));
const dateOnly = () => cached('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' }));
const number = () => cached('number', (l) => new Intl.NumberFormat(l));
const oneDecimal = () => cached('oneDecimal', (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 1 }));

export const formatDateTime = (when: When) => dateTime().format(new Date(when));
export const formatDate = (when: When) => dateOnly().format(new Date(when));
/** "12 Mar": a day on a chart's axis (days there are UTC days). */
export const formatShortDay = (day: string) =>
  cached('shortDay', (l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`));
export const formatNumber = (value: number) => number().format(value);
// The macro is the translation already: wrapped in i18n._() again, "50 points" was looked up as
// a message id of its own, missing, and logged as an uncompiled message at every card.
export const formatPoints = (value: number) => plural(value, { one: '# point', other: '# points' });
export const formatDecimal = (value: number) => oneDecimal().format(value);
/** A share (0.92) as a percentage in the active language ("92 %", "92%"). */
export const formatPercent = (share: number) => cached('percent', (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 1 })).format(share);

const TYPE_LABELS = { percentage: msg`Percentage off`, amount: msg`Amount off` };

/** The coupon's type in words ("percentage" was shown raw); any other value is an amount (spec). */
export function couponTypeLabel(type: string): string {
  return i18n._(type === 'percentage' ? TYPE_LABELS.percentage : TYPE_LABELS.amount);
}
