// Redemptions fired at the same moment: never overspend, never hand a pool code twice.
// On real PostgreSQL these requests run in parallel transactions on a pool of connections.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptions, users } from '@/server/db/schema';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import type { RedeemAnswer } from '@/shared/contract/coupons';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { couponRow, newCoupon, newUser } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REDEEM = '/api/v1/coupon/redeem-coupon-code';

async function balanceOf(userId: number) {
  const [row] = await server.database.db.select({ points: users.availableRewardPoints }).from(users).where(eq(users.id, userId));
  return row!.points;
}

describe('concurrent redemptions', () => {
  it('50 at once on a balance that covers 10: exactly 10 succeed and the balance ends at 0', async () => {
    const { token, user } = await newUser(server, 250);
    const coupon = await newCoupon(server, { pointToRedeem: 25 });
    const body = { couponCodeId: coupon.id, userId: user.user_id };
    const answers = await Promise.all(Array.from({ length: 50 }, () => server.call<RedeemAnswer>('POST', REDEEM, { token, body })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === 'You need 25 more points to redeem this coupon.')).toBe(true);
    expect(await balanceOf(user.user_id)).toBe(0);
    const rows = await server.database.db.select().from(redemptions).where(eq(redemptions.userId, user.user_id));
    expect(rows).toHaveLength(10);
    expect(await findBalanceMismatches(server.database.db)).toEqual([]);
  });

  it('a pool of 5 unique codes with 20 takers: exactly 5 distinct codes handed out', async () => {
    const pool = ['P-1', 'P-2', 'P-3', 'P-4', 'P-5'];
    const coupon = await newCoupon(server, { pointToRedeem: 10 }, pool);
    const takers = await Promise.all(Array.from({ length: 20 }, () => newUser(server, 100)));
    const answers = await Promise.all(
      takers.map((t) => server.call<RedeemAnswer>('POST', REDEEM, { token: t.token, body: { couponCodeId: coupon.id, userId: t.user.user_id } })),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(5);
    expect(new Set(won.map((a) => a.body.data.couponCode))).toEqual(new Set(pool));
    const lost = answers.filter((a) => a.status !== 200);
    expect(lost.every((a) => a.status === 409 && a.body.message === 'This coupon is out of stock.')).toBe(true);
    const spent = await Promise.all(takers.map((t) => balanceOf(t.user.user_id)));
    expect(spent.filter((points) => points === 90)).toHaveLength(5);
    expect(spent.filter((points) => points === 100)).toHaveLength(15);
    expect(await findBalanceMismatches(server.database.db)).toEqual([]);
  });

  it('stock of 3 with 12 takers: 3 succeed and the stock ends at 0, never below', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 5, stock: 3 });
    const takers = await Promise.all(Array.from({ length: 12 }, () => newUser(server, 50)));
    const answers = await Promise.all(
      takers.map((t) => server.call('POST', REDEEM, { token: t.token, body: { couponCodeId: coupon.id, userId: t.user.user_id } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect((await couponRow(server, coupon.id)).stock).toBe(0);
  });

  it('a once-per-person coupon, 50 parallel redemptions by one user with distinct idempotency keys: exactly one succeeds', async () => {
    const { token, user } = await newUser(server, 1000);
    const coupon = await newCoupon(server, { pointToRedeem: 10, perUserLimit: 1 });
    const body = { couponCodeId: coupon.id, userId: user.user_id };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => server.call('POST', REDEEM, { token, body, headers: { 'idempotency-key': `limit-${coupon.id}-${i}` } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && a.body.message === 'You have already redeemed this coupon once, the most allowed.')).toBe(true);
    const rows = await server.database.db.select().from(redemptions).where(eq(redemptions.userId, user.user_id));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(user.user_id)).toBe(990);
  });

  // Plain redemptions arriving together share one statement (lib/batch-queue.ts); each must
  // still get its own answer. Regression guard: it passed before they were batched too.
  it('40 people redeeming at the same moment, some who cannot: each gets their own answer and only the able pay, once', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 30 });
    const expired = await newCoupon(server, { pointToRedeem: 30, validUntil: new Date(Date.now() - 60_000) });
    const able = await Promise.all(Array.from({ length: 30 }, () => newUser(server, 100)));
    const short = await Promise.all(Array.from({ length: 5 }, () => newUser(server, 20)));
    const late = await Promise.all(Array.from({ length: 3 }, () => newUser(server, 100)));
    // Two who ask twice with the same key: the repeat spends nothing and answers the same.
    const twice = await Promise.all(Array.from({ length: 2 }, () => newUser(server, 100)));
    const redeem = (person: { token: string; user: { user_id: number } }, couponId: number, key: string) =>
      server.call<RedeemAnswer>('POST', REDEEM, { token: person.token, headers: { 'idempotency-key': key }, body: { couponCodeId: couponId, userId: person.user.user_id } });
    const [ableAnswers, shortAnswers, lateAnswers, twiceAnswers] = await Promise.all([
      Promise.all(able.map((p) => redeem(p, coupon.id, `mixed-${p.user.user_id}`))),
      Promise.all(short.map((p) => redeem(p, coupon.id, `mixed-${p.user.user_id}`))),
      Promise.all(late.map((p) => redeem(p, expired.id, `mixed-${p.user.user_id}`))),
      Promise.all(twice.flatMap((p) => [redeem(p, coupon.id, `mixed-${p.user.user_id}`), redeem(p, coupon.id, `mixed-${p.user.user_id}`)])),
    ]);
    expect(ableAnswers.map((a) => [a.status, a.body.data?.available_reward_points])).toEqual(able.map(() => [200, 70]));
    expect(new Set(ableAnswers.map((a) => a.body.data.redemptionId)).size).toBe(30);
    expect(shortAnswers.map((a) => [a.status, a.body.message])).toEqual(short.map(() => [409, 'You need 10 more points to redeem this coupon.']));
    expect(lateAnswers.map((a) => [a.status, a.body.message])).toEqual(late.map(() => [409, 'This coupon has expired.']));
    for (const pair of [twiceAnswers.slice(0, 2), twiceAnswers.slice(2, 4)]) {
      expect(pair.map((a) => a.status)).toEqual([200, 200]);
      expect(pair[0]!.body).toEqual(pair[1]!.body);
      expect(pair.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    }
    const balances = await Promise.all([...able, ...short, ...late, ...twice].map((p) => balanceOf(p.user.user_id)));
    expect(balances).toEqual([...able.map(() => 70), ...short.map(() => 20), ...late.map(() => 100), ...twice.map(() => 70)]);
    const rows = await server.database.db.select().from(redemptions).where(eq(redemptions.couponId, coupon.id));
    expect(rows).toHaveLength(32);
    expect(await findBalanceMismatches(server.database.db)).toEqual([]);
  });
});
