import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { logoutConfirmAtom } from '@/client/lib/session/logout';
import { fakeUser } from '@/client/test-support/fake-session';
import { UserMenu } from './user-menu';

function renderMenu() {
  const store = createStore();
  const location = memoryLocation({ path: '/coupons', record: true });
  render(
    <Provider store={store}>
      <Router hook={location.hook}>
        <UserMenu user={fakeUser('BUSINESS_USER', { name: 'Bea Business', available_reward_points: 1250 })} />
      </Router>
    </Provider>,
  );
  return { store, location, menu: screen.getByTestId('main-screen-menu') as HTMLDetailsElement };
}

describe('the catalogue’s profile dropdown (main-screen mode)', () => {
  it('shows who is signed in with their points, and its entries are Dashboard and Logout', async () => {
    const user = userEvent.setup();
    const { menu } = renderMenu();
    await user.click(screen.getByLabelText('Account menu of Bea Business'));
    expect(menu.open).toBe(true);
    expect(within(menu).getByText('Bea Business')).toBeTruthy();
    expect(within(menu).getByText('Points: 1,250')).toBeTruthy();
    const entries = [...menu.querySelectorAll('ul a, ul button')].map((entry) => entry.textContent);
    expect(entries).toEqual(['Dashboard', 'Logout']);
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/login');
  });

  it('Dashboard goes to /login; typing a letter moves to Logout, which asks first', async () => {
    const user = userEvent.setup();
    const { store, location, menu } = renderMenu();
    await user.click(screen.getByLabelText('Account menu of Bea Business'));
    await user.keyboard('l');
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Logout' }));
    await user.keyboard('d');
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Logout' }));
    await user.keyboard('{Enter}');
    expect(store.get(logoutConfirmAtom)).toBe(true);
    await user.click(screen.getByLabelText('Account menu of Bea Business'));
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(location.history.at(-1)).toBe('/login');
    expect(menu.open).toBe(false);
  });
});
