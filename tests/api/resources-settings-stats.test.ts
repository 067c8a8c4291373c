import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import type { Settings } from '@/shared/contract/settings';
import type { AdminStats, BusinessStats, DistributorStats, EventManagerStats, SuperAdminStats, UserStats } from '@/shared/contract/stats';
import type { Store } from '@/shared/contract/stores';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';
import { balanceOf, createEvent, demoLogins, expectLedgerConsistent, moveEvent, newStaff, runningNow } from './resources-fixtures';

let server: TestServer;
let as: Awaited<ReturnType<typeof demoLogins>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  as = await demoLogins(server);
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
});

const stats = async <T>(token: string, who: string) => {
  const answer = await server.call<T>('GET', `/api/v1/stats/${who}`, { token });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
};
const putSettings = (token: string, body: unknown) => server.call<Settings>('PUT', '/api/v1/settings', { token, body });
const recordFor = (token: string, body: unknown) => server.call('POST', '/api/v1/points/returns', { token, body });

describe('settings', () => {
  it('staff read the defaults; only the super admin changes them, within bounds', async () => {
    const read = await server.call<Settings>('GET', '/api/v1/settings', { token: as.distributor.token });
    expect(read.body.data).toMatchObject({ pointsPerBox: 10, co2GramsPerBox: 250 });
    expect((await server.call('GET', '/api/v1/settings', { token: as.user.token })).status).toBe(403);
    expect((await putSettings(as.admin.token, { pointsPerBox: 99 })).status).toBe(403);
    for (const bad of [{ pointsPerBox: 0 }, { pointsPerBox: 1001 }, { pointsPerBox: 2.5 }, { co2GramsPerBox: -1 }, { co2GramsPerBox: 100_001 }, {}]) {
      const answer = await putSettings(as.superAdmin.token, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await putSettings(as.superAdmin.token, { pointsPerBox: 0 })).body.message).toMatch(/pointsPerBox/);
  });

  it('a new points-per-box applies to the next return', async () => {
    const saved = await putSettings(as.superAdmin.token, { pointsPerBox: 20 });
    expect(saved.body.data).toMatchObject({ pointsPerBox: 20, co2GramsPerBox: 250 });
    const recycler = await newUser(server);
    await recordFor(as.distributor.token, { userId: recycler.user.user_id, boxes: 2 });
    expect(await balanceOf(server, recycler.user.user_id)).toBe(40);
    // What a box earns is public, the new figure at once, and nothing of the limits beside it.
    const earning = await server.call('GET', '/api/v1/settings/earning');
    expect(earning.status).toBe(200);
    expect(earning.body.data).toEqual({ pointsPerBox: 20, co2GramsPerBox: 250 });
    await putSettings(as.superAdmin.token, { pointsPerBox: 10 });
  });
});

describe('dashboards', () => {
  it('user: balance, boxes, CO2 with its factor, pending reports, redemptions and joined events', async () => {
    const recycler = await newUser(server, 200);
    await recordFor(as.distributor.token, { userCode: recycler.user.user_code, boxes: 3 });
    await server.call('POST', '/api/v1/points/returns/report', { token: recycler.token, body: { boxes: 1, location: 'Depot' } });
    const coupon = await newCoupon(server, { pointToRedeem: 50 });
    await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token: recycler.token, body: { couponCodeId: coupon.id, userId: recycler.user.user_id } });
    await server.call('POST', '/api/v1/events/invite/spring-drive/join', { token: recycler.token });

    const figures = await stats<UserStats>(recycler.token, 'user');
    expect(figures).toEqual({
      balance: 200 + 30 - 50,
      boxesReturned: 3,
      returnsConfirmed: 1,
      pendingReports: 1,
      co2GramsAvoided: 750,
      co2GramsPerBox: 250,
      pointsPerBox: 10,
      redemptionsLast30Days: 1,
      redemptionsAllTime: 1,
      joinedEvents: 1,
      upcomingJoinedEvents: 1,
    });
    await putSettings(as.superAdmin.token, { co2GramsPerBox: 100 });
    expect((await stats<UserStats>(recycler.token, 'user')).co2GramsAvoided).toBe(300);
    await putSettings(as.superAdmin.token, { co2GramsPerBox: 250 });
  });

  it('distributor: own returns today and this month, users credited', async () => {
    const distributor = await newStaff(server, 'DISTRIBUTOR');
    const [a, b] = await Promise.all([newUser(server), newUser(server)]);
    await recordFor(distributor.token, { userId: a.user.user_id, boxes: 2 });
    await recordFor(distributor.token, { userId: a.user.user_id, boxes: 3 });
    await recordFor(distributor.token, { userId: b.user.user_id, boxes: 1 });
    await recordFor(as.distributor.token, { userId: b.user.user_id, boxes: 9 });
    const figures = await stats<DistributorStats>(distributor.token, 'distributor');
    expect(figures.today).toEqual({ returns: 3, boxes: 6, points: 60 });
    expect(figures.thisMonth).toEqual({ returns: 3, boxes: 6, points: 60 });
    expect(figures).toMatchObject({ usersCreditedThisMonth: 2, usersCreditedAllTime: 2, pointsPerBox: 10 });
  });

  it('business: returns per store', async () => {
    const business = await newStaff(server, 'BUSINESS_USER');
    const make = async (name: string) => (await server.call<Store>('POST', '/api/v1/stores', { token: business.token, body: { name } })).body.data;
    const first = await make('A Store');
    const second = await make('B Store');
    const recycler = await newUser(server);
    await recordFor(business.token, { userId: recycler.user.user_id, boxes: 4, storeId: first.id });
    await recordFor(business.token, { userId: recycler.user.user_id, boxes: 1, storeId: first.id });
    await server.call('POST', '/api/v1/points/returns/report', { token: recycler.token, body: { boxes: 2, location: 'B', storeId: second.id } });
    const figures = await stats<BusinessStats>(business.token, 'business');
    expect(figures.stores).toEqual([
      { storeId: first.id, name: 'A Store', active: true, returnsThisMonth: 2, boxesThisMonth: 5, boxesAllTime: 5 },
      { storeId: second.id, name: 'B Store', active: true, returnsThisMonth: 0, boxesThisMonth: 0, boxesAllTime: 0 },
    ]);
    expect(figures.thisMonth).toEqual({ returns: 2, boxes: 5, points: 50 });
    expect(figures.pendingReturns).toBe(1);
  });

  it('event manager: upcoming and past events, participants, attendance, points awarded', async () => {
    const manager = await newStaff(server, 'EVENT_MANAGER');
    // Under way while attendance is marked (only then can it be), then moved into the past.
    const ended = await createEvent(server, manager.token, { title: 'Ended', pointsReward: 20, ...runningNow() });
    const upcoming = await createEvent(server, manager.token, { title: 'Soon', pointsReward: 5 });
    const people = await Promise.all([newUser(server), newUser(server), newUser(server)]);
    await server.call('POST', `/api/v1/events/invite/${ended.inviteId}/join`, { token: people[0]!.token });
    await server.call('POST', `/api/v1/events/invite/${ended.inviteId}/join`, { token: people[1]!.token });
    await server.call('POST', `/api/v1/events/invite/${upcoming.inviteId}/join`, { token: people[2]!.token });
    await server.call('POST', `/api/v1/events/${ended.id}/participants/${people[0]!.user.user_id}/attended`, { token: manager.token });
    // Move the first event into the past now that people have joined it.
    await moveEvent(server, ended.id, new Date(Date.now() - 2 * DAY), new Date(Date.now() - DAY));
    const figures = await stats<EventManagerStats>(manager.token, 'event-manager');
    expect(figures).toMatchObject({
      upcomingEvents: 1,
      pastEvents: 1,
      // Joined and still to come: the upcoming event's one person; the ended event's no-show is not.
      participants: { joined: 1, attended: 1, removed: 0 },
      attendanceRate: 0.5,
      pointsAwarded: 20,
    });
    expect(figures.nextEvents).toEqual([expect.objectContaining({ id: upcoming.id, title: 'Soon', participantCount: 1, inviteId: upcoming.inviteId })]);
  });

  it('admin: users by role, points per day, top coupons, returns this month, coupons needing attention', async () => {
    const recycler = await newUser(server, 500);
    const popular = await newCoupon(server, { pointToRedeem: 10, description: 'Popular one' });
    for (let i = 0; i < 3; i++) {
      await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token: recycler.token, body: { couponCodeId: popular.id, userId: recycler.user.user_id } });
    }
    const low = await newCoupon(server, { stock: 3, description: 'Almost gone' });
    const expiring = await newCoupon(server, { validUntil: new Date(Date.now() + 5 * DAY), description: 'Ends soon' });
    const later = await newCoupon(server, { validUntil: new Date(Date.now() + 40 * DAY), stock: 500, description: 'Plenty' });

    const figures = await stats<AdminStats>(as.admin.token, 'admin');
    const roles = await queryRows<{ role: string; n: number }>(server.database.db, sql`select role, count(*)::int as n from users where deleted_at is null group by role`);
    for (const { role, n } of roles) expect(figures.usersByRole.find((r) => r.role === role)?.count).toBe(n);

    expect(figures.pointsPerDay).toHaveLength(30);
    const today = figures.pointsPerDay.at(-1)!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    const [ledgerToday] = await queryRows<{ issued: number; redeemed: number }>(server.database.db, sql`
      select coalesce(sum(delta) filter (where delta > 0), 0)::int as issued, coalesce(-sum(delta) filter (where reason = 'redeem'), 0)::int as redeemed
      from points_ledger where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`);
    expect(today).toMatchObject(ledgerToday!);
    expect(today.redeemed).toBeGreaterThanOrEqual(30);

    expect(figures.topCoupons[0]).toMatchObject({ couponId: popular.id, redemptions: 3 });
    const attention = new Map(figures.couponsNeedingAttention.map((c) => [c.couponId, c]));
    expect(attention.get(low.id)).toMatchObject({ lowStock: true, expiringSoon: false, stock: 3 });
    expect(attention.get(expiring.id)).toMatchObject({ lowStock: false, expiringSoon: true });
    expect(attention.has(later.id)).toBe(false);
    expect(figures.returnsThisMonth.returns).toBeGreaterThanOrEqual(1);
  });

  it('super admin: totals that match the database, and the settings', async () => {
    const figures = await stats<SuperAdminStats>(as.superAdmin.token, 'super-admin');
    const [db] = await queryRows<{ users: number; outstanding: number; issued: number; boxes: number }>(server.database.db, sql`select
      (select count(*)::int from users where deleted_at is null) as users,
      (select coalesce(sum(available_reward_points), 0)::int from users) as outstanding,
      (select coalesce(sum(delta), 0)::int from points_ledger where delta > 0) as issued,
      (select coalesce(sum(boxes), 0)::int from box_returns where status = 'confirmed') as boxes`);
    expect(figures.totals).toMatchObject({ users: db!.users, pointsOutstanding: db!.outstanding, pointsIssued: db!.issued, boxesReturned: db!.boxes });
    expect(figures.totals.co2GramsAvoided).toBe(db!.boxes * 250);
    expect(figures.settings).toMatchObject({ pointsPerBox: 10, co2GramsPerBox: 250 });
    expect((await server.call('GET', '/api/v1/stats/super-admin', { token: as.admin.token })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/stats/admin', { token: as.distributor.token })).status).toBe(403);
  });
});
