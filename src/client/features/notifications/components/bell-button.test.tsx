import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/shared/screen-paths';
import { appStore } from '@/client/lib/store';
import { stubApi } from '@/client/test-support/fetch-stub';
import { notificationPage as page } from '@/client/test-support/notification-item';
import { EMPTY_INBOX, inboxCopyAtom, unreadRevisionAtom } from '../atoms';
import { BellButton } from './bell-button';
import { renderSignedIn } from './render-signed-in';

function renderBell(online = true) {
  renderSignedIn(<BellButton />, { online });
  return screen.getByTestId('notifications-bell');
}

describe('the bell', () => {
  it('opens the inbox and says how many are unread, in its name too', async () => {
    stubApi({ 'GET /notifications': () => ({ body: { success: true, message: 'ok', data: page([], null, 3) } }) });
    const bell = renderBell();
    expect(bell.getAttribute('href')).toBe(PATHS.notifications);
    await waitFor(() => expect(screen.getByTestId('notifications-bell-count').textContent).toBe('3'));
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 3 unread');
  });

  it('asks again when the app comes back to the front and after reading', async () => {
    let unread = 1;
    const api = stubApi({ 'GET /notifications': () => ({ body: { success: true, message: 'ok', data: page([], null, unread) } }) });
    const bell = renderBell();
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread'));

    unread = 2;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));

    unread = 0;
    act(() => appStore.set(unreadRevisionAtom, (n) => n + 1));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByTestId('notifications-bell-count')).toBeNull();
    // The bell asks only for the count: one item at most.
    expect(api.fetchStub.mock.calls.every(([url]) => new URL(String(url), 'http://localhost').searchParams.get('limit') === '1')).toBe(true);
  });

  it('offline shows the count last seen, without asking', () => {
    const api = stubApi({});
    act(() => appStore.set(inboxCopyAtom, { ...EMPTY_INBOX, userId: 7, unread: 4 }));
    const bell = renderBell(false);
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 4 unread');
    expect(api.calls).toHaveLength(0);
  });
});
