// How many times a redemption waits for PostgreSQL: each statement is a network round trip on
// a pooled connection, and under load the rate follows their number (npm run bench -- api
// compares it with pgbench -N). Counted on the pg client, so PostgreSQL only (CI's second pass).
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { fingerprint } from '@/server/lib/idempotency';
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
      // The cache broadcast (lib/cache/cache-broadcast.ts) goes on its own connection, one per 10 ms
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

  it('30 people redeeming at the same moment share a few statements, each paying once', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 40 });
    const people = await Promise.all(Array.from({ length: 30 }, () => newUser(server, 100)));
    statements.length = 0;
    const answers = await Promise.all(
      people.map((p) => server.call<RedeemAnswer>('POST', REDEEM, { token: p.token, headers: { 'idempotency-key': `together-${p.user.user_id}` }, body: { couponCodeId: coupon.id, userId: p.user.user_id } })),
    );
    expect(answers.map((a) => [a.status, a.body.data.available_reward_points])).toEqual(people.map(() => [200, 60]));
    // One statement each before plain redemptions were batched.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(10);
  });

  it('a key taken by another request while the shared statement waits: the others pay once, the owner of the key hears the stored answer', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 40 });
    const [owner, ...others] = await Promise.all(Array.from({ length: 5 }, () => newUser(server, 100)));
    const body = (p: { user: { user_id: number } }) => ({ couponCodeId: coupon.id, userId: p.user.user_id });
    // Regression guard (it passed before redemptions were batched too). Another process's
    // request with the owner's key, not committed yet: the shared statement
    // inserting that key waits for it, then fails whole on the key's unique index.
    const stored = {
      success: true,
      message: 'Coupon Redeemed Successfully',
      data: { couponDescription: 'Test coupon', couponCode: 'TESTCODE', couponType: 'percentage', couponValue: 10, redeemLink: 'https://example.com/redeem', bannerImage: null, redemptionId: 1, pointsSpent: 40, available_reward_points: 60 },
    };
    const other = await server.database.connectClient!();
    await other.query('begin');
    await other.query(`insert into idempotency_keys (user_id, scope, key, status, answer) values ($1, 'redeem', 'raced', 200, $2)`, [
      owner!.user.user_id,
      JSON.stringify({ fingerprint: fingerprint(body(owner!)), body: stored }),
    ]);
    const pending = Promise.all([owner!, ...others].map((p, i) => server.call<RedeemAnswer>('POST', REDEEM, { token: p.token, headers: { 'idempotency-key': i === 0 ? 'raced' : `raced-${i}` }, body: body(p) })));
    const waiting = async () => Number((await other.query(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n);
    for (let tries = 0; (await waiting()) === 0; tries++) {
      if (tries > 100) throw new Error('the shared statement never waited for the key');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await other.query('commit');
    await other.end();
    const [ownerAnswer, ...othersAnswers] = await pending;
    expect(ownerAnswer!.status).toBe(200);
    expect(ownerAnswer!.body).toEqual(stored);
    expect(ownerAnswer!.headers.get('idempotent-replayed')).toBe('true');
    expect(othersAnswers.map((a) => [a.status, a.body.data.available_reward_points])).toEqual(others.map(() => [200, 60]));
    const balances = await server.database.db.select({ id: users.id, points: users.availableRewardPoints }).from(users).where(inArray(users.id, [owner!, ...others].map((p) => p.user.user_id)));
    expect(new Map(balances.map((b) => [b.id, b.points]))).toEqual(new Map([[owner!.user.user_id, 100], ...others.map((p) => [p.user.user_id, 60] as [number, number])]));
  });
});
