import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Redemption } from '@/shared/contract/coupons';
import { onlineAtom } from '@/client/lib/online-status';
import { sessionAtom } from '@/client/lib/session';
import { listMyRedemptions } from '@/client/lib/api/list-my-redemptions';
import { walletAtom } from '../atoms';
import { WalletPage } from './wallet-page';

vi.mock('@/client/lib/api/list-my-redemptions', () => ({ listMyRedemptions: vi.fn() }));
const fetchMine = vi.mocked(listMyRedemptions);

const user = { user_id: 6, name: 'Uma User', email: 'user@rebox.test', role: 'NORMAL_USER' as const, profile_image: null, available_reward_points: 500, user_code: 'U6' };
const saved: Redemption = {
  redemptionId: 1,
  couponId: 11,
  companyName: 'GreenGrocer',
  couponDescription: '10% off your next order at GreenGrocer',
  couponCode: 'GREEN10A',
  couponType: 'percentage',
  couponValue: 10,
  redeemLink: 'https://example.com/greengrocer/redeem',
  bannerImage: null,
  pointsSpent: 50,
  redeemedAt: '2026-01-01T10:00:00.000Z',
};

function setup({ online, wallet }: { online: boolean; wallet?: Redemption[] }) {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user, refreshedAt: 0 });
  store.set(onlineAtom, online);
  if (wallet) store.set(walletAtom, { userId: 6, entries: wallet.map((r) => ({ ...r, usedAt: null })) });
  render(
    <Provider store={store}>
      <WalletPage />
    </Provider>,
  );
  return { store, ui: userEvent.setup() };
}

beforeEach(() => {
  fetchMine.mockReset();
});

describe('My coupons', () => {
  it('opens offline from what this device saved, without asking the server', () => {
    setup({ online: false, wallet: [saved] });
    expect(screen.getByRole('heading', { name: 'My coupons' })).toBeTruthy();
    expect(screen.getByTestId('wallet-code').textContent).toBe('GREEN10A');
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    expect(fetchMine).not.toHaveBeenCalled();
  });

  it('is rebuilt from the server when the device has nothing', async () => {
    fetchMine.mockResolvedValue([saved]);
    const { store } = setup({ online: true });
    expect(await screen.findByText('GREEN10A')).toBeTruthy();
    expect(store.get(walletAtom)).toMatchObject({ userId: 6, entries: [{ redemptionId: 1, usedAt: null }] });
  });

  it('keeps showing the saved coupons when the server cannot be reached', async () => {
    fetchMine.mockImplementation(async () => {
      throw new Error('An error occurred');
    });
    setup({ online: true, wallet: [saved] });
    expect(await screen.findByText(/Could not check for newer coupons/)).toBeTruthy();
    expect(screen.getByText('GREEN10A')).toBeTruthy();
  });

  it('draws a QR code of the code on demand', async () => {
    const { ui } = setup({ online: false, wallet: [saved] });
    await ui.click(screen.getByRole('button', { name: 'Show QR code' }));
    const qr = await screen.findByRole('img', { name: 'QR code of coupon code GREEN10A' });
    expect(qr.getAttribute('data-qr-value')).toBe('GREEN10A');
    expect(qr.querySelector('svg')).not.toBeNull();
  });

  it('marks a coupon used and keeps the mark', async () => {
    const { ui, store } = setup({ online: false, wallet: [saved] });
    await ui.click(screen.getByRole('checkbox', { name: 'Mark as used' }));
    await waitFor(() => expect(store.get(walletAtom).entries[0]!.usedAt).not.toBeNull());
    expect(screen.getByText(/^Used /)).toBeTruthy();
  });

  it('says so when nothing was redeemed yet', async () => {
    fetchMine.mockResolvedValue([]);
    setup({ online: true });
    expect(await screen.findByText(/You have not redeemed any coupons yet/)).toBeTruthy();
  });
});
