import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { formatAsOf } from '@/client/lib/session/points-freshness';
import { sessionAtom } from '@/client/lib/session/session';
import { BalanceCard } from './balance-card';
import { PersonalCodeCard } from './personal-code-card';

const user = { user_id: 7, name: 'Ulf User', email: 'user2@rebox.test', role: 'NORMAL_USER' as const, profile_image: null, available_reward_points: 1234, user_code: 'K7M2QX9P' };
const refreshedAt = Date.parse('2030-05-01T10:15:00Z');

function setup(online: boolean) {
  const store = createStore();
  store.set(sessionAtom, { token: 'jwt', user, refreshedAt });
  store.set(onlineAtom, online);
  render(
    <Provider store={store}>
      <BalanceCard />
      <PersonalCodeCard />
    </Provider>,
  );
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
    const asOf = screen.getByTestId('balance-as-of').textContent!;
    expect(asOf.startsWith('Offline: as of ')).toBe(true);
    expect(asOf).toContain(formatAsOf(new Date(refreshedAt)));
    expect(screen.getByTestId('balance').textContent).toBe((1234).toLocaleString());
  });

  it('draws the QR code of the user code from the session, no network needed', () => {
    setup(false);
    const qr = screen.getByRole('img', { name: 'QR code of your personal code K7M2QX9P' });
    expect(qr.getAttribute('data-qr-value')).toBe('K7M2QX9P');
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('user-code').textContent).toBe('K7M2QX9P');
  });
});
