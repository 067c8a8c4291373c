import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { del, get, set } from 'idb-keyval';
import { Provider, createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { hydratePersistedAtoms } from '@/client/lib/persisted-atom';
import { LAYOUT_DEFAULTS, customizerOpenAtom, layoutAtom } from '../atoms';
import { LayoutEffects } from './layout-effects';
import { ThemeCustomizer } from './theme-customizer';

const KEY = 'rebox:layout:v1';

async function renderCustomizer(width = 1024) {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });
  const store = createStore();
  await hydratePersistedAtoms(store, [layoutAtom]);
  store.set(customizerOpenAtom, true);
  render(
    <Provider store={store}>
      <LayoutEffects />
      <ThemeCustomizer />
    </Provider>,
  );
  return store;
}

beforeEach(async () => {
  await del(KEY);
});

describe('the theme customizer', () => {
  it('is titled as the spec says and starts from the spec’s defaults', async () => {
    await renderCustomizer();
    expect(screen.getByRole('dialog', { name: 'Theme customizer' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Full' }) as HTMLInputElement).checked).toBe(true);
    expect((within(screen.getByRole('group', { name: 'Navbar type' })).getByRole('radio', { name: 'Sticky' }) as HTMLInputElement).checked).toBe(true);
    expect((within(screen.getByRole('group', { name: 'Footer type' })).getByRole('radio', { name: 'Static' }) as HTMLInputElement).checked).toBe(true);
    expect(document.body.classList.contains('light')).toBe(true);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('applies each change at once and keeps it for the next visit', async () => {
    const user = userEvent.setup();
    await renderCustomizer();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('checkbox', { name: 'RTL' }));
    await user.click(screen.getByRole('radio', { name: 'Bordered' }));
    await user.click(screen.getByRole('checkbox', { name: 'Menu collapsed' }));
    await user.click(screen.getByText('Advanced'));
    await user.click(within(screen.getByRole('group', { name: 'Footer type' })).getByRole('radio', { name: 'Hidden' }));

    expect(document.body.classList.contains('dark')).toBe(true);
    expect(document.body.classList.contains('skin--bordered')).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('rebox-dark');
    expect(document.documentElement.dir).toBe('rtl');

    await waitFor(async () => expect((await get(KEY))?.footerType).toBe('hidden'));
    const nextVisit = createStore();
    await hydratePersistedAtoms(nextVisit, [layoutAtom]);
    expect(nextVisit.get(layoutAtom)).toEqual({
      ...LAYOUT_DEFAULTS,
      darkMode: true,
      isRTL: true,
      skin: 'bordered',
      isCollapsed: true,
      footerType: 'hidden',
      themeChosen: true,
    });
  });

  it('keeps the admin template’s frame options under Advanced, and Reset brings back every default', async () => {
    const user = userEvent.setup();
    const store = await renderCustomizer();
    const advanced = screen.getByTestId('customizer-advanced') as HTMLDetailsElement;
    expect(advanced.open).toBe(false);
    for (const name of ['Content width', 'Navbar type', 'Footer type']) expect(advanced.contains(screen.getByRole('group', { name, hidden: true }))).toBe(true);
    expect(advanced.contains(screen.getByRole('checkbox', { name: 'Menu hidden', hidden: true }))).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('checkbox', { name: 'RTL' }));
    expect(document.documentElement.dataset.theme).toBe('rebox-dark');
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(store.get(layoutAtom)).toEqual(LAYOUT_DEFAULTS);
    expect(document.documentElement.dataset.theme).toBe('rebox');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('follows the device’s dark setting until a theme is picked', async () => {
    const device = (window as unknown as { happyDOM: { settings: { device: { prefersColorScheme: string } } } }).happyDOM.settings.device;
    device.prefersColorScheme = 'dark';
    try {
      const user = userEvent.setup();
      await renderCustomizer();
      expect(document.documentElement.dataset.theme).toBe('rebox-dark');
      expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
      await user.click(screen.getByRole('radio', { name: 'Light' }));
      expect(document.documentElement.dataset.theme).toBe('rebox');
      await waitFor(async () => expect(await get(KEY)).toMatchObject({ darkMode: false, themeChosen: true }));
    } finally {
      device.prefersColorScheme = 'light';
    }
  });

  it('offers the menu layout only on extra-wide screens', async () => {
    await renderCustomizer(1024);
    expect(screen.queryByRole('group', { name: 'Menu layout' })).toBeNull();
    // Unmounted by React, not wiped: the dialog lives in a portal at the end of the body.
    cleanup();
    await renderCustomizer(1440);
    expect(screen.getByRole('group', { name: 'Menu layout' })).toBeTruthy();
  });

  it('keeps the valid part of a stored record of another shape', async () => {
    await set(KEY, { darkMode: true, skin: 'neon', navBarType: 42, legacyFlag: 'x' });
    const store = createStore();
    await hydratePersistedAtoms(store, [layoutAtom]);
    // A dark theme stored before the device's setting was followed was somebody's choice.
    expect(store.get(layoutAtom)).toEqual({ ...LAYOUT_DEFAULTS, darkMode: true, themeChosen: true });
  });
});
