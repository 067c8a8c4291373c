// Notifications are written in the recipient's language, which is the device's: the server
// hears it when the person changes it, and at a session's start when this device has not told
// it that language for that person yet (remembered, so a page load asks nothing).
import { LOCALES, type Locale } from '@/shared/locales';
import { localeAtom } from '@/client/lib/i18n/language';
import { currentUserAtom } from '@/client/lib/session/session';
import type { AppStore } from '@/client/lib/store';
import { updateNotificationPreferences } from '../api/update-notification-preferences';
import { languageToldAtom } from '../atoms';

/** The languages notifications are written in (not the test-only pseudo-locale). */
function sendable(locale: Locale): (typeof LOCALES)[number] | null {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as (typeof LOCALES)[number]) : null;
}

/** Returns the stop function. */
export function syncNotificationLanguage(store: AppStore, target: Window = window): () => void {
  // What is being told right now: a profile refresh meanwhile does not tell it twice.
  let telling: string | null = null;
  const tell = async () => {
    const user = store.get(currentUserAtom);
    const language = sendable(store.get(localeAtom));
    if (!user || !language || !target.navigator.onLine) return;
    const told = store.get(languageToldAtom);
    const what = `${user.user_id} ${language}`;
    if ((told.userId === user.user_id && told.language === language) || telling === what) return;
    telling = what;
    try {
      await updateNotificationPreferences({ language });
      if (store.get(currentUserAtom)?.user_id === user.user_id) store.set(languageToldAtom, { userId: user.user_id, language });
    } catch (error) {
      console.warn('Rebox: the notifications language could not be saved', error);
    } finally {
      if (telling === what) telling = null;
    }
  };

  const check = () => void tell();
  const stopUser = store.sub(currentUserAtom, check);
  const stopLocale = store.sub(localeAtom, check);
  target.addEventListener('online', check);
  check();
  return () => {
    stopUser();
    stopLocale();
    target.removeEventListener('online', check);
  };
}
