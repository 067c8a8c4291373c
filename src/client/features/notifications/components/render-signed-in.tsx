// The notifications' component tests: a signed-in person on the app's store, online or not,
// and everything put back after each test.
import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { sessionAtom } from '@/client/lib/session/session';
import { appStore } from '@/client/lib/store';
import { fakeSession } from '@/client/test-support/fake-session';
import { EMPTY_INBOX, inboxCopyAtom } from '../atoms';

export function renderSignedIn(ui: ReactNode, { online = true } = {}) {
  act(() => {
    appStore.set(sessionAtom, fakeSession());
    appStore.set(onlineAtom, online);
  });
  return render(<Provider store={appStore}>{ui}</Provider>);
}

afterEach(() => {
  act(() => {
    appStore.set(sessionAtom, null);
    appStore.set(inboxCopyAtom, EMPTY_INBOX);
    appStore.set(onlineAtom, true);
  });
  vi.unstubAllGlobals();
});
