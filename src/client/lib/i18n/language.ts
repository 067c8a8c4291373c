// The language of this device: the person's choice, or the browser's languages until they
// choose. Kept in IndexedDB with the other preferences and through a logout (it is the
// device's, like the theme). Changing it loads that language's catalogue first, then switches.
import { i18n, type Messages } from '@lingui/core';
import { atom } from 'jotai';
import { persistedAtom } from '../persisted-atom';
import { formattingLocale, isLocale, type Locale } from '@/shared/locales';
import { browserLocale } from './browser-locale';

/** null: follow the browser. */
export const languageChoiceAtom = persistedAtom<Locale | null>(
  'language',
  1,
  async () => (await import('./language-schema')).languageSchema,
  null,
  { keepOnLogout: true },
);

/** The language shown: chosen, or the browser's. */
export const localeAtom = atom((get) => get(languageChoiceAtom) ?? browserLocale());

// English is in the code (vite.config.ts compiles it in); the others are chunks of their own.
const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  de: () => import('@/client/locales/de.po'),
  ar: () => import('@/client/locales/ar.po'),
  pseudo: () => import('@/client/locales/pseudo.po'),
};

/** Loads the catalogue (nothing for English) and makes `locale` the one every message and Intl format uses. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const messages = locale === 'en' ? {} : (await CATALOGUES[locale]()).messages;
  i18n.loadAndActivate({ locale, locales: formattingLocale(locale), messages });
  document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/** The formatting locale of the active language, for Intl. */
export const activeFormattingLocale = () => formattingLocale(isLocale(i18n.locale) ? i18n.locale : 'en');
