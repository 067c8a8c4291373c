import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { sessionAtom } from '@/client/lib/session/session';
import { fakeSession } from '@/client/test-support/fake-session';
import { TYPEAHEAD_RESET_MS } from '@/client/lib/hooks/use-typeahead';
import { ProfileMenu } from './profile-menu';

function renderMenu(card?: boolean) {
  const store = createStore();
  store.set(sessionAtom, fakeSession('NORMAL_USER', 60 * 60 * 1000, { name: 'Robin Recycler', available_reward_points: 1250 }));
  render(
    <Provider store={store}>
      <Router hook={memoryLocation({ path: '/user/dashboard' }).hook}>
        <ProfileMenu card={card} />
      </Router>
    </Provider>,
  );
  return screen.getByRole('button', { name: /Robin Recycler/ });
}

describe('the profile dropdown', () => {
  it('with rightMenuCard, its button is a card with the avatar, the name and the points', () => {
    const button = renderMenu(true);
    const card = within(button).getByTestId('header-menu-card');
    expect(card.textContent).toBe('Robin RecyclerPoints 1,250');
    expect(button.querySelector('img')).toBeTruthy();
  });

  it('without it, its button shows the avatar and the name only', () => {
    const button = renderMenu();
    expect(within(button).queryByTestId('header-menu-card')).toBeNull();
    expect(button.textContent).toBe('Robin Recycler');
  });

  it('moves to the entry a typed letter names, and starts afresh after a pause', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.keyboard('l');
    expect(document.activeElement?.textContent?.trim()).toBe('Logout');
    await user.keyboard('w');
    expect(document.activeElement?.textContent?.trim()).toBe('Logout');
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('w');
    expect(document.activeElement?.textContent?.trim()).toBe('Where to return boxes');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
