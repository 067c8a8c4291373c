// Notifications are written in the recipient's language, which is the device's: the server
// hears it when the person changes it, and at each session's start if it had another.
import { LOCALES, type Locale } from '@/shared/locales';
import { localeAtom } from '@/client/lib/i18n/language';
import { currentUserAtom } from '@/client/lib/session/session';
import type { AppStore } from '@/client/lib/store';
import { getNotificationPreferences } from '../api/get-notification-preferences';
import { updateNotificationPreferences } from '../api/update-notification-preferences';

/** The languages notifications are written in (not the test-only pseudo-locale). */
function sendable(locale: Locale): (typeof LOCALES)[number] | null {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as (typeof LOCALES)[number]) : null;
}

/** Returns the stop function. */
export function syncNotificationLanguage(store: AppStore, target: Window = window): () => void {
  // The person whose session start was checked: once each, not at every profile refresh.
  let checkedFor: number | null = null;

  const checkSessionStart = async () => {
    const user = store.get(currentUserAtom);
    if (!user) {
      checkedFor = null;
      return;
    }
    if (checkedFor === user.user_id || !target.navigator.onLine) return;
    checkedFor = user.user_id;
    const language = sendable(store.get(localeAtom));
    if (!language) return;
    try {
      const preferences = await getNotificationPreferences();
      if (preferences.language !== language && store.get(currentUserAtom)?.user_id === user.user_id) await updateNotificationPreferences({ language });
    } catch (error) {
      console.warn('Rebox: the notifications language could not be checked', error);
    }
  };

  const onLanguageChange = () => {
    const language = sendable(store.get(localeAtom));
    if (!language || !store.get(currentUserAtom) || !target.navigator.onLine) return;
    updateNotificationPreferences({ language }).catch((error: unknown) => console.warn('Rebox: the notifications language could not be saved', error));
  };

  const check = () => void checkSessionStart();
  const stopUser = store.sub(currentUserAtom, check);
  const stopLocale = store.sub(localeAtom, onLanguageChange);
  target.addEventListener('online', check);
  check();
  return () => {
    stopUser();
    stopLocale();
    target.removeEventListener('online', check);
  };
}
