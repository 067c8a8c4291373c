import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry, PointsHistoryAnswer } from '@/shared/contract/points';
import { ApiError } from '@/client/lib/api/api-client';
import { formatDateTime } from '@/client/lib/format/format';
import { sessionAtom } from '@/client/lib/session/session';
import { getPointsHistory } from '../api/get-points-history';
import { dashboardSnapshotAtom } from '../atoms';
import { PointsHistory } from './points-history';

vi.mock('../api/get-points-history', () => ({ getPointsHistory: vi.fn() }));
const fetchHistory = vi.mocked(getPointsHistory);

const user = { user_id: 6, name: 'Uma User', email: 'user@rebox.test', role: 'NORMAL_USER' as const, profile_image: null, available_reward_points: 500, user_code: 'U6' };
const entry = (id: number, note: string): LedgerEntry => ({
  id,
  reason: 'return',
  delta: 10,
  note,
  createdAt: '2026-01-01T10:00:00.000Z',
  source: { type: 'return', id },
  actor: null,
});
const answer = (items: LedgerEntry[], total = items.length): PointsHistoryAnswer =>
  ({ items, total, page: 1, pageSize: 10, balance: 500 }) as PointsHistoryAnswer;
const offlineFailure = () => Promise.reject(new ApiError('You are offline. Check your connection and try again.'));

function setup() {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user, refreshedAt: 0 });
  const view = render(
    <Provider store={store}>
      <PointsHistory online />
    </Provider>,
  );
  const goOffline = () =>
    view.rerender(
      <Provider store={store}>
        <PointsHistory online={false} />
      </Provider>,
    );
  return { store, goOffline };
}

beforeEach(() => {
  fetchHistory.mockReset();
});

describe('the points history', () => {
  it('live: the entries, without an age', async () => {
    fetchHistory.mockResolvedValue(answer([entry(1, 'Corner shop')]));
    setup();
    expect(await screen.findByText('Corner shop')).toBeTruthy();
    expect(screen.queryByTestId('section-as-of')).toBeNull();
  });

  it('when the connection drops with it open: the same entries, as of when they came, not an error', async () => {
    fetchHistory.mockResolvedValue(answer([entry(1, 'Corner shop')]));
    const { store, goOffline } = setup();
    await screen.findByText('Corner shop');
    // Stored by an effect after the render that shows the entries: wait for it, not only for them.
    const seenAt = await vi.waitFor(() => store.get(dashboardSnapshotAtom).history!.at);

    fetchHistory.mockImplementation(offlineFailure);
    goOffline();
    expect((await screen.findByTestId('section-as-of')).textContent).toBe(`As of ${formatDateTime(seenAt)}`);
    expect(screen.getByText('Corner shop')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Show more" failing online says why and keeps the list as it was, with no age', async () => {
    fetchHistory.mockResolvedValueOnce(answer([entry(1, 'Corner shop')], 2)).mockRejectedValueOnce(new ApiError('An error occurred', 500));
    setup();
    await screen.findByText('Corner shop');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred');
    expect(screen.queryByTestId('section-as-of')).toBeNull();
  });
});
