import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { del, get, set } from 'idb-keyval';
import { Provider, createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { hydratePersistedAtoms } from '@/client/lib/persisted-atom';
import { sessionAtom } from '@/client/lib/session/session';
import { fakeSession } from '@/client/test-support/fake-session';
import { LAYOUT_DEFAULTS, customizerOpenAtom, layoutAtom } from '../atoms';
import { Header } from './header';
import { ThemeCustomizer } from './theme-customizer';

const KEY = 'rebox:layout:v1';

async function renderHeader(width: number) {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 900 });
  const store = createStore();
  await hydratePersistedAtoms(store, [layoutAtom]);
  store.set(sessionAtom, fakeSession('NORMAL_USER', 60 * 60 * 1000, { name: 'Robin Recycler', available_reward_points: 1250 }));
  store.set(customizerOpenAtom, true);
  render(
    <Provider store={store}>
      <Router hook={memoryLocation({ path: '/user/dashboard' }).hook}>
        <Header />
        <ThemeCustomizer />
      </Router>
    </Provider>,
  );
  return store;
}

const profileButton = () => within(screen.getByTestId('profile-menu')).getByRole('button', { name: /Robin Recycler/ });

beforeEach(async () => {
  await del(KEY);
});

describe('the rightMenuCard layout preference', () => {
  it('is off by default, and a record stored before it existed reads as off', async () => {
    expect(LAYOUT_DEFAULTS.rightMenuCard).toBe(false);
    await set(KEY, { ...LAYOUT_DEFAULTS, rightMenuCard: undefined, darkMode: true, themeChosen: true });
    const store = createStore();
    await hydratePersistedAtoms(store, [layoutAtom]);
    expect(store.get(layoutAtom)).toEqual({ ...LAYOUT_DEFAULTS, darkMode: true, themeChosen: true, rightMenuCard: false });
  });

  it('is switched in the theme customizer on a wide screen, shows the header’s profile card and is kept for the next visit', async () => {
    const user = userEvent.setup();
    await renderHeader(1440);
    expect(within(profileButton()).queryByTestId('header-menu-card')).toBeNull();
    const toggle = screen.getByRole('checkbox', { name: 'Profile card in the header' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(within(profileButton()).getByTestId('header-menu-card').textContent).toBe('Robin RecyclerPoints 1,250');
    await waitFor(async () => expect((await get(KEY))?.rightMenuCard).toBe(true));
    const nextVisit = createStore();
    await hydratePersistedAtoms(nextVisit, [layoutAtom]);
    expect(nextVisit.get(layoutAtom)).toEqual({ ...LAYOUT_DEFAULTS, rightMenuCard: true });
  });

  it('is not offered where the card would not show (below xl)', async () => {
    await renderHeader(1024);
    expect(screen.queryByRole('checkbox', { name: 'Profile card in the header' })).toBeNull();
  });
});
