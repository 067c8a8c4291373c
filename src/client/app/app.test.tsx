import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { set } from 'idb-keyval';
import { Provider, createStore } from 'jotai';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratePersistedAtoms } from '../lib/persisted-atom';
import { sessionAtom } from '../lib/session/session';
import { expireStaleSession } from '../lib/session/session-lifecycle';
import { fakeSession } from '../test-support/fake-session';
import { stubApi } from '../test-support/fetch-stub';
import { App } from './app';
import { PERSISTED_ATOMS } from './persisted-atoms';

// The PWA layer needs the build's virtual modules (vite-plugin-pwa); it has its own tests.
vi.mock('../features/pwa/pwa-root', () => ({ PwaRoot: () => null }));

afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** What main.tsx does: read the stored state, end a stale session, render. */
async function boot(path: string) {
  window.history.replaceState(null, '', path);
  const store = createStore();
  await hydratePersistedAtoms(store, PERSISTED_ATOMS);
  expireStaleSession(store);
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  return store;
}

describe('opening the app', () => {
  it('with an expired stored token clears it, says so and shows the login form', async () => {
    stubApi({});
    await set('rebox:session:v1', fakeSession('ADMIN', -60_000));
    const store = await boot('/admin/dashboard');
    expect(await screen.findByText('Your session has expired. Please log in again')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(store.get(sessionAtom)).toBeNull();
    expect(screen.queryByText('Dashboard', { selector: 'h1' })).toBeNull();
  });

  it('with a valid stored token goes straight to the page, refreshes the profile and titles the document', async () => {
    const session = fakeSession('NORMAL_USER');
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the dashboard's own calls get 404s here
    stubApi({ 'GET /user/getUserById/7': () => ({ body: { success: true, message: 'User found', data: JSON.stringify({ ...session.user, name: 'Robin R.' }) } }) });
    await set('rebox:session:v1', session);
    const store = await boot('/user/dashboard');
    expect(await screen.findByTestId('header', {}, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/user/dashboard');
    expect(document.title).toBe('Rebox | /user/dashboard');
    // The refreshed name reaches the header at once.
    await waitFor(() => expect(store.get(sessionAtom)?.user.name).toBe('Robin R.'));
    expect(screen.getByTestId('header-name').textContent).toBe('Robin R.');
  });
});
