// The dashboards' all-time figures come from rollups at national scale (issue 20): closed days
// of the ledger summed once (ledger_daily), live accounts counted by a trigger (user_counts).
// They must say exactly what counting the rows says, after every kind of change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import type { AdminStats, SuperAdminStats } from '@/shared/contract/stats';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { demoLogins } from './resources-fixtures';

let server: TestServer;
let as: Awaited<ReturnType<typeof demoLogins>>;
beforeAll(async () => {
  server = await startTestServer();
  as = await demoLogins(server);
});
afterAll(() => server.close());

async function stats<T>(token: string, which: string): Promise<T> {
  const answer = await server.call<T>('GET', `/api/v1/stats/${which}`, { token });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

async function counted() {
  const [row] = await queryRows<{ issued: number; redeemed: number; outstanding: number; users: number; active: number; recyclers: number }>(server.database.db, sql`select
    (select coalesce(sum(delta), 0)::int from points_ledger where delta > 0) as issued,
    (select coalesce(-sum(delta), 0)::int from points_ledger where reason = 'redeem') as redeemed,
    (select coalesce(sum(available_reward_points), 0)::int from users) as outstanding,
    (select count(*)::int from users where deleted_at is null) as users,
    (select count(*)::int from users where deleted_at is null and active) as active,
    (select count(*)::int from users where deleted_at is null and role = 'NORMAL_USER') as recyclers`);
  return row!;
}

describe('dashboard rollups', () => {
  it('all-time points match the ledger, closed days included, read after read', async () => {
    const user = as.user.id;
    // Entries of closed days (3 and 40 days ago), balanced on the account as always.
    await server.database.db.execute(sql`
      insert into points_ledger (user_id, delta, reason, source_type, note, created_at) values
        (${user}, 70, 'adjustment', 'test', 'old credit', now() - interval '40 days'),
        (${user}, 30, 'return', 'test', 'closed day', now() - interval '3 days'),
        (${user}, -20, 'redeem', 'test', 'closed day', now() - interval '3 days')`);
    await server.database.db.execute(sql`update users set available_reward_points = available_reward_points + 80 where id = ${user}`);
    for (let read = 0; read < 2; read++) {
      const figures = await stats<SuperAdminStats>(as.superAdmin.token, 'super-admin');
      const db = await counted();
      expect(figures.totals).toMatchObject({ pointsIssued: db.issued, pointsRedeemed: db.redeemed, pointsOutstanding: db.outstanding });
    }
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const [day] = await queryRows<{ issued: number; redeemed: number }>(server.database.db, sql`
      select coalesce(sum(delta) filter (where delta > 0), 0)::int as issued, coalesce(-sum(delta) filter (where reason = 'redeem'), 0)::int as redeemed
      from points_ledger where (created_at at time zone 'UTC')::date = ${threeDaysAgo}::date`);
    const chart = (await stats<AdminStats>(as.admin.token, 'admin')).pointsPerDay;
    expect(chart.find((d) => d.day === threeDaysAgo)).toEqual({ day: threeDaysAgo, ...day });
  });

  it('top coupons count every redemption once as the rollup mark moves', async () => {
    const [coupon] = await queryRows<{ id: number }>(server.database.db, sql`select id from coupons order by id desc limit 1`);
    // As if the last rollup ran five days ago: redemptions of three days ago are rolled up on the next read.
    await server.database.db.execute(sql`update rollups set through = now() - interval '5 days' where name = 'redemptions'`);
    await server.database.db.execute(sql`
      insert into redemptions (user_id, coupon_id, code, points_spent, created_at)
      select ${as.user.id}, ${coupon!.id}, 'ROLL-' || g, 0, now() - interval '3 days' from generate_series(1, 40) g`);
    for (let read = 0; read < 2; read++) {
      const top = (await stats<AdminStats>(as.admin.token, 'admin')).topCoupons;
      const [n] = await queryRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from redemptions where coupon_id = ${coupon!.id}`);
      expect(top[0]).toMatchObject({ couponId: coupon!.id, redemptions: n!.n });
      const [all] = await queryRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from redemptions`);
      expect((await stats<SuperAdminStats>(as.superAdmin.token, 'super-admin')).totals.redemptions).toBe(all!.n);
    }
    const [mark] = await queryRows<{ moved: boolean }>(server.database.db, sql`select through > now() - interval '3 days' as moved from rollups where name = 'redemptions'`);
    expect(mark!.moved).toBe(true);
  });

  it('head counts follow sign-ups, role changes, deactivation and deletion', async () => {
    const check = async () => {
      const db = await counted();
      const admin = await stats<AdminStats>(as.admin.token, 'admin');
      expect(admin.usersByRole.find((r) => r.role === 'NORMAL_USER')?.count).toBe(db.recyclers);
      const total = await stats<SuperAdminStats>(as.superAdmin.token, 'super-admin');
      expect(total.totals).toMatchObject({ users: db.users, activeUsers: db.active });
    };
    await check();
    const a = await newUser(server);
    const b = await newUser(server);
    const c = await newUser(server);
    await check();
    const update = (body: object) => server.call('PATCH', '/api/v1/user/updateUser', { token: as.admin.token, body });
    expect((await update({ id: a.user.user_id, active: false })).status).toBe(200);
    expect((await update({ id: b.user.user_id, role: 'DISTRIBUTOR' })).status).toBe(200);
    expect((await server.call('DELETE', `/api/v1/user/deleteUser/${c.user.user_id}`, { token: as.admin.token })).status).toBe(200);
    await check();
  });
});
