// See warm-intl.ts: each kind of Intl object the first screen uses, made once in the locale the
// page will most likely format in (the browser's language; a stored choice is not readable here).
import { formattingLocale } from '@/shared/locales';
import { browserLocale } from '../i18n/browser-locale';

const locale = formattingLocale(browserLocale());
new Intl.NumberFormat(locale).format(1);
new Intl.PluralRules(locale).select(1);
new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
// The catalogue sorts its categories by name (localeCompare: a collator).
new Intl.Collator(locale).compare('a', 'b');
postMessage('warm');
