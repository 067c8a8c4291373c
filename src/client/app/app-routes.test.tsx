import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/shared/roles';
import { sessionAtom } from '../lib/session/session';
import { fakeSession } from '../test-support/fake-session';
import { stubApi } from '../test-support/fetch-stub';
import { AppRoutes } from './app-routes';

function renderAt(path: string, role: Role | null) {
  window.history.replaceState(null, '', path);
  const store = createStore();
  if (role) store.set(sessionAtom, fakeSession(role));
  render(
    <Provider store={store}>
      <AppRoutes />
    </Provider>,
  );
  return store;
}

const here = () => window.location.pathname + window.location.search;

// The screens behind the routes are lazy chunks: the first import of one compiles its modules,
// which can take longer than the default 1 s on a loaded machine.
const LAZY = { timeout: 5000 };

// The pages behind the guards load their own data; here no server answers (404 for all).
beforeEach(() => {
  stubApi({});
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Unmount first: wouter listens to replaceState, and a mounted router would render '/'.
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the route table behind its guards', () => {
  it('sends a signed-out visitor from a staff page to the login form, remembering the page', async () => {
    renderAt('/admin/users', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, LAZY)).toBeTruthy();
    expect(here()).toBe('/login?next=%2Fadmin%2Fusers');
  });

  it('bounces a wrong role through /login to its own dashboard without showing the page', async () => {
    renderAt('/admin/coupon-management', 'NORMAL_USER');
    await waitFor(() => expect(here()).toBe('/user/dashboard'), LAZY);
    const menu = await screen.findByTestId('sidebar-menu', {}, LAZY);
    expect(within(menu).queryByRole('link', { name: 'Coupon Management' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/user/dashboard');
  });

  it('opens a role page for its role inside the dashboard frame, with the role menu', async () => {
    renderAt('/admin/coupon-management', 'ADMIN');
    const menu = await screen.findByTestId('sidebar-menu', {}, LAZY);
    const current = within(menu).getByRole('link', { name: 'Coupon Management' });
    expect(current.getAttribute('href')).toBe('/admin/coupon-management');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { level: 1 }, LAZY)).toBeTruthy();
    expect(here()).toBe('/admin/coupon-management');
  });

  it('sends /dashboard to the role dashboard, and a signed-in visitor away from /login', async () => {
    renderAt('/dashboard', 'DISTRIBUTOR');
    await waitFor(() => expect(here()).toBe('/distributor/dashboard'), LAZY);
  });

  it('sends a signed-in visitor on /login back to where they were going', async () => {
    renderAt('/login?next=%2Finvite%2Fspring-drive', 'NORMAL_USER');
    await waitFor(() => expect(here()).toBe('/invite/spring-drive'), LAZY);
  });

  it('shows a not-found page for an unknown address', async () => {
    renderAt('/no/such/page', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY)).toBeTruthy();
  });

  it('puts right a profile-setting address with another user id', async () => {
    renderAt('/user/profile-setting/999', 'NORMAL_USER');
    await waitFor(() => expect(here()).toBe('/user/profile-setting/7'), LAZY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, LAZY)).toBeTruthy();
  });
});
