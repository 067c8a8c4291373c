import { describe, expect, it } from 'vitest';
import type { RedeemAnswer } from '@/shared/contract/coupons';
import { continueAction, initialRedeemState, inlineError, redeemReducer, type RedeemEvent } from './redeem-state';

const result: RedeemAnswer = {
  couponDescription: '20% off',
  couponCode: 'GREEN20',
  couponType: 'percentage',
  couponValue: 20,
  redeemLink: 'https://example.com',
  bannerImage: null,
  redemptionId: 1,
  pointsSpent: 100,
  available_reward_points: 400,
};
const run = (...events: RedeemEvent[]) => events.reduce(redeemReducer, initialRedeemState);

describe('redemption modal states', () => {
  it('starts on the confirmation, unticked, asking for the terms on CONTINUE', () => {
    expect(initialRedeemState).toMatchObject({ agreed: false, loading: false, result: null, error: null });
    expect(continueAction(initialRedeemState, true)).toBe('needs-terms');
  });

  it('shows the terms warning until the box is ticked', () => {
    const missing = run({ type: 'termsMissing' });
    expect(missing.termsMissing).toBe(true);
    const ticked = redeemReducer(missing, { type: 'agree', agreed: true });
    expect(ticked.termsMissing).toBe(false);
    expect(continueAction(ticked, true)).toBe('send');
  });

  it('sends nothing more while a call runs or after success', () => {
    const loading = run({ type: 'agree', agreed: true }, { type: 'start' });
    expect(loading.loading).toBe(true);
    expect(continueAction(loading, true)).toBe('none');
    const done = redeemReducer(loading, { type: 'succeed', result });
    expect(done).toMatchObject({ loading: false, result });
    expect(continueAction(done, true)).toBe('none');
  });

  it('stays on the confirmation after a failure, with the message, and may retry', () => {
    const failed = run({ type: 'agree', agreed: true }, { type: 'start' }, { type: 'fail', message: 'Not enough points' });
    expect(failed).toMatchObject({ loading: false, result: null, error: 'Not enough points', agreed: true });
    expect(continueAction(failed, true)).toBe('send');
    expect(redeemReducer(failed, { type: 'start' }).error).toBeNull();
  });

  it('cannot send offline', () => {
    expect(continueAction(run({ type: 'agree', agreed: true }), false)).toBe('none');
  });

  it("shows the server's sentence, or its own fallback for the generic one", () => {
    expect(inlineError('You need 50 more points to redeem this coupon.', 'An error occurred')).toBe('You need 50 more points to redeem this coupon.');
    expect(inlineError('An error occurred', 'An error occurred')).toBe('An error occurred while redeeming the coupon');
    expect(inlineError('', 'An error occurred')).toBe('An error occurred while redeeming the coupon');
  });
});
