import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/shared/screen-paths';
import { formatDateTime } from '@/client/lib/format/format';
import { appStore } from '@/client/lib/store';
import { stubApi } from '@/client/test-support/fetch-stub';
import { notificationItem as item, notificationPage as page } from '@/client/test-support/notification-item';
import { inboxCopyAtom } from '../atoms';
import { NotificationsPage } from './notifications-page';
import { renderSignedIn } from './render-signed-in';

const ok = (data: unknown) => ({ body: { success: true, message: 'ok', data } });

function renderPage({ online = true } = {}) {
  renderSignedIn(<NotificationsPage />, { online });
  return userEvent.setup();
}

beforeEach(() => {
  history.replaceState(null, '', PATHS.notifications);
});


const rows = () => screen.getAllByTestId('notification');

describe('the inbox', () => {
  it('lists the newest first, marks the unread, and opening one marks it read and opens its screen', async () => {
    const api = stubApi({
      'GET /notifications': () => ok(page([item(3, { title: 'You earned 20 points', screen: PATHS.wallet }), item(2, { readAt: '2026-01-01T11:00:00Z' })], null, 1)),
      'POST /notifications/read': () => ok({ unread: 0 }),
    });
    const ui = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.dataset.unread)).toEqual(['true', 'false']);
    expect(within(rows()[0]!).getByText('Unread:')).toBeTruthy();

    await ui.click(screen.getByText('You earned 20 points'));
    expect(location.pathname).toBe(PATHS.wallet);
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [3] }));
    await waitFor(() => expect(appStore.get(inboxCopyAtom).unread).toBe(0));
    expect(appStore.get(inboxCopyAtom).items[0]!.readAt).not.toBeNull();
  });

  it('"Mark all as read" reads them all at once', async () => {
    const api = stubApi({
      'GET /notifications': () => ok(page([item(3), item(2)], null, 2)),
      'POST /notifications/read': () => ok({ unread: 0 }),
    });
    const ui = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await ui.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ all: true });
    await waitFor(() => expect(rows().map((row) => row.dataset.unread)).toEqual(['false', 'false']));
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages on with "Load more" by the server’s cursor', async () => {
    // One path answers both pages: the cursor is in the query.
    const api = stubApi({});
    api.fetchStub.mockImplementation(async (input: string | URL | Request) => {
      const cursor = new URL(String(input), 'http://localhost').searchParams.get('cursor');
      const answer = cursor === 'after-2' ? page([item(1, { title: 'The oldest' })], null, 0) : page([item(3), item(2)], 'after-2', 0);
      return new Response(JSON.stringify({ success: true, message: 'ok', data: answer }), { headers: { 'content-type': 'application/json' } });
    });
    const ui = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await ui.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]!).getByText('The oldest')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    stubApi({ 'GET /notifications': () => ok(page([], null, 0)) });
    renderPage();
    await screen.findByText(/No notifications yet/);
    expect(screen.queryByTestId('notifications-as-of')).toBeNull();
  });

  it('offline shows the copy last seen, as of then, without asking', () => {
    const api = stubApi({});
    const at = '2026-01-02T09:30:00.000Z';
    act(() => appStore.set(inboxCopyAtom, { userId: 7, items: [item(5, { title: 'Seen before' })], nextCursor: null, unread: 1, at }));
    renderPage({ online: false });
    expect(screen.getByText('Seen before')).toBeTruthy();
    expect(screen.getByTestId('notifications-as-of').textContent).toBe(`As of ${formatDateTime(at)}`);
    expect(api.calls).toHaveLength(0);
  });
});
