import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon, RedeemAnswer } from '@/shared/contract/coupons';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { refreshProfile } from '@/client/lib/session/profile-refresh';
import { sessionAtom } from '@/client/lib/session/session';
import { redeemCoupon } from '../api/redeem-coupon';
import { RedeemDialog } from './redeem-dialog';

vi.mock('../api/redeem-coupon', () => ({ redeemCoupon: vi.fn() }));
vi.mock('@/client/lib/session/profile-refresh', () => ({ refreshProfile: vi.fn(async () => null) }));

const coupon: Coupon = {
  id: 7,
  companyId: 1,
  company: { id: 1, companyName: 'GreenGrocer' },
  couponDescription: '20% off a yearly membership at GreenGrocer',
  couponCode: 'GREEN20E',
  couponType: 'percentage',
  couponValue: 20,
  bannerImage: null,
  pointToRedeem: 150,
  redeemLink: 'https://example.com/greengrocer/redeem',
  stock: null,
  perUserLimit: null,
  validFrom: null,
  validUntil: null,
  hasCodePool: false,
};
const answer: RedeemAnswer = {
  couponDescription: coupon.couponDescription,
  couponCode: 'GREEN20E',
  couponType: 'percentage',
  couponValue: 20,
  redeemLink: coupon.redeemLink,
  bannerImage: null,
  redemptionId: 31,
  pointsSpent: 150,
  available_reward_points: 350,
};
const user = { user_id: 6, name: 'Uma User', email: 'user@rebox.test', role: 'NORMAL_USER' as const, profile_image: null, available_reward_points: 500, user_code: 'U6' };

const redeem = vi.mocked(redeemCoupon);

function setup(online = true) {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user, refreshedAt: 0 });
  store.set(onlineAtom, online);
  const onClose = vi.fn();
  const onRedeemed = vi.fn();
  render(
    <Provider store={store}>
      <Toaster />
      <RedeemDialog coupon={coupon} onClose={onClose} onRedeemed={onRedeemed} />
    </Provider>,
  );
  return { store, onClose, onRedeemed, ui: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: /CONTINUE|Loading\.\.\./ });

beforeEach(() => {
  redeem.mockReset();
  vi.mocked(refreshProfile).mockClear();
});

describe('redemption modal', () => {
  it("opens as a labelled dialog on 'ONE LAST CHECK' with the coupon and the four terms", () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'ONE LAST CHECK' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.textContent).toContain(coupon.couponDescription);
    expect(dialog.textContent).toContain('20% OFF');
    expect(dialog.textContent).toContain('150 points');
    for (const term of ['cannot be combined with other discounts', 'non-refundable', 'no cash value', 'cannot be transferred']) {
      expect(dialog.textContent).toContain(term);
    }
  });

  it('without the agreement: the toast and the inline warning, and nothing is sent', async () => {
    const { ui } = setup();
    await ui.click(continueButton());
    expect(await screen.findByText('Please agree to the terms and conditions.')).toBeTruthy();
    expect(screen.getByText('You must agree to the terms and conditions.')).toBeTruthy();
    expect(redeem).not.toHaveBeenCalled();
  });

  it("shows 'Loading...' during the call, then the success view, the toast, the new points and the refresh", async () => {
    let finish!: (value: RedeemAnswer) => void;
    redeem.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { ui, store, onRedeemed } = setup();
    await ui.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions.' }));
    await ui.click(continueButton());
    expect(continueButton().textContent).toBe('Loading...');
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(redeem).toHaveBeenCalledWith({ couponCodeId: 7, userId: 6 }, expect.any(String));
    await act(async () => finish(answer));

    expect(await screen.findByRole('heading', { name: 'YOU SCORED 20% OFF' })).toBeTruthy();
    expect(screen.getByText('GREEN20E')).toBeTruthy();
    expect(screen.getByText('Percentage off')).toBeTruthy();
    const shopNow = screen.getByRole('link', { name: 'SHOP NOW' });
    expect(shopNow.getAttribute('href')).toBe(coupon.redeemLink);
    expect(shopNow.getAttribute('target')).toBe('_blank');
    expect(shopNow.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Coupon Redeemed Successfully')).toBeTruthy();
    expect(store.get(sessionAtom)?.user.available_reward_points).toBe(350);
    expect(refreshProfile).toHaveBeenCalledWith(store);
    expect(onRedeemed).toHaveBeenCalledWith(answer);
  });

  it("on failure stays on the confirmation with the server's message in red and an error toast", async () => {
    redeem.mockRejectedValue(new Error('You need 50 more points to redeem this coupon.'));
    const { ui, onRedeemed } = setup();
    await ui.click(screen.getByRole('checkbox'));
    await ui.click(continueButton());
    const inline = await screen.findByRole('alert');
    expect(inline.textContent).toBe('You need 50 more points to redeem this coupon.');
    expect(inline.className).toContain('text-error');
    expect(screen.getAllByText('You need 50 more points to redeem this coupon.')).toHaveLength(2); // inline + toast
    expect(screen.getByRole('heading', { name: 'ONE LAST CHECK' })).toBeTruthy();
    expect(continueButton().textContent).toBe('CONTINUE');
    expect(onRedeemed).not.toHaveBeenCalled();
  });

  it('falls back to its own sentences when the server gave none', async () => {
    redeem.mockRejectedValue(new Error('An error occurred'));
    const { ui } = setup();
    await ui.click(screen.getByRole('checkbox'));
    await ui.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while redeeming the coupon');
    expect(await screen.findByText('An error occurred')).toBeTruthy();
  });

  it('retries with the same Idempotency-Key within one opening', async () => {
    redeem.mockRejectedValueOnce(new Error('An error occurred')).mockResolvedValueOnce(answer);
    const { ui } = setup();
    await ui.click(screen.getByRole('checkbox'));
    await ui.click(continueButton());
    await screen.findByRole('alert');
    await ui.click(continueButton());
    await screen.findByRole('heading', { name: 'YOU SCORED 20% OFF' });
    expect(redeem).toHaveBeenCalledTimes(2);
    expect(redeem.mock.calls[0]![1]).toBe(redeem.mock.calls[1]![1]);
  });

  it('sends once for a double click', async () => {
    redeem.mockResolvedValue(answer);
    const { ui } = setup();
    await ui.click(screen.getByRole('checkbox'));
    await ui.dblClick(continueButton());
    await screen.findByRole('heading', { name: 'YOU SCORED 20% OFF' });
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  it('offline: says it needs a connection and CONTINUE is disabled', async () => {
    setup(false);
    expect(screen.getByText(/needs a connection/)).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
  });

  it('GO BACK and Escape close it', async () => {
    const { ui, onClose } = setup();
    await ui.click(screen.getByRole('button', { name: 'GO BACK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('gives each opening its own Idempotency-Key', async () => {
    redeem.mockRejectedValue(new Error('An error occurred'));
    const first = setup();
    await first.ui.click(screen.getByRole('checkbox'));
    await first.ui.click(continueButton());
    await screen.findByRole('alert');
    document.body.innerHTML = '';
    const second = setup();
    await second.ui.click(screen.getAllByRole('checkbox').at(-1)!);
    await second.ui.click(screen.getAllByRole('button', { name: 'CONTINUE' }).at(-1)!);
    await waitFor(() => expect(redeem).toHaveBeenCalledTimes(2));
    expect(redeem.mock.calls[0]![1]).not.toBe(redeem.mock.calls[1]![1]);
  });
});
