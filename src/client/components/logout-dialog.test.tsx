import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutConfirmAtom } from '../lib/session/logout';
import { onlineAtom } from '../lib/pwa/online-status';
import { sessionAtom } from '../lib/session/session';
import { appStore } from '../lib/store';
import { fakeSession } from '../test-support/fake-session';
import { stubApi } from '../test-support/fetch-stub';
import { LOGOUT_OFFLINE_WARNING, LogoutDialog } from './logout-dialog';

afterEach(() => {
  cleanup();
  appStore.set(sessionAtom, null);
  appStore.set(logoutConfirmAtom, false);
  appStore.set(onlineAtom, true);
  vi.unstubAllGlobals();
});

function open(online: boolean) {
  appStore.set(sessionAtom, fakeSession('NORMAL_USER'));
  appStore.set(onlineAtom, online);
  appStore.set(logoutConfirmAtom, true);
  render(
    <Provider store={appStore}>
      <LogoutDialog />
    </Provider>,
  );
}

describe('the "Log out?" confirmation', () => {
  it('Cancel keeps the session', async () => {
    open(true);
    expect(screen.queryByText(LOGOUT_OFFLINE_WARNING)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(appStore.get(logoutConfirmAtom)).toBe(false);
    expect(appStore.get(sessionAtom)).not.toBeNull();
  });

  it('offline, warns what leaves the device, and still logs out', async () => {
    const { calls } = stubApi({});
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open(false);
    expect(screen.getByRole('alert').textContent).toBe(LOGOUT_OFFLINE_WARNING);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(appStore.get(sessionAtom)).toBeNull());
    expect(window.location.pathname).toBe('/login');
    expect(calls).toEqual([]);
    offline.mockRestore();
  });
});
