import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_KIND_PREFERENCES } from '@/shared/contract/notifications';
import { languageChoiceAtom } from '@/client/lib/i18n/language';
import { sessionAtom } from '@/client/lib/session/session';
import { appStore } from '@/client/lib/store';
import { fakeSession } from '@/client/test-support/fake-session';
import { stubApi } from '@/client/test-support/fetch-stub';
import { syncNotificationLanguage } from './language-sync';

const puts = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

function serverWith(language: string) {
  return stubApi({
    'GET /notifications/preferences': () => ({ body: { success: true, message: 'ok', data: { language, kinds: DEFAULT_KIND_PREFERENCES } } }),
    'PUT /notifications/preferences': () => ({ body: { success: true, message: 'ok', data: null } }),
  });
}

afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(languageChoiceAtom, null);
  vi.unstubAllGlobals();
});

describe('the language notifications are written in', () => {
  it('is sent at the session’s start when the server has another', async () => {
    const api = serverWith('en');
    appStore.set(languageChoiceAtom, 'de');
    appStore.set(sessionAtom, fakeSession());
    const stop = syncNotificationLanguage(appStore);
    await vi.waitFor(() => expect(puts(api.calls)).toEqual([{ language: 'de' }]));
    // A profile refresh is no new session: nothing more is asked.
    appStore.set(sessionAtom, { ...appStore.get(sessionAtom)!, refreshedAt: Date.now() + 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    stop();
  });

  it('is not sent again when the server has it already', async () => {
    const api = serverWith('de');
    appStore.set(languageChoiceAtom, 'de');
    appStore.set(sessionAtom, fakeSession());
    const stop = syncNotificationLanguage(appStore);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts(api.calls)).toEqual([]);
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
    const stop = syncNotificationLanguage(appStore);
    appStore.set(languageChoiceAtom, 'pseudo');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts(api.calls)).toEqual([]);
    stop();
  });
});
