import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Redemption } from '@/shared/contract/coupons';
import { formatDateTime } from '@/client/lib/format/format';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { sessionAtom } from '@/client/lib/session/session';
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

const syncedAt = '2026-01-02T09:30:00.000Z';

function setup({ online, wallet, synced }: { online: boolean; wallet?: Redemption[]; synced?: string }) {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user, refreshedAt: 0 });
  store.set(onlineAtom, online);
  if (wallet) store.set(walletAtom, { userId: 6, entries: wallet.map((r) => ({ ...r, usedAt: null })), ...(synced && { syncedAt: synced }) });
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

  it('offline, says when the saved coupons were last checked with the server', () => {
    setup({ online: false, wallet: [saved], synced: syncedAt });
    expect(screen.getByTestId('wallet-as-of').textContent).toBe(`As of ${formatDateTime(syncedAt)}`);
  });

  it('offline and never checked with the server (stored by an older version): no time to give', () => {
    setup({ online: false, wallet: [saved] });
    expect(screen.queryByTestId('wallet-as-of')).toBeNull();
  });

  it('is rebuilt from the server when the device has nothing, and remembers when', async () => {
    fetchMine.mockResolvedValue([saved]);
    const before = Date.now();
    const { store } = setup({ online: true });
    expect(await screen.findByText('GREEN10A')).toBeTruthy();
    expect(store.get(walletAtom)).toMatchObject({ userId: 6, entries: [{ redemptionId: 1, usedAt: null }] });
    expect(Date.parse(store.get(walletAtom).syncedAt!)).toBeGreaterThanOrEqual(before);
    // Online and in line with the server: no age to give.
    expect(screen.queryByTestId('wallet-as-of')).toBeNull();
  });

  it('keeps showing the saved coupons when the server cannot be reached, as of the last sync', async () => {
    fetchMine.mockImplementation(async () => {
      throw new Error('An error occurred');
    });
    setup({ online: true, wallet: [saved], synced: syncedAt });
    expect(await screen.findByText(/Could not check for newer coupons/)).toBeTruthy();
    expect(screen.getByText('GREEN10A')).toBeTruthy();
    expect(screen.getByTestId('wallet-as-of').textContent).toBe(`As of ${formatDateTime(syncedAt)}`);
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
