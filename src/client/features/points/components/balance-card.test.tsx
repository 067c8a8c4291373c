import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { ScreenAsOf } from '@/client/components/as-of';
import { formatDateTime } from '@/client/lib/format/format';
import { sessionAtom } from '@/client/lib/session/session';
import { BalanceCard } from './balance-card';
import { PersonalCodeCard } from './personal-code-card';

const user = { user_id: 7, name: 'Ulf User', email: 'user2@rebox.test', role: 'NORMAL_USER' as const, profile_image: null, available_reward_points: 1234, user_code: 'K7M2QX9P' };
const refreshedAt = Date.parse('2030-05-01T10:15:00Z');

function setup(online: boolean, { onScreen = false } = {}) {
  const store = createStore();
  store.set(sessionAtom, { token: 'jwt', user, refreshedAt });
  store.set(onlineAtom, online);
  const cards = (
    <>
      <BalanceCard />
      <PersonalCodeCard />
    </>
  );
  render(<Provider store={store}>{onScreen ? <ScreenAsOf>{cards}</ScreenAsOf> : cards}</Provider>);
  return store;
}

describe('the balance and the personal code', () => {
  it('online and confirmed this visit: the balance, without an age', () => {
    setup(true);
    expect(screen.getByTestId('balance').textContent).toBe((1234).toLocaleString());
    expect(screen.queryByTestId('balance-as-of')).toBeNull();
  });

  it('offline: the same balance, saying when it was last confirmed', () => {
    const store = setup(true);
    act(() => store.set(onlineAtom, false));
    expect(screen.getByTestId('balance-as-of-time').textContent).toBe(`As of ${formatDateTime(refreshedAt)}`);
    expect(screen.getByRole('button', { name: 'Refresh points' })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe((1234).toLocaleString());
  });

  it('on a screen with one "As of" line, gives its age to that line in the same format and keeps only Refresh', () => {
    setup(false, { onScreen: true });
    expect(screen.getAllByText(/^As of /).map((line) => line.textContent)).toEqual([`As of ${formatDateTime(refreshedAt)}`]);
    expect(screen.getByTestId('screen-as-of')).toBeTruthy();
    expect(screen.queryByTestId('balance-as-of-time')).toBeNull();
    expect(screen.getByTestId('balance-as-of').textContent).toBe('Refresh points');
  });

  it('draws the QR code of the user code from the session, no network needed', () => {
    setup(false);
    const qr = screen.getByRole('img', { name: 'QR code of your personal code K7M2QX9P' });
    expect(qr.getAttribute('data-qr-value')).toBe('K7M2QX9P');
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('user-code').textContent).toBe('K7M2QX9P');
  });
});
