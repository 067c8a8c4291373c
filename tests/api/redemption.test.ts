import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, pointsLedger, redemptions, users } from '@/server/db/schema';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import type { RedeemAnswer, Redemption } from '@/shared/contract/coupons';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { couponRow, newCoupon, newUser } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REDEEM = '/api/v1/coupon/redeem-coupon-code';

describe('POST /coupon/redeem-coupon-code', () => {
  it('spends pointToRedeem, records the redemption and the ledger entry, hands out the code', async () => {
    const { token, user } = await newUser(server, 120);
    const coupon = await newCoupon(server, { pointToRedeem: 50, code: 'SAVE50', stock: 3, description: 'Half off' });
    const answer = await server.call<RedeemAnswer>('POST', REDEEM, { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Coupon Redeemed Successfully');
    expect(answer.body.data).toMatchObject({
      couponDescription: 'Half off',
      couponCode: 'SAVE50',
      couponType: 'percentage',
      redeemLink: 'https://example.com/redeem',
      pointsSpent: 50,
      available_reward_points: 70,
    });
    expect((await couponRow(server, coupon.id)).stock).toBe(2);
    const ledger = await server.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.user_id));
    expect(ledger.map((e) => [e.reason, e.delta, e.sourceId])).toContainEqual(['redeem', -50, answer.body.data.redemptionId]);
    expect(await findBalanceMismatches(server.database.db)).toEqual([]);

    const profile = await server.call<string>('GET', `/api/v1/user/getUserById/${user.user_id}`, { token });
    expect(JSON.parse(profile.body.data).available_reward_points).toBe(70);
  });

  it('says how many points are missing and spends nothing', async () => {
    const { token, user } = await newUser(server, 30);
    const coupon = await newCoupon(server, { pointToRedeem: 100 });
    const answer = await server.call('POST', REDEEM, { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: 'You need 70 more points to redeem this coupon.', data: null, code: 'redeem.not-enough-points', values: { missing: 70 } });
    const rows = await server.database.db.select().from(redemptions).where(eq(redemptions.userId, user.user_id));
    expect(rows).toHaveLength(0);
  });

  it('refuses to redeem for another user (403) and an anonymous caller (401)', async () => {
    const a = await newUser(server, 100);
    const b = await newUser(server, 100);
    const coupon = await newCoupon(server);
    const asOther = await server.call('POST', REDEEM, { token: a.token, body: { couponCodeId: coupon.id, userId: b.user.user_id } });
    expect(asOther.status).toBe(403);
    expect(asOther.body.message).toBe('You can only redeem coupons for your own account.');
    const anonymous = await server.call('POST', REDEEM, { body: { couponCodeId: coupon.id, userId: b.user.user_id } });
    expect(anonymous.status).toBe(401);
    const bProfile = await server.call<string>('GET', `/api/v1/user/getUserById/${b.user.user_id}`, { token: b.token });
    expect(JSON.parse(bProfile.body.data).available_reward_points).toBe(100);
  });

  it('an ended session or a deactivated account hears 401 before anything else and spends nothing, key or not', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 10 });
    const balanceOf = async (userId: number) =>
      (await server.database.db.select({ points: users.availableRewardPoints }).from(users).where(eq(users.id, userId)))[0]!.points;
    const ended = await newUser(server, 100);
    expect((await server.call('POST', '/api/v1/auth/logout', { token: ended.token })).status).toBe(200);
    const off = await newUser(server, 100);
    await server.database.db.update(users).set({ active: false }).where(eq(users.id, off.user.user_id));
    for (const [who, message] of [
      [ended, 'Your session has ended. Please log in again.'],
      [off, 'This account is no longer active.'],
    ] as const) {
      const body = { couponCodeId: coupon.id, userId: who.user.user_id };
      for (const init of [{ body }, { body, headers: { 'idempotency-key': `k-${who.user.user_id}` } }, { body: { couponCodeId: 'x' } }, { body, headers: { 'idempotency-key': ' ' } }]) {
        const answer = await server.call('POST', REDEEM, { token: who.token, ...init });
        expect(answer.status, JSON.stringify(init)).toBe(401);
        expect(answer.body.message).toBe(message);
      }
      const asOther = await server.call('POST', REDEEM, { token: who.token, body: { couponCodeId: coupon.id, userId: who.user.user_id + 100_000 } });
      expect(asOther.status).toBe(401);
      expect(await balanceOf(who.user.user_id)).toBe(100);
    }
    expect(await findBalanceMismatches(server.database.db)).toEqual([]);
  });

  it('refuses coupons that are not live', async () => {
    const { token, user } = await newUser(server, 1000);
    const day = 24 * 60 * 60 * 1000;
    const cases: [Partial<Parameters<typeof newCoupon>[1]>, number, string][] = [
      [{ deletedAt: new Date() }, 404, 'There is no coupon with id'],
      [{ validUntil: new Date(Date.now() - day) }, 409, 'This coupon has expired.'],
      [{ validFrom: new Date(Date.now() + day) }, 409, 'This coupon is not available yet.'],
      [{ stock: 0 }, 409, 'This coupon is out of stock.'],
    ];
    for (const [fields, status, message] of cases) {
      const coupon = await newCoupon(server, fields);
      const answer = await server.call('POST', REDEEM, { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toContain(message);
    }
    const missing = await server.call('POST', REDEEM, { token, body: { couponCodeId: 999_999, userId: user.user_id } });
    expect(missing.status).toBe(404);
  });

  it('keeps to the per-user limit', async () => {
    const { token, user } = await newUser(server, 1000);
    const coupon = await newCoupon(server, { perUserLimit: 2 });
    const body = { couponCodeId: coupon.id, userId: user.user_id };
    expect((await server.call('POST', REDEEM, { token, body })).status).toBe(200);
    expect((await server.call('POST', REDEEM, { token, body })).status).toBe(200);
    const third = await server.call('POST', REDEEM, { token, body });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You have already redeemed this coupon 2 times, the most allowed.');
  });

  it('hands out pool codes one by one and never twice', async () => {
    const { token, user } = await newUser(server, 1000);
    const coupon = await newCoupon(server, {}, ['POOL-A', 'POOL-B']);
    const body = { couponCodeId: coupon.id, userId: user.user_id };
    const first = await server.call<RedeemAnswer>('POST', REDEEM, { token, body });
    const second = await server.call<RedeemAnswer>('POST', REDEEM, { token, body });
    expect([first.body.data.couponCode, second.body.data.couponCode].sort()).toEqual(['POOL-A', 'POOL-B']);
    const third = await server.call('POST', REDEEM, { token, body });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('This coupon is out of stock.');
  });

  it('validates the body with a sentence naming the field', async () => {
    const { token, user } = await newUser(server);
    const answer = await server.call('POST', REDEEM, { token, body: { couponCodeId: 'abc', userId: user.user_id } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/couponCodeId/);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and spends once', async () => {
    const { token, user } = await newUser(server, 100);
    const coupon = await newCoupon(server, { pointToRedeem: 40 }, ['ONLY-1', 'ONLY-2']);
    const init = { token, body: { couponCodeId: coupon.id, userId: user.user_id }, headers: { 'idempotency-key': 'tap-123' } };
    const first = await server.call<RedeemAnswer>('POST', REDEEM, init);
    const again = await server.call<RedeemAnswer>('POST', REDEEM, init);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const mine = await server.call<Redemption[]>('GET', '/api/v1/coupon/my-redemptions', { token });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ couponCode: first.body.data.couponCode, pointsSpent: 40 });
  });

  it('a plain coupon (no stock, limit or pool): the repeat answers the first answer, one redemption, one ledger entry', async () => {
    const { token, user } = await newUser(server, 100);
    const coupon = await newCoupon(server, { pointToRedeem: 30, code: 'PLAIN30', description: 'Plain thirty' });
    const init = { token, body: { couponCodeId: coupon.id, userId: user.user_id }, headers: { 'idempotency-key': 'plain-tap' } };
    const first = await server.call<RedeemAnswer>('POST', REDEEM, init);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Coupon Redeemed Successfully', data: { couponCode: 'PLAIN30', couponDescription: 'Plain thirty', pointsSpent: 30, available_reward_points: 70 } });
    const again = await server.call<RedeemAnswer>('POST', REDEEM, init);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const db = server.database.db;
    expect(await db.select().from(redemptions).where(eq(redemptions.userId, user.user_id))).toHaveLength(1);
    const entries = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.user_id));
    expect(entries.map((e) => e.delta).sort((a, b) => a - b)).toEqual([-30, 100]);
    expect(await findBalanceMismatches(db)).toEqual([]);
  });

  it('spends once when the same key is sent twice at the same moment', async () => {
    const { token, user } = await newUser(server, 100);
    const coupon = await newCoupon(server, { pointToRedeem: 40 });
    const init = { token, body: { couponCodeId: coupon.id, userId: user.user_id }, headers: { 'idempotency-key': 'double-tap' } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.call<RedeemAnswer>('POST', REDEEM, init)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.redemptionId)).size).toBe(1);
    const profile = await server.call<string>('GET', `/api/v1/user/getUserById/${user.user_id}`, { token });
    expect(JSON.parse(profile.body.data).available_reward_points).toBe(60);
  });

  it('refuses a key reused for a different coupon, and a malformed key', async () => {
    const { token, user } = await newUser(server, 100);
    const a = await newCoupon(server);
    const b = await newCoupon(server);
    const headers = { 'idempotency-key': 'reused' };
    expect((await server.call('POST', REDEEM, { token, headers, body: { couponCodeId: a.id, userId: user.user_id } })).status).toBe(200);
    const reused = await server.call('POST', REDEEM, { token, headers, body: { couponCodeId: b.id, userId: user.user_id } });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This Idempotency-Key was already used for a different request.');
    const bad = await server.call('POST', REDEEM, { token, headers: { 'idempotency-key': 'x'.repeat(300) }, body: { couponCodeId: a.id, userId: user.user_id } });
    expect(bad.status).toBe(400);
  });

  it('forgets keys after a day, when the same user sends a new one', async () => {
    const { token, user } = await newUser(server, 100);
    const coupon = await newCoupon(server);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await server.database.db
      .insert(idempotencyKeys)
      .values({ userId: user.user_id, scope: 'redeem', key: 'ancient', status: 200, answer: {}, createdAt: twoDaysAgo });
    const headers = { 'idempotency-key': 'fresh' };
    expect((await server.call('POST', REDEEM, { token, headers, body: { couponCodeId: coupon.id, userId: user.user_id } })).status).toBe(200);
    const keys = await server.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.user_id));
    expect(keys.map((k) => k.key)).toEqual(['fresh']);
  });

  it('runs again after a failed first attempt', async () => {
    const { token, user } = await newUser(server, 10);
    const coupon = await newCoupon(server, { pointToRedeem: 20 });
    const init = { token, body: { couponCodeId: coupon.id, userId: user.user_id }, headers: { 'idempotency-key': 'retry-me' } };
    expect((await server.call('POST', REDEEM, init)).status).toBe(409);
    const { applyPoints } = await import('@/server/modules/points/points-ledger.queries');
    await applyPoints(server.database.db, { userId: user.user_id, delta: 10, reason: 'adjustment', sourceType: 'test' });
    expect((await server.call('POST', REDEEM, init)).status).toBe(200);
  });
});

describe('GET /coupon/my-redemptions', () => {
  it('lists only the caller’s redemptions, newest first', async () => {
    const a = await newUser(server, 100);
    const b = await newUser(server, 100);
    const first = await newCoupon(server, { description: 'First' });
    const second = await newCoupon(server, { description: 'Second' });
    await server.call('POST', REDEEM, { token: a.token, body: { couponCodeId: first.id, userId: a.user.user_id } });
    await server.call('POST', REDEEM, { token: a.token, body: { couponCodeId: second.id, userId: a.user.user_id } });
    await server.call('POST', REDEEM, { token: b.token, body: { couponCodeId: first.id, userId: b.user.user_id } });
    const mine = await server.call<Redemption[]>('GET', '/api/v1/coupon/my-redemptions', { token: a.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r) => r.couponDescription)).toEqual(['Second', 'First']);
    expect(mine.body.data[0]!.companyName).toBeTruthy();
  });
});
