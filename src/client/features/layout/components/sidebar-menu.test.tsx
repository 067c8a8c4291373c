import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Role } from '@/shared/roles';
import { sessionAtom } from '@/client/lib/session/session';
import { fakeSession } from '@/client/test-support/fake-session';
import { SidebarMenu } from './sidebar-menu';

function renderMenu(role: Role, path: string) {
  const store = createStore();
  store.set(sessionAtom, fakeSession(role));
  const location = memoryLocation({ path });
  render(
    <Provider store={store}>
      <Router hook={location.hook}>
        <SidebarMenu />
      </Router>
    </Provider>,
  );
  return location;
}

const parent = (name: string) => screen.getByRole('button', { name });

describe('the sidebar menu', () => {
  it('opens the parent of the current path and marks the current page', () => {
    renderMenu('ADMIN', '/admin/users/add-new');
    expect(parent('Users').getAttribute('aria-expanded')).toBe('true');
    expect(parent('Events').getAttribute('aria-expanded')).toBe('false');
    const current = screen.getByRole('link', { name: 'Add new user' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Create event' })).toBeNull();
  });

  it('keeps one accordion parent open at a time', async () => {
    const user = userEvent.setup();
    renderMenu('ADMIN', '/admin/dashboard');
    expect(parent('Users').getAttribute('aria-expanded')).toBe('false');
    await user.click(parent('Users'));
    expect(parent('Users').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'All users' }).getAttribute('href')).toBe('/admin/users');
    await user.click(parent('Events'));
    expect(parent('Events').getAttribute('aria-expanded')).toBe('true');
    expect(parent('Users').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'All users' })).toBeNull();
    await user.click(parent('Events'));
    expect(parent('Events').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the new parent when navigation moves to another parent’s child', () => {
    const location = renderMenu('ADMIN', '/admin/users');
    expect(parent('Users').getAttribute('aria-expanded')).toBe('true');
    act(() => location.navigate('/admin/event/create'));
    expect(parent('Events').getAttribute('aria-expanded')).toBe('true');
    expect(parent('Users').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Create event' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes the drawer (or anything else) when a page is chosen', async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(sessionAtom, fakeSession('ADMIN'));
    const location = memoryLocation({ path: '/admin/dashboard', record: true });
    let navigated = 0;
    render(
      <Provider store={store}>
        <Router hook={location.hook}>
          <SidebarMenu onNavigate={() => navigated++} />
        </Router>
      </Provider>,
    );
    await user.click(parent('Events'));
    await user.click(screen.getByRole('link', { name: 'Create event' }));
    expect(location.history.at(-1)).toBe('/admin/event/create');
    expect(navigated).toBe(1);
  });

  it('links items without children to /{link} and shows the role’s own set', () => {
    renderMenu('DISTRIBUTOR', '/distributor/dashboard');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/distributor/dashboard'],
      ['Depot', '/distributor/depot'],
      ['Coupons', '/coupon'],
    ]);
    expect(within(screen.getByTestId('sidebar-menu')).getByText('Dashboard').closest('a')?.getAttribute('aria-current')).toBe('page');
  });
});
