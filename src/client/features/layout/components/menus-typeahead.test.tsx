import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Role } from '@/shared/roles';
import { sessionAtom } from '@/client/lib/session/session';
import { TYPEAHEAD_RESET_MS } from '@/client/lib/hooks/use-typeahead';
import { fakeSession } from '@/client/test-support/fake-session';
import { HorizontalMenu } from './horizontal-menu';
import { SidebarMenu } from './sidebar-menu';

function renderAs(role: Role, path: string, ui: ReactNode) {
  const store = createStore();
  store.set(sessionAtom, fakeSession(role));
  render(
    <Provider store={store}>
      <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
    </Provider>,
  );
}

const focused = () => document.activeElement?.textContent?.trim();
const pause = () => new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));

describe('type-ahead in the role menu', () => {
  it('in the sidebar (and the drawer, the same list): letters add up, a pause starts afresh', async () => {
    const user = userEvent.setup();
    renderAs('ADMIN', '/admin/dashboard', <SidebarMenu />);
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('c');
    expect(focused()).toBe('Clients');
    await user.keyboard('oupons');
    expect(focused()).toBe('Coupons');
    await pause();
    await user.keyboard('e');
    expect(focused()).toBe('Events');
  });

  it('in the horizontal menu: along the bar, and among an open parent’s children', async () => {
    const user = userEvent.setup();
    renderAs('EVENT_MANAGER', '/event-manager/dashboard', <HorizontalMenu />);
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('m');
    expect(focused()).toBe('Manage Events');
    await user.keyboard('{Enter}');
    await pause();
    await user.keyboard('c');
    expect(focused()).toBe('Create event');
  });
});
