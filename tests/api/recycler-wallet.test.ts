// The wallet rebuilt on a new device says until when each code may be used: my-redemptions
// carries the coupon's end date (null when it has none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redemption } from '@/shared/contract/coupons';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /coupon/my-redemptions for the wallet', () => {
  it('carries each coupon\'s end date', async () => {
    const recycler = await newUser(server, 100);
    const ends = await newCoupon(server, { description: 'Ends', validUntil: new Date('2027-01-15T12:00:00.000Z') });
    const endless = await newCoupon(server, { description: 'Endless' });
    for (const coupon of [ends, endless]) {
      const answer = await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token: recycler.token, body: { couponCodeId: coupon.id, userId: recycler.user.user_id } });
      expect(answer.status).toBe(200);
    }
    const mine = await server.call<Redemption[]>('GET', '/api/v1/coupon/my-redemptions', { token: recycler.token });
    const byDescription = Object.fromEntries(mine.body.data.map((r) => [r.couponDescription, r.validUntil]));
    expect(byDescription).toEqual({ Ends: '2027-01-15T12:00:00.000Z', Endless: null });
  });
});
