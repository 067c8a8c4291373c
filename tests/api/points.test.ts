import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedeemAnswer } from '@/shared/contract/coupons';
import type { PointsHistoryAnswer } from '@/shared/contract/points';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /points/history', () => {
  it('shows the demo user’s welcome bonus and balance', async () => {
    const { token } = await server.login('user@rebox.test');
    const answer = await server.call<PointsHistoryAnswer>('GET', '/api/v1/points/history?pageSize=200', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ balance: 500, page: 1, pageSize: 200 });
    expect(answer.body.data.items.at(-1)).toMatchObject({ reason: 'adjustment', delta: 500, note: 'Welcome bonus', actor: null });
    expect(answer.body.data.items.reduce((sum, e) => sum + e.delta, 0)).toBe(500);
  });

  it('lists the caller’s own entries newest first, with source and actor, paged', async () => {
    const { token, user } = await newUser(server, 200);
    const coupon = await newCoupon(server, { pointToRedeem: 70, description: 'Seventy' });
    const redeemed = await server.call<RedeemAnswer>('POST', '/api/v1/coupon/redeem-coupon-code', {
      token,
      body: { couponCodeId: coupon.id, userId: user.user_id },
    });
    const admin = await server.login('admin@rebox.test');
    await server.call('PATCH', '/api/v1/user/updateUser', {
      token: admin.token,
      body: { id: user.user_id, pointsAdjustment: -30, reason: 'Duplicate return' },
    });

    const answer = await server.call<PointsHistoryAnswer>('GET', '/api/v1/points/history', { token });
    expect(answer.body.data.balance).toBe(100);
    expect(answer.body.data.total).toBe(3);
    expect(answer.body.data.items.map((e) => [e.reason, e.delta])).toEqual([
      ['adjustment', -30],
      ['redeem', -70],
      ['adjustment', 200],
    ]);
    expect(answer.body.data.items[0]).toMatchObject({ note: 'Duplicate return', actor: { id: admin.user.user_id, name: 'Ada Admin' } });
    expect(answer.body.data.items[1]).toMatchObject({
      note: 'Seventy',
      source: { type: 'redemption', id: redeemed.body.data.redemptionId },
      actor: { id: user.user_id },
    });
    expect(answer.body.data.items.reduce((sum, e) => sum + e.delta, 0)).toBe(answer.body.data.balance);

    const second = await server.call<PointsHistoryAnswer>('GET', '/api/v1/points/history?page=2&pageSize=2', { token });
    expect(second.body.data.items.map((e) => e.delta)).toEqual([200]);
    expect(second.body.data.total).toBe(3);
  });

  it('refuses a bad page', async () => {
    const { token } = await newUser(server);
    const answer = await server.call('GET', '/api/v1/points/history?page=0', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/page must be 1 or more/);
  });
});

describe('GET /points/history/{userId}', () => {
  it('lets an admin read anyone’s history, and nobody else', async () => {
    const { user, token } = await newUser(server, 15);
    const other = await newUser(server);
    const admin = await server.login('admin@rebox.test');
    const answer = await server.call<PointsHistoryAnswer>('GET', `/api/v1/points/history/${user.user_id}`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ balance: 15, total: 1 });
    expect((await server.call('GET', `/api/v1/points/history/${user.user_id}`, { token: other.token })).status).toBe(403);
    expect((await server.call('GET', `/api/v1/points/history/${other.user.user_id}`, { token })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/points/history/999999', { token: admin.token })).status).toBe(404);
  });
});
