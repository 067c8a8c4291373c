import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_KIND_PREFERENCES } from '@/shared/contract/notifications';
import { languageChoiceAtom } from '@/client/lib/i18n/language';
import { sessionAtom } from '@/client/lib/session/session';
import { appStore } from '@/client/lib/store';
import { fakeSession } from '@/client/test-support/fake-session';
import { stubApi } from '@/client/test-support/fetch-stub';
import { languageToldAtom } from '../atoms';
import { syncNotificationLanguage } from './language-sync';

const puts = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

function serverWith(language: string) {
  return stubApi({
    'GET /notifications/preferences': () => ({ body: { success: true, message: 'ok', data: { language, kinds: DEFAULT_KIND_PREFERENCES } } }),
    'PUT /notifications/preferences': () => ({ body: { success: true, message: 'ok', data: null } }),
  });
}

afterEach(() => {
  appStore.set(languageToldAtom, { userId: null, language: null });
  appStore.set(sessionAtom, null);
  appStore.set(languageChoiceAtom, null);
  vi.unstubAllGlobals();
});

describe('the language notifications are written in', () => {
  it('is told once at a session’s start on this device, and a later page load asks nothing', async () => {
    const api = serverWith('en');
    appStore.set(languageChoiceAtom, 'de');
    appStore.set(sessionAtom, fakeSession());
    const stop = syncNotificationLanguage(appStore);
    // A profile refresh while it is on its way is no second telling.
    appStore.set(sessionAtom, { ...appStore.get(sessionAtom)!, refreshedAt: Date.now() + 1 });
    await vi.waitFor(() => expect(puts(api.calls)).toEqual([{ language: 'de' }]));
    await vi.waitFor(() => expect(appStore.get(languageToldAtom)).toEqual({ userId: appStore.get(sessionAtom)!.user.user_id, language: 'de' }));
    stop();
    // The next page load: the device remembers it told the server.
    const again = syncNotificationLanguage(appStore);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(1);
    again();
  });

  it('is told again for another person on the same device', async () => {
    const api = serverWith('en');
    appStore.set(languageChoiceAtom, 'de');
    appStore.set(languageToldAtom, { userId: 999, language: 'de' });
    appStore.set(sessionAtom, fakeSession());
    const stop = syncNotificationLanguage(appStore);
    await vi.waitFor(() => expect(puts(api.calls)).toEqual([{ language: 'de' }]));
    expect(api.calls.filter((c) => c.method === 'GET')).toEqual([]);
    stop();
  });

  it('is sent when the person changes language, only while signed in', async () => {
    const api = serverWith('en');
    appStore.set(languageChoiceAtom, 'en');
    const stop = syncNotificationLanguage(appStore);
    appStore.set(languageChoiceAtom, 'ar');
    expect(api.calls).toHaveLength(0);
    appStore.set(sessionAtom, fakeSession());
    await vi.waitFor(() => expect(puts(api.calls)).toEqual([{ language: 'ar' }]));
    appStore.set(languageChoiceAtom, 'de');
    await vi.waitFor(() => expect(puts(api.calls)).toEqual([{ language: 'ar' }, { language: 'de' }]));
    stop();
  });

  it('never sends the test-only pseudo-locale', async () => {
    const api = serverWith('en');
    appStore.set(sessionAtom, fakeSession());
    appStore.set(languageToldAtom, { userId: appStore.get(sessionAtom)!.user.user_id, language: 'en' });
    const stop = syncNotificationLanguage(appStore);
    appStore.set(languageChoiceAtom, 'pseudo');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts(api.calls)).toEqual([]);
    stop();
  });
});
