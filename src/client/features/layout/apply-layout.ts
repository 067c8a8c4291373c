// The preferences that style the whole page, applied to <html> and <body> (spec section 4:
// dark mode adds a dark or light class to the body, skin adds a skin class; RTL sets the page
// direction). daisyUI reads data-theme, Tailwind's rtl: variants read dir.
import { localeDir, type Locale } from '@/shared/locales';
import type { LayoutPreferences } from './atoms';

export const THEMES = { light: 'rebox', dark: 'rebox-dark' } as const;

/** Arabic is right to left by itself; the RTL switch turns any language right to left. */
export function applyLayout(prefs: LayoutPreferences, locale: Locale, doc: Document = document) {
  const { body, documentElement: html } = doc;
  body.classList.toggle('dark', prefs.darkMode);
  body.classList.toggle('light', !prefs.darkMode);
  body.classList.toggle('skin--default', prefs.skin === 'default');
  body.classList.toggle('skin--bordered', prefs.skin === 'bordered');
  html.dataset.theme = prefs.darkMode ? THEMES.dark : THEMES.light;
  html.style.colorScheme = prefs.darkMode ? 'dark' : 'light';
  html.dir = prefs.isRTL || localeDir(locale) === 'rtl' ? 'rtl' : 'ltr';
  // On the root element a filter does not trap fixed-position children (CSS Filter Effects),
  // so the bottom bar and modals stay where they are in monochrome.
  html.classList.toggle('monochrome', prefs.isMonochrome);
}
