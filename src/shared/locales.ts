// The languages Rebox speaks, and which one a browser asks for (shared: the server's HTML of a
// first visit is in the direction the app will choose, server/client-shell.ts). English is the source and the
// default; every string the spec quotes stays as the spec writes it in English.

export const LOCALES = ['en', 'de', 'ar'] as const;
/** "pseudo" is for tests only: accented and lengthened English, to find untranslatable text. */
export type Locale = (typeof LOCALES)[number] | 'pseudo';

/** Each language named in itself, as a picker shows it. */
export const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = { en: 'English', de: 'Deutsch', ar: 'العربية' };

export const isLocale = (value: unknown): value is Locale => value === 'pseudo' || (LOCALES as readonly unknown[]).includes(value);

export const localeDir = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The locale Intl formats with. The pseudo-locale formats as Arabic does: a date or number
 * written in English by hand (not through Intl) then stands out in the pseudo-locale test. Arabic with Latin digits: coupon codes, store hours and the codes
 * read out at a till are Latin, and one digit system on a screen keeps "GREEN10A" and its
 * "50 points" from mixing two ways of writing numbers (Maghreb usage; Arabic-Indic digits are a
 * one-line change here).
 */
export const formattingLocale = (locale: Locale): string => (locale === 'ar' || locale === 'pseudo' ? 'ar-u-nu-latn' : locale);

/** The first of the browser's languages Rebox speaks ("de-AT" is German), else English. */
export function matchLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base) && base !== 'pseudo') return base;
  }
  return 'en';
}

/** `?lang=de` on any address picks that language (a shared link, and how the tests pick "pseudo"). */
export function localeFromAddress(search: string): Locale | null {
  const asked = new URLSearchParams(search).get('lang');
  return isLocale(asked) ? asked : null;
}

/** An Accept-Language header's languages, most wanted first ("de-AT,de;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
