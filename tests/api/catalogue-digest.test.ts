// The catalogue is checked once a TTL by the database's digest of its rows, and loaded again
// only when that changes.
// The digest must change exactly when the public list does, or visitors would be shown an old
// list (a coupon sold out, renamed or past its date) for as long as nothing else changes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { listLiveCoupons, liveCouponsDigest } from '@/server/modules/coupons/catalogue.service';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

/** The list and its digest at `now`, read from the database as the cache reads them. */
async function snapshot(now = new Date()) {
  return { list: JSON.stringify(await listLiveCoupons(db(), now)), digest: await liveCouponsDigest(db(), now) };
}

/** Applies `change` and says whether the list and the digest each changed. */
async function afterChange(change: () => Promise<unknown>, now?: () => Date) {
  const before = await snapshot(now?.());
  await change();
  const after = await snapshot(now?.());
  return { listChanged: after.list !== before.list, digestChanged: after.digest !== before.digest };
}

async function firstCouponId(): Promise<number> {
  const [coupon] = await listLiveCoupons(db());
  return coupon!.id;
}

describe('the catalogue digest', () => {
  it('is the same when nothing changed, and when only something outside the list did', async () => {
    const first = await snapshot();
    expect((await snapshot()).digest).toBe(first.digest);
    const unrelated = await afterChange(() => db().execute(sql`update users set available_reward_points = available_reward_points + 7`));
    expect(unrelated).toEqual({ listChanged: false, digestChanged: false });
  });

  it("changes with a coupon's text, points, stock or deletion", async () => {
    const id = await firstCouponId();
    expect(await afterChange(() => db().execute(sql`update coupons set description = description || ' (new)' where id = ${id}`))).toEqual({ listChanged: true, digestChanged: true });
    expect(await afterChange(() => db().execute(sql`update coupons set point_to_redeem = point_to_redeem + 1 where id = ${id}`))).toEqual({ listChanged: true, digestChanged: true });
    expect(await afterChange(() => db().execute(sql`update coupons set stock = 5 where id = ${id}`))).toEqual({ listChanged: true, digestChanged: true });
    expect(await afterChange(() => db().execute(sql`update coupons set stock = 0 where id = ${id}`))).toEqual({ listChanged: true, digestChanged: true });
    const next = await firstCouponId();
    expect(await afterChange(() => db().execute(sql`update coupons set deleted_at = now() where id = ${next}`))).toEqual({ listChanged: true, digestChanged: true });
  });

  it("changes with a company's name", async () => {
    const [coupon] = await listLiveCoupons(db());
    const renamed = await afterChange(() => db().execute(sql`update coupon_companies set company_name = company_name || ' Ltd' where id = ${coupon!.companyId}`));
    expect(renamed).toEqual({ listChanged: true, digestChanged: true });
  });

  it('changes when a code pool is added and when its last free code is handed out', async () => {
    const id = await firstCouponId();
    const pooled = await afterChange(() => db().execute(sql`insert into coupon_pool_codes (coupon_id, code) values (${id}, 'ONLY-ONE')`));
    expect(pooled).toEqual({ listChanged: true, digestChanged: true });
    const emptied = await afterChange(async () => {
      const [user] = await queryRows<{ id: number }>(db(), sql`select id from users where role = 'NORMAL_USER' limit 1`);
      const [redemption] = await queryRows<{ id: number }>(
        db(),
        sql`insert into redemptions (user_id, coupon_id, code, points_spent) values (${user!.id}, ${id}, 'ONLY-ONE', 0) returning id`,
      );
      await db().execute(sql`update coupon_pool_codes set redemption_id = ${redemption!.id} where coupon_id = ${id}`);
    });
    expect(emptied).toEqual({ listChanged: true, digestChanged: true });
  });

  it('changes when a validity window opens or closes, with nothing written', async () => {
    const id = await firstCouponId();
    const opensAt = new Date(Date.now() + 60 * 60_000);
    await db().execute(sql`update coupons set valid_from = ${opensAt.toISOString()}, valid_until = ${new Date(opensAt.getTime() + 60 * 60_000).toISOString()} where id = ${id}`);
    const before = await snapshot(new Date(opensAt.getTime() - 1000));
    const open = await snapshot(new Date(opensAt.getTime() + 1000));
    const closed = await snapshot(new Date(opensAt.getTime() + 2 * 60 * 60_000));
    expect(open.list).not.toBe(before.list);
    expect(open.digest).not.toBe(before.digest);
    expect(closed.list).toBe(before.list);
    expect(closed.digest).toBe(before.digest);
  });

  it('has the public list answer the change within the TTL when a write reached the database behind the cache', async () => {
    const list = async () => (await server.call<{ data: Array<{ id: number; couponDescription: string }> }>('GET', '/api/v1/coupon/get-coupon-list-for-frontend')).body.data.data;
    const [first] = await list();
    // Written straight to the database, as another API process would (its notification lost).
    await db().execute(sql`update coupons set description = 'Changed elsewhere' where id = ${first!.id}`);
    await expect.poll(async () => (await list()).find((c) => c.id === first!.id)?.couponDescription, { timeout: 3000, interval: 200 }).toBe('Changed elsewhere');
  });
});
