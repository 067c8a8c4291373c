// How many times a redemption waits for PostgreSQL: each statement is a network round trip on
// a pooled connection, and under load the rate follows their number (npm run bench -- api
// compares it with pgbench -N). Counted on the pg client, so PostgreSQL only (CI's second pass).
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RedeemAnswer } from '@/shared/contract/coupons';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';

const REDEEM = '/api/v1/coupon/redeem-coupon-code';

describe.skipIf(!process.env.DATABASE_URL)('round trips of a redemption on PostgreSQL', () => {
  let server: TestServer;
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  beforeAll(async () => {
    server = await startTestServer();
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; name?: string };
      const text = typeof first === 'string' ? first : (first.text ?? first.name ?? '?');
      // The cache broadcast (lib/cache-broadcast.ts) goes on its own connection, one per 10 ms
      // under load, and no request waits for it.
      if (!text.startsWith('select pg_notify')) statements.push(text);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  });
  afterEach(() => {
    statements.length = 0;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await server.close();
  });

  async function countedRedemption(coupon: { id: number }, points: number, headers: Record<string, string> = {}) {
    const { token, user } = await newUser(server, points);
    statements.length = 0;
    const answer = await server.call<RedeemAnswer>('POST', REDEEM, { token, headers, body: { couponCodeId: coupon.id, userId: user.user_id } });
    return { answer, count: statements.length, user: { ...user, token } };
  }

  it('a plain coupon (no stock, no limit, no pool, no key): one statement, the session checked in it', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 40 });
    const { answer, count } = await countedRedemption(coupon, 100);
    expect(answer.status).toBe(200);
    expect(answer.body.data.available_reward_points).toBe(60);
    expect(count, statements.join('\n')).toBe(1);
  });

  it('a plain coupon with an Idempotency-Key, as the app sends it: one statement, the session and the key in it; the repeat replays', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 40 });
    const headers = { 'idempotency-key': 'one-trip' };
    const { answer, count, user } = await countedRedemption(coupon, 100, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data.available_reward_points).toBe(60);
    expect(count, statements.join('\n')).toBe(1);
    const again = await server.call<RedeemAnswer>('POST', REDEEM, { token: user.token, headers, body: { couponCodeId: coupon.id, userId: user.user_id } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(answer.body);
  });

  it("a plain coupon's redemption leaves the catalogue's kept copy alone: the next visitor's list costs no statement", async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 40 });
    const { token, user } = await newUser(server, 100);
    expect((await server.call('GET', '/api/v1/coupon/get-coupon-list-for-frontend')).status).toBe(200);
    const redeemed = await server.call('POST', REDEEM, { token, headers: { 'idempotency-key': 'leave-list' }, body: { couponCodeId: coupon.id, userId: user.user_id } });
    expect(redeemed.status).toBe(200);
    statements.length = 0;
    expect((await server.call('GET', '/api/v1/coupon/get-coupon-list-for-frontend')).status).toBe(200);
    expect(statements, statements.join('\n')).toEqual([]);
  });

  it('a coupon with stock still takes its careful transaction and spends one item', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 40, stock: 2 });
    const { answer, count } = await countedRedemption(coupon, 100);
    expect(answer.status).toBe(200);
    expect(answer.body.data.available_reward_points).toBe(60);
    expect(count, statements.join('\n')).toBeLessThanOrEqual(8);
  });
});
