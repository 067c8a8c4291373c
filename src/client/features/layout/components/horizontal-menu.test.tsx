import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { sessionAtom } from '@/client/lib/session/session';
import { fakeSession } from '@/client/test-support/fake-session';
import { HorizontalMenu } from './horizontal-menu';

function renderAt(path: string) {
  const store = createStore();
  store.set(sessionAtom, fakeSession('EVENT_MANAGER'));
  const location = memoryLocation({ path, record: true });
  render(
    <Provider store={store}>
      <Router hook={location.hook}>
        <HorizontalMenu />
      </Router>
    </Provider>,
  );
  return location;
}

describe('the horizontal menu', () => {
  it('opens one parent’s children at a time, closes on Escape, and follows a child link', async () => {
    const user = userEvent.setup();
    const location = renderAt('/event-manager/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    const events = screen.getByRole('button', { name: 'Manage Events' });
    await user.click(events);
    expect(events.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(events.getAttribute('aria-expanded')).toBe('false');
    await user.click(events);
    await user.click(screen.getByRole('link', { name: 'Create event' }));
    expect(location.history.at(-1)).toBe('/event-manager/ManageEvents/create');
  });
});
