import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { sessionAtom } from '@/client/lib/session/session';
import { getCouponList } from '../api/get-coupon-list';
import { cachedCouponsAtom } from '../atoms';
import { makeCoupon } from '../test/coupon-fixtures';
import { CataloguePage } from './catalogue-page';

vi.mock('../api/get-coupon-list', () => ({ getCouponList: vi.fn() }));
const load = vi.mocked(getCouponList);

const coupons = [
  makeCoupon({ id: 1, couponDescription: '10% off your next order at GreenGrocer', pointToRedeem: 50 }),
  makeCoupon({ id: 2, companyId: 2, company: { id: 2, companyName: 'CycleWorks' }, couponDescription: '$10 gift voucher at CycleWorks', pointToRedeem: 900 }),
];
const user = { user_id: 6, name: 'Uma User', email: 'user@rebox.test', role: 'NORMAL_USER' as const, profile_image: null, available_reward_points: 500, user_code: 'U6' };

function renderPage(store = createStore(), slot = vi.fn((_: { coupon: Coupon }) => <div role="dialog">modal for {_.coupon.id}</div>)) {
  render(
    <Provider store={store}>
      <CataloguePage renderRedeemDialog={slot} />
    </Provider>,
  );
  return { store, slot, ui: userEvent.setup() };
}

beforeEach(() => {
  load.mockReset();
  window.history.replaceState(null, '', '/coupon');
});
afterEach(() => vi.restoreAllMocks());

describe('catalogue page', () => {
  it('shows skeletons while the first load runs, then the cards', async () => {
    let resolve!: (list: Coupon[]) => void;
    load.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderPage();
    expect(screen.getByText('Loading coupons…')).toBeTruthy();
    await act(async () => resolve(coupons));
    expect(screen.getByTestId('coupon-count').textContent).toBe('2 coupons');
    expect(screen.getAllByTestId('coupon-card')).toHaveLength(2);
  });

  it('reads both filters from the URL and writes them back as the visitor changes them', async () => {
    load.mockResolvedValue(coupons);
    window.history.replaceState(null, '', '/coupon?q=GIFT');
    const { ui } = renderPage();
    await waitFor(() => expect(screen.getByTestId('coupon-count').textContent).toBe('1 coupon'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('GIFT');

    await ui.clear(screen.getByRole('searchbox'));
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'CycleWorks');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('company')).toBe('2'));
    expect(new URLSearchParams(window.location.search).has('q')).toBe(false);
    expect(screen.getAllByTestId('coupon-card').map((c) => c.getAttribute('data-coupon-id'))).toEqual(['2']);
  });

  it("says 'No coupons found for the selected filters.' when nothing matches", async () => {
    load.mockResolvedValue(coupons);
    window.history.replaceState(null, '', '/coupon?q=nothing%20like%20this');
    renderPage();
    expect(await screen.findByText('No coupons found for the selected filters.')).toBeTruthy();
    expect(screen.queryAllByTestId('coupon-card')).toHaveLength(0);
  });

  it('keeps the cached list when the load fails, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('An error occurred'));
    const store = createStore();
    store.set(cachedCouponsAtom, coupons);
    renderPage(store);
    expect(screen.getByTestId('coupon-count').textContent).toBe('2 coupons');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Coupon list load failed', expect.any(Error)));
    expect(screen.getByTestId('coupon-count').textContent).toBe('2 coupons');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signed out, Redeem Now goes to /login remembering this coupon', async () => {
    load.mockResolvedValue(coupons);
    window.history.replaceState(null, '', '/coupon?q=order');
    const { ui, slot } = renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Redeem Now' }));
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/coupon?q=order&redeem=1');
    expect(slot).not.toHaveBeenCalled();
  });

  it('signed in, shows what the balance covers and opens the modal; back from login it opens by itself', async () => {
    load.mockResolvedValue(coupons);
    const store = createStore();
    store.set(sessionAtom, { token: 't', user, refreshedAt: 0 });
    window.history.replaceState(null, '', '/coupon?redeem=2');
    renderPage(store);
    expect(await screen.findByText('modal for 2')).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByTestId('coupon-affordable').closest('[data-coupon-id]')?.getAttribute('data-coupon-id')).toBe('1');
    expect(screen.getByTestId('coupon-unaffordable').textContent).toBe('You need 400 more points');
  });
});
