// For the few sentences exported as plain strings (OFFLINE_REASON, FALLBACK_ERROR…): screens show
// them and tests compare them as they are, so each module keeps a live binding (`export let`) that
// this sets in the active language, now and after every change of language.
import { i18n } from '@lingui/core';

/** Runs `update` now if a language is active, and again whenever the language changes. */
export function onLanguage(update: () => void): void {
  if (i18n.locale) update();
  i18n.on('change', update);
}
