// The languages Rebox speaks, and which one a browser asks for. English is the source and the
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

/** The browser's language among ours (a worker's navigator has it too: warm-intl.worker.ts). */
export const browserLocale = () => matchLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
