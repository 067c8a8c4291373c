// GET /coupon/redemptions: the admin's report of redemptions in a time range (CSV export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedemptionReportRow } from '@/shared/contract/redemption-report';
import type { Page } from '@/shared/contract/envelope';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.login('admin@rebox.test')).token;
});
afterAll(() => server.close());

const report = (query: string, token = adminToken) => server.call<Page<RedemptionReportRow>>('GET', `/api/v1/coupon/redemptions?${query}`, { token });

describe('GET /coupon/redemptions', () => {
  it('lists the redemptions of the range, oldest first, with who, what and the code handed out', async () => {
    const start = new Date(Date.now() - 1000).toISOString();
    const { token, user } = await newUser(server, 100);
    const coupon = await newCoupon(server, { pointToRedeem: 30, description: 'Report coupon' }, ['POOL-A', 'POOL-B']);
    for (let i = 0; i < 2; i += 1) {
      const answer = await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
      expect(answer.status).toBe(200);
    }
    const end = new Date(Date.now() + 1000).toISOString();

    const all = await report(`from=${encodeURIComponent(start)}&to=${encodeURIComponent(end)}`);
    expect(all.status).toBe(200);
    const mine = all.body.data.items.filter((r) => r.userId === user.user_id);
    expect(mine.map((r) => r.couponCode)).toEqual(['POOL-A', 'POOL-B']);
    expect(mine[0]).toMatchObject({ userEmail: user.email, couponDescription: 'Report coupon', pointsSpent: 30 });
    expect(mine[0]!.redemptionId).toBeLessThan(mine[1]!.redemptionId);

    const paged = await report(`from=${encodeURIComponent(start)}&to=${encodeURIComponent(end)}&pageSize=1&page=2`);
    expect(paged.body.data).toMatchObject({ total: all.body.data.total, page: 2, pageSize: 1 });
    expect(paged.body.data.items).toHaveLength(1);

    const before = await report(`from=2000-01-01T00:00:00Z&to=${encodeURIComponent(start)}`);
    expect(before.body.data.items.some((r) => r.userId === user.user_id)).toBe(false);
  });

  it('refuses a range that ends before it starts, and non-admins', async () => {
    const backwards = await report('from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/to must be after from/);
    const missing = await report('');
    expect(missing.status).toBe(400);
    const { token } = await newUser(server);
    expect((await report('from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z', token)).status).toBe(403);
  });
});
