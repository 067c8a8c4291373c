// One way to write dates, numbers and points wherever a person reads them: Intl in the active
// language's locale (lib/i18n). Formatter objects are costly to make, so one per locale and
// style is kept; a change of language makes new ones.
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { activeFormattingLocale, browserLocale } from './i18n/language';
import { formattingLocale } from './i18n/locales';

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

/**
 * The first Intl formatter a page makes loads the ICU data behind it: 55-70 ms at 4x CPU
 * throttling (a trace, 2026-11-26), then 0.2 ms for the next. Made here, each kind in a task of
 * its own while boot() waits for IndexedDB, that load is not added to the first render's task
 * (Lighthouse's Total Blocking Time counts each task's time over 50 ms). Throwaway formatters
 * in the browser's language: the person's stored choice is not read yet, and the data they
 * load serves every locale's.
 */
export function prepareFormatters() {
  const locale = formattingLocale(browserLocale());
  const steps = [
    () => void new Intl.NumberFormat(locale).format(1),
    () => void new Intl.PluralRules(locale).select(1),
    () => void new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

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

const TYPE_LABELS = { percentage: msg`Percentage off`, amount: msg`Amount off` };

/** The coupon's type in words ("percentage" was shown raw); any other value is an amount (spec). */
export function couponTypeLabel(type: string): string {
  return i18n._(type === 'percentage' ? TYPE_LABELS.percentage : TYPE_LABELS.amount);
}
