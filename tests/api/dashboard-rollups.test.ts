// The dashboards' all-time figures come from rollups at national scale: closed days
// of the ledger summed once (ledger_daily), live accounts counted by a trigger (user_counts),
// each event's participants by status and points awarded kept on the event by triggers.
// They must say exactly what counting the rows says, after every kind of change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '@/server/db/client';
import type { AdminStats, SuperAdminStats } from '@/shared/contract/stats';
import { afterLaterMigrations } from '../helpers/database-before';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { createEvent, demoLogins, runningNow } from './resources-fixtures';

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

/** Every event's counters beside the same figures counted from its rows. */
async function eventCounters(db: Db) {
  const rows = await queryRows<{ id: number; kept: number[]; counted: number[] }>(db, sql`
    select e.id,
      array[e.joined_count, e.attended_count, e.removed_count, e.points_awarded::int] as kept,
      array[
        (select count(*)::int from participants p where p.event_id = e.id and p.status = 'joined'),
        (select count(*)::int from participants p where p.event_id = e.id and p.status = 'attended'),
        (select count(*)::int from participants p where p.event_id = e.id and p.status = 'removed'),
        (select coalesce(sum(delta), 0)::int from points_ledger l where l.source_type = 'event' and l.reason = 'event' and l.source_id = e.id)
      ] as counted
    from events e order by e.id`);
  return { kept: rows.map((r) => ({ id: r.id, figures: r.kept })), counted: rows.map((r) => ({ id: r.id, figures: r.counted })) };
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

  it("each event's counters follow joins, attendance, its undo, removals and rows changed by hand", async () => {
    const db = server.database.db;
    const check = async () => {
      const { kept, counted } = await eventCounters(db);
      expect(kept).toEqual(counted);
    };
    await check();
    const running = await createEvent(server, as.events.token, { title: 'Counted', pointsReward: 12, capacity: null, ...runningNow() });
    const other = await createEvent(server, as.events.token, { title: 'Counted too', capacity: null });
    const people = await Promise.all(Array.from({ length: 4 }, () => newUser(server)));
    for (const person of people) {
      const answer = await server.call('POST', `/api/v1/events/invite/${running.inviteId}/join`, { token: person.token });
      expect(answer.status, answer.body.message).toBe(201);
    }
    const participant = (i: number) => `/api/v1/events/${running.id}/participants/${people[i]!.user.user_id}`;
    for (const i of [0, 1, 2]) expect((await server.call('POST', `${participant(i)}/attended`, { token: as.events.token })).status).toBe(200);
    // A second mark credits nothing and changes nothing.
    expect((await server.call('POST', `${participant(0)}/attended`, { token: as.events.token })).status).toBe(200);
    const undo = await server.call('POST', `${participant(2)}/undo-attended`, { token: as.events.token, body: { reason: 'Wrong person' } });
    expect(undo.status, undo.body.message).toBe(200);
    expect((await server.call('DELETE', participant(3), { token: as.events.token })).status).toBe(200);
    await check();
    const [kept] = await queryRows<{ joined: number; attended: number; removed: number; points: number }>(db, sql`
      select joined_count as joined, attended_count as attended, removed_count as removed, points_awarded::int as points from events where id = ${running.id}`);
    expect(kept).toEqual({ joined: 1, attended: 2, removed: 1, points: 24 });
    // Rows written by hand: a participant added, moved to another event, its status changed, deleted;
    // an event's ledger entry re-labelled and back.
    const [added] = await queryRows<{ id: number }>(db, sql`
      insert into participants (event_id, user_id, status) values (${running.id}, ${as.user.id}, 'attended') returning id`);
    await check();
    await db.execute(sql`update participants set event_id = ${other.id}, status = 'joined' where id = ${added!.id}`);
    await check();
    await db.execute(sql`update participants set status = 'removed' where id = ${added!.id}`);
    await check();
    await db.execute(sql`delete from participants where id = ${added!.id}`);
    await db.execute(sql`update points_ledger set reason = 'adjustment' where id = (select max(id) from points_ledger where source_type = 'event' and source_id = ${running.id})`);
    await check();
    await db.execute(sql`update points_ledger set reason = 'event' where id = (select max(id) from points_ledger where source_type = 'event' and source_id = ${running.id})`);
    await check();
  });

  it('migration 0011 counts the participants and points of the events already there', async () => {
    // A database as it was before 0011 (the migrations up to 0010), with events already running.
    await afterLaterMigrations(
      10,
      async (db) => {
        await db.execute(sql`
          insert into users (id, name, email, password_hash, role, user_code) values
            (1, 'Manager', 'm@rebox.test', 'x', 'EVENT_MANAGER', 'MGR00001'),
            (2, 'Ada', 'a@rebox.test', 'x', 'NORMAL_USER', 'USR00002'),
            (3, 'Bo', 'b@rebox.test', 'x', 'NORMAL_USER', 'USR00003'),
            (4, 'Cy', 'c@rebox.test', 'x', 'NORMAL_USER', 'USR00004')`);
        await db.execute(sql`
          insert into events (id, title, starts_at, ends_at, invite_id, created_by) values
            (1, 'One', now(), now() + interval '1 hour', 'inv-1', 1),
            (2, 'Two', now(), now() + interval '1 hour', 'inv-2', 1),
            (3, 'Empty', now(), now() + interval '1 hour', 'inv-3', 1)`);
        await db.execute(sql`
          insert into participants (event_id, user_id, status) values
            (1, 2, 'attended'), (1, 3, 'joined'), (1, 4, 'removed'), (2, 2, 'attended'), (2, 3, 'attended')`);
        await db.execute(sql`
          insert into points_ledger (user_id, delta, reason, source_type, source_id) values
            (2, 10, 'event', 'event', 1), (3, 10, 'event', 'event', 1), (3, -10, 'event', 'event', 1),
            (2, 7, 'event', 'event', 2), (3, 7, 'event', 'event', 2), (2, 99, 'adjustment', 'event', 2), (2, 5, 'return', 'box_return', 1)`);
      },
      async (db) => {
        const { kept, counted } = await eventCounters(db);
        expect(kept).toEqual(counted);
        expect(kept).toEqual([
          { id: 1, figures: [1, 1, 1, 10] },
          { id: 2, figures: [0, 2, 0, 14] },
          { id: 3, figures: [0, 0, 0, 0] },
        ]);
      },
    );
  });
});
