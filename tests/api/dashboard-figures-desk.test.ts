// The desk's dashboards (admin, super admin, event manager): every figure held to a count of
// the rows it stands for, with rows each figure must leave out: a credit
// undone, a return of last month, a deleted client, event, coupon or company, an ended coupon,
// an ended event, another manager's event. Each expectation is its own SQL, written from what
// the card says; a figure whose card opens a list agrees with that list's total.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { events } from '@/server/db/schema';
import type { Event } from '@/shared/contract/events';
import type { AdminStats, EventManagerStats, SuperAdminStats } from '@/shared/contract/stats';
import { ROLES } from '@/shared/roles';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { dashboard, listTotal, MONTH, pendingListTotal, row, seedCounterRows, type CounterRows } from './dashboard-fixtures';
import { newCoupon, newUser } from './fixtures';
import { createEvent, demoLogins, expectLedgerConsistent, newStaff, runningNow } from './resources-fixtures';

let server: TestServer;
let as: Awaited<ReturnType<typeof demoLogins>>;
let rows: CounterRows;

beforeAll(async () => {
  server = await startTestServer();
  as = await demoLogins(server);
  rows = await seedCounterRows(server, as);
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
});

describe('desk dashboards: each figure equals the rows it counts', () => {
  it('admin: users by role, points per day, top coupons, returns this month, pending returns, coupons needing attention', async () => {
    const company = await row<{ id: number }>(server, sql`select id from coupon_companies where deleted_at is null order by id limit 1`);
    await newCoupon(server, { companyId: company.id, stock: 2, description: 'Two left' });
    // Plenty of stock, but only three codes left in its pool.
    await newCoupon(server, { companyId: company.id, stock: 500, description: 'Pool runs low' }, ['P-1', 'P-2', 'P-3']);
    await newCoupon(server, { companyId: company.id, stock: 1, validUntil: new Date(Date.now() - 60_000), description: 'Already ended' });
    await newCoupon(server, { companyId: company.id, stock: 1, deletedAt: new Date(), description: 'Deleted' });
    const popular = await newCoupon(server, { companyId: company.id, pointToRedeem: 10, description: 'Popular' });
    for (let i = 0; i < 2; i++) {
      const answer = await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token: rows.recycler.token, body: { couponCodeId: popular.id, userId: rows.recycler.id } });
      expect(answer.status, answer.body.message).toBe(200);
    }
    const figures = await dashboard<AdminStats>(server, as.admin.token, 'admin');

    const roles = await queryRows<{ role: string; n: number }>(server.database.db, sql`select role, count(*)::int as n from users where deleted_at is null group by role`);
    expect(figures.usersByRole).toEqual(ROLES.map((role) => ({ role, count: roles.find((r) => r.role === role)?.n ?? 0 })));

    const days = await queryRows<{ day: string; issued: number; redeemed: number }>(server.database.db, sql`
      select to_char(d, 'YYYY-MM-DD') as day,
        (select coalesce(sum(delta), 0)::int from points_ledger where delta > 0 and created_at >= d at time zone 'UTC' and created_at < (d + interval '1 day') at time zone 'UTC') as issued,
        (select coalesce(-sum(delta), 0)::int from points_ledger where reason = 'redeem' and created_at >= d at time zone 'UTC' and created_at < (d + interval '1 day') at time zone 'UTC') as redeemed
      from generate_series(date_trunc('day', now() at time zone 'UTC') - interval '29 days', date_trunc('day', now() at time zone 'UTC'), interval '1 day') d
      order by d`);
    expect(figures.pointsPerDay).toEqual(days);

    const top = await queryRows<{ id: number; description: string; company: string; n: number }>(server.database.db, sql`
      select c.id, c.description, cc.company_name as company, count(*)::int as n
      from redemptions r join coupons c on c.id = r.coupon_id join coupon_companies cc on cc.id = c.company_id
      group by c.id, c.description, cc.company_name order by n desc, c.id limit 5`);
    expect(top.length).toBeGreaterThan(0);
    expect(figures.topCoupons).toEqual(top.map((c) => ({ couponId: c.id, couponDescription: c.description, companyName: c.company, redemptions: c.n })));

    const month = await row<{ returns: number; boxes: number; points: number }>(server, sql`
      select count(*)::int as returns, coalesce(sum(boxes), 0)::int as boxes, coalesce(sum(points), 0)::int as points
      from box_returns where status = 'confirmed' and decided_at >= ${MONTH}`);
    expect(figures.returnsThisMonth).toEqual(month);
    const pending = await row<{ n: number }>(server, sql`select count(*)::int as n from box_returns where status = 'pending'`);
    expect(figures.pendingReturns).toBe(pending.n);
    expect(figures.pendingReturns).toBe(await pendingListTotal(server, as.admin.token));

    // Live coupons (not deleted, company not deleted, not ended) with 10 or fewer left, counting a
    // pool's free codes, or ending within 14 days.
    const attention = await queryRows<{ id: number; stock: number | null; low: boolean; soon: boolean }>(server.database.db, sql`
      with live as (
        select c.id, c.valid_until,
          least(c.stock, case when exists (select 1 from coupon_pool_codes p where p.coupon_id = c.id)
            then (select count(*)::int from coupon_pool_codes p where p.coupon_id = c.id and p.redemption_id is null) end) as stock
        from coupons c join coupon_companies cc on cc.id = c.company_id
        where c.deleted_at is null and cc.deleted_at is null and (c.valid_until is null or c.valid_until > now()))
      select id, stock, coalesce(stock <= 10, false) as low, coalesce(valid_until <= now() + interval '14 days', false) as soon
      from live where stock <= 10 or valid_until <= now() + interval '14 days'`);
    expect(attention.length).toBeGreaterThanOrEqual(2);
    expect(figures.couponsNeedingAttentionTotal).toBe(attention.length);
    const shown = new Map(figures.couponsNeedingAttention.map((c) => [c.couponId, c]));
    expect(shown.size).toBe(Math.min(attention.length, 50));
    for (const c of attention.filter((a) => shown.has(a.id))) {
      expect(shown.get(c.id)).toMatchObject({ stock: c.stock, lowStock: c.low, expiringSoon: c.soon });
    }
  });


  it('admin: coupons needing attention counts them all, beyond the 50 listed', async () => {
    const company = await row<{ id: number }>(server, sql`select id from coupon_companies where deleted_at is null order by id limit 1`);
    for (let i = 0; i < 55; i++) await newCoupon(server, { companyId: company.id, stock: 1, description: `Last one ${i}` });
    const figures = await dashboard<AdminStats>(server, as.admin.token, 'admin');
    const live = await row<{ n: number }>(server, sql`
      select count(*)::int as n from coupons c join coupon_companies cc on cc.id = c.company_id
      where c.deleted_at is null and cc.deleted_at is null and (c.valid_until is null or c.valid_until > now())
        and (least(c.stock, case when exists (select 1 from coupon_pool_codes p where p.coupon_id = c.id)
               then (select count(*)::int from coupon_pool_codes p where p.coupon_id = c.id and p.redemption_id is null) end) <= 10
             or c.valid_until <= now() + interval '14 days')`);
    expect(live.n).toBeGreaterThan(55);
    expect(figures.couponsNeedingAttention).toHaveLength(50);
    expect(figures.couponsNeedingAttentionTotal).toBe(live.n);
  });


  it('super admin: every total, and the lists its cards open agree', async () => {
    const client = await server.call<{ id: number }>('POST', '/api/v1/clients', { token: as.admin.token, body: { name: 'Gone Client' } });
    expect(client.status).toBe(201);
    expect((await server.call('DELETE', `/api/v1/clients/${client.body.data.id}`, { token: as.admin.token })).status).toBe(200);
    const gone = await createEvent(server, as.events.token, { title: 'Called off' });
    expect((await server.call('DELETE', `/api/v1/events/${gone.id}`, { token: as.events.token })).status).toBe(200);
    // The deleted client and event are in no total, and in no list a card opens.
    const figures = await dashboard<SuperAdminStats>(server, as.superAdmin.token, 'super-admin');
    const db = await row<Record<string, number>>(server, sql`select
      (select count(*)::int from users where deleted_at is null) as users,
      (select count(*)::int from users where deleted_at is null and active) as active_users,
      (select count(*)::int from clients where deleted_at is null) as clients,
      (select count(*)::int from stores) as stores,
      (select count(*)::int from events where deleted_at is null) as events,
      (select coalesce(sum(delta), 0)::int from points_ledger where delta > 0) as issued,
      (select coalesce(-sum(delta), 0)::int from points_ledger where reason = 'redeem') as redeemed,
      (select coalesce(sum(available_reward_points), 0)::int from users) as outstanding,
      (select count(*)::int from redemptions) as redemptions,
      (select coalesce(sum(boxes), 0)::int from box_returns where status = 'confirmed') as boxes,
      (select co2_grams_per_box from settings limit 1) as co2`);
    expect(figures.totals).toEqual({
      users: db.users,
      activeUsers: db.active_users,
      clients: db.clients,
      stores: db.stores,
      events: db.events,
      pointsIssued: db.issued,
      pointsRedeemed: db.redeemed,
      pointsOutstanding: db.outstanding,
      redemptions: db.redemptions,
      boxesReturned: db.boxes,
      co2GramsAvoided: db.boxes! * db.co2!,
    });
    const total = (path: string) => listTotal(server, as.superAdmin.token, path);
    expect(figures.totals.clients).toBe(await total('/api/v1/clients'));
    expect(figures.totals.stores).toBe(await total('/api/v1/stores'));
    expect(figures.totals.events).toBe(await total('/api/v1/events'));
  });


  it('event manager: events to come and past, joined still to come, attended, removed, rate, points, next events', async () => {
    const manager = await newStaff(server, 'EVENT_MANAGER');
    const soon = await createEvent(server, manager.token, { title: 'Soon', capacity: 100, pointsReward: 5 });
    const later = await createEvent(server, manager.token, { title: 'Later', capacity: null, startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(), endsAt: new Date(Date.now() + 5 * 86_400_000 + 3_600_000).toISOString() });
    const underWay = await createEvent(server, manager.token, { title: 'Under way', pointsReward: 15, ...runningNow() });
    const ended = await createEvent(server, manager.token, { title: 'Ended', pointsReward: 20, ...runningNow() });
    const called = await createEvent(server, manager.token, { title: 'Called off' });
    const people = await Promise.all(Array.from({ length: 6 }, () => newUser(server)));
    const join = async (event: Event, who: number[]) => {
      for (const i of who) {
        const answer = await server.call('POST', `/api/v1/events/invite/${event.inviteId}/join`, { token: people[i]!.token });
        expect(answer.status, answer.body.message).toBe(201);
      }
    };
    const mark = async (event: Event, who: number) => {
      const answer = await server.call('POST', `/api/v1/events/${event.id}/participants/${people[who]!.user.user_id}/attended`, { token: manager.token });
      expect(answer.status, answer.body.message).toBe(200);
    };
    await join(soon, [0, 1, 2, 3]);
    expect((await server.call('DELETE', `/api/v1/events/${soon.id}/participants/${people[3]!.user.user_id}`, { token: manager.token })).status).toBe(200);
    await join(later, [4]);
    // Under way: three signed up, one already checked in; they have all joined an event still to come.
    await join(underWay, [0, 4, 5]);
    await mark(underWay, 5);
    await join(ended, [1, 2, 3, 5]);
    await mark(ended, 1);
    await mark(ended, 2);
    // Checked in by mistake, then undone: joined again, and the reward taken back.
    await mark(ended, 3);
    const undo = await server.call('POST', `/api/v1/events/${ended.id}/participants/${people[3]!.user.user_id}/undo-attended`, { token: manager.token, body: { reason: 'Wrong person' } });
    expect(undo.status, undo.body.message).toBe(200);
    await server.database.db.update(events).set({ startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: new Date(Date.now() - 60_000) }).where(eq(events.id, ended.id));
    await join(called, [0, 1]);
    expect((await server.call('DELETE', `/api/v1/events/${called.id}`, { token: manager.token })).status).toBe(200);
    // Another manager's event, people and all, is none of this dashboard's business.
    await join(await createEvent(server, as.events.token, { title: 'Not mine' }), [2, 3]);

    const figures = await dashboard<EventManagerStats>(server, manager.token, 'event-manager');
    const mine = sql`(select id from events where created_by = ${manager.id} and deleted_at is null)`;
    const db = await row<Record<string, number>>(server, sql`select
      (select count(*)::int from events where id in ${mine} and ends_at > now()) as upcoming,
      (select count(*)::int from events where id in ${mine} and ends_at <= now()) as past,
      (select count(*)::int from participants p join events e on e.id = p.event_id
        where e.id in ${mine} and e.ends_at > now() and p.status in ('joined', 'attended')) as joined,
      (select count(*)::int from participants where event_id in ${mine} and status = 'attended') as attended,
      (select count(*)::int from participants where event_id in ${mine} and status = 'removed') as removed,
      (select count(*)::int from participants p join events e on e.id = p.event_id
        where e.id in ${mine} and e.ends_at <= now() and p.status = 'attended') as past_attended,
      (select count(*)::int from participants p join events e on e.id = p.event_id
        where e.id in ${mine} and e.ends_at <= now() and p.status in ('joined', 'attended')) as past_taken,
      (select coalesce(sum(delta), 0)::int from points_ledger where source_type = 'event' and source_id in ${mine}) as points`);
    const next = await queryRows<{ id: number; title: string; starts_at: Date; invite_id: string; capacity: number | null; taken: number }>(server.database.db, sql`
      select e.id, e.title, e.starts_at, e.invite_id, e.capacity,
        (select count(*)::int from participants p where p.event_id = e.id and p.status in ('joined', 'attended')) as taken
      from events e where e.id in ${mine} and e.ends_at > now() order by e.starts_at, e.id limit 5`);

    expect(db).toMatchObject({ upcoming: 3, joined: 3 + 1 + 3, past_taken: 4 });
    expect(figures).toEqual({
      upcomingEvents: db.upcoming,
      pastEvents: db.past,
      participants: { joined: db.joined, attended: db.attended, removed: db.removed },
      attendanceRate: db.past_attended! / db.past_taken!,
      pointsAwarded: db.points,
      nextEvents: next.map((e) => ({
        id: e.id,
        title: e.title,
        startsAt: new Date(e.starts_at).toISOString(),
        inviteId: e.invite_id,
        capacity: e.capacity,
        participantCount: e.taken,
      })),
    });
    // The card and the "N / M joined" under each event to come tell the same story.
    expect(figures.participants.joined).toBe(figures.nextEvents.reduce((n, e) => n + e.participantCount, 0));
    const list = (when: string) => listTotal(server, manager.token, `/api/v1/events?when=${when}`);
    expect(figures.upcomingEvents).toBe(await list('upcoming'));
    expect(figures.pastEvents).toBe(await list('past'));
  });

});
