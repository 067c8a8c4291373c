// The counter's dashboards (distributor, store manager, business user) and the recycler's:
// every figure held to a count of the rows it stands for. The rows give
// each figure something it must leave out: a report at a store that is not the caller's, a
// credit undone, a return decided before today or last month, a rejected report, an ended or
// deleted event. Each expectation is its own SQL, written from what the card says; a figure
// whose card opens a list agrees with that list's total.
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { events } from '@/server/db/schema';
import type { BusinessStats, DistributorStats, StoreManagerStats, SuperAdminStats, UserStats } from '@/shared/contract/stats';
import type { Store } from '@/shared/contract/stores';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { dashboard, MONTH, pendingListTotal, row, seedCounterRows, TODAY, type CounterRows } from './dashboard-fixtures';
import { newCoupon } from './fixtures';
import { createEvent, demoLogins, expectLedgerConsistent, newStaff } from './resources-fixtures';

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

describe('counter dashboards: each figure equals the rows it counts', () => {
  it('distributor: boxes today and this month, recyclers credited, reports waiting', async () => {
    const figures = await dashboard<DistributorStats>(server, rows.distributor.token, 'distributor');
    // Credited by this distributor and still credited (an undone return is not).
    const period = (since: SQL) => sql`
      select count(*)::int as returns, coalesce(sum(boxes), 0)::int as boxes, coalesce(sum(points), 0)::int as points
      from box_returns where decided_by = ${rows.distributor.id} and status = 'confirmed' and decided_at >= ${since}`;
    const today = await row<{ returns: number; boxes: number; points: number }>(server, period(TODAY));
    const month = await row<{ returns: number; boxes: number; points: number }>(server, period(MONTH));
    const people = await row<{ month: number; all: number }>(server, sql`
      select count(distinct user_id) filter (where decided_at >= ${MONTH})::int as month, count(distinct user_id)::int as all
      from box_returns where decided_by = ${rows.distributor.id} and status = 'confirmed'`);
    // A distributor decides reports at every store and at none: all of them wait for them.
    const pending = await row<{ n: number }>(server, sql`select count(*)::int as n from box_returns where status = 'pending'`);
    const settings = await row<{ points_per_box: number }>(server, sql`select points_per_box from settings limit 1`);

    expect(today.returns).toBeGreaterThan(0);
    expect(figures).toEqual({
      today,
      thisMonth: month,
      usersCreditedThisMonth: people.month,
      usersCreditedAllTime: people.all,
      pendingReturns: pending.n,
      pointsPerBox: settings.points_per_box,
    });
    expect(figures.pendingReturns).toBe(await pendingListTotal(server, rows.distributor.token));
  });


  it('store manager: per assigned store, returns credited there today and reports waiting there', async () => {
    const figures = await dashboard<StoreManagerStats>(server, rows.clerk.token, 'store-manager');
    const expected = await queryRows<{ id: number; name: string; active: boolean; returns: number; boxes: number; points: number; pending: number }>(
      server.database.db,
      sql`
      select s.id, s.name, s.active,
        (select count(*)::int from box_returns r where r.store_id = s.id and r.status = 'confirmed' and r.decided_at >= ${TODAY}) as returns,
        (select coalesce(sum(boxes), 0)::int from box_returns r where r.store_id = s.id and r.status = 'confirmed' and r.decided_at >= ${TODAY}) as boxes,
        (select coalesce(sum(points), 0)::int from box_returns r where r.store_id = s.id and r.status = 'confirmed' and r.decided_at >= ${TODAY}) as points,
        (select count(*)::int from box_returns r where r.store_id = s.id and r.status = 'pending') as pending
      from stores s where s.id in (select store_id from store_managers where user_id = ${rows.clerk.id})
      order by s.name, s.id`,
    );
    expect(expected.map((s) => s.id)).toEqual([rows.storeA]);
    expect(expected[0]!.pending).toBeGreaterThan(0);
    expect(figures.stores).toEqual(
      expected.map((s) => ({
        storeId: s.id,
        name: s.name,
        active: s.active,
        today: { returns: s.returns, boxes: s.boxes, points: s.points },
        pendingReturns: s.pending,
      })),
    );
    // The "Pending returns" card adds the stores up and links to the clerk's pending list.
    expect(figures.stores.reduce((n, s) => n + s.pendingReturns, 0)).toBe(await pendingListTotal(server, rows.clerk.token));
  });


  it('business user: stores, returns at them this month and all time, reports waiting at them', async () => {
    const figures = await dashboard<BusinessStats>(server, as.business.token, 'business');
    const stores = await queryRows<{ id: number; name: string; active: boolean; returns_month: number; boxes_month: number; boxes_all: number }>(
      server.database.db,
      sql`
      select s.id, s.name, s.active,
        (select count(*)::int from box_returns r where r.store_id = s.id and r.status = 'confirmed' and r.decided_at >= ${MONTH}) as returns_month,
        (select coalesce(sum(boxes), 0)::int from box_returns r where r.store_id = s.id and r.status = 'confirmed' and r.decided_at >= ${MONTH}) as boxes_month,
        (select coalesce(sum(boxes), 0)::int from box_returns r where r.store_id = s.id and r.status = 'confirmed') as boxes_all
      from stores s where s.owner_id = ${as.business.id} order by s.name, s.id`,
    );
    const mine = sql`(select id from stores where owner_id = ${as.business.id})`;
    const month = await row<{ returns: number; boxes: number; points: number }>(server, sql`
      select count(*)::int as returns, coalesce(sum(boxes), 0)::int as boxes, coalesce(sum(points), 0)::int as points
      from box_returns where store_id in ${mine} and status = 'confirmed' and decided_at >= ${MONTH}`);
    const pending = await row<{ n: number }>(server, sql`select count(*)::int as n from box_returns where store_id in ${mine} and status = 'pending'`);

    expect(figures.stores).toEqual(
      stores.map((s) => ({ storeId: s.id, name: s.name, active: s.active, returnsThisMonth: s.returns_month, boxesThisMonth: s.boxes_month, boxesAllTime: s.boxes_all })),
    );
    expect(figures.thisMonth).toEqual(month);
    expect(figures.pendingReturns).toBe(pending.n);
    expect(figures.pendingReturns).toBe(await pendingListTotal(server, as.business.token));
    // The "Stores" card links to the business user's own list.
    const list = await server.call<Store[]>('GET', '/api/v1/stores/mine', { token: as.business.token });
    expect(figures.stores.map((s) => s.storeId)).toEqual(list.body.data.map((s) => s.id));
  });


  it('recycler: balance, boxes and CO2, confirmed returns, reports waiting, redemptions, events', async () => {
    const coupon = await newCoupon(server, { pointToRedeem: 10, description: 'Favourite' });
    const redeemed = await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token: rows.recycler.token, body: { couponCodeId: coupon.id, userId: rows.recycler.id } });
    expect(redeemed.status, redeemed.body.message).toBe(200);
    // One of two months ago, counted by the rollup as it would have been then.
    await server.database.db.execute(sql`
      insert into redemptions (user_id, coupon_id, code, points_spent, created_at)
      values (${rows.recycler.id}, ${coupon.id}, 'OLD-1', 0, now() - interval '60 days')`);
    await server.database.db.execute(sql`
      insert into coupon_redemption_totals (coupon_id, n) values (${coupon.id}, 1)
      on conflict (coupon_id) do update set n = coupon_redemption_totals.n + 1`);
    const manager = await newStaff(server, 'EVENT_MANAGER');
    const coming = await createEvent(server, manager.token, { title: 'Coming' });
    const past = await createEvent(server, manager.token, { title: 'Past' });
    const dropped = await createEvent(server, manager.token, { title: 'Dropped' });
    for (const event of [coming, past, dropped]) {
      expect((await server.call('POST', `/api/v1/events/invite/${event.inviteId}/join`, { token: rows.recycler.token })).status).toBe(201);
    }
    await server.database.db.update(events).set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 60_000) }).where(eq(events.id, past.id));
    expect((await server.call('DELETE', `/api/v1/events/${dropped.id}/participants/${rows.recycler.id}`, { token: manager.token })).status).toBe(200);

    const figures = await dashboard<UserStats>(server, rows.recycler.token, 'user');
    const me = rows.recycler.id;
    const db = await row<Record<string, number>>(server, sql`select
      (select coalesce(sum(delta), 0)::int from points_ledger where user_id = ${me}) as balance,
      (select coalesce(sum(boxes), 0)::int from box_returns where user_id = ${me} and status = 'confirmed') as boxes,
      (select count(*)::int from box_returns where user_id = ${me} and status = 'confirmed') as returns,
      (select count(*)::int from box_returns where reported_by = ${me} and status = 'pending') as pending,
      (select count(*)::int from redemptions where user_id = ${me} and created_at >= now() - interval '30 days') as redemptions_30,
      (select count(*)::int from redemptions where user_id = ${me}) as redemptions_all,
      (select count(*)::int from participants p join events e on e.id = p.event_id
        where p.user_id = ${me} and e.deleted_at is null and p.status <> 'removed') as joined,
      (select count(*)::int from participants p join events e on e.id = p.event_id
        where p.user_id = ${me} and e.deleted_at is null and p.status = 'joined' and e.ends_at > now()) as upcoming,
      (select co2_grams_per_box from settings limit 1) as co2,
      (select points_per_box from settings limit 1) as per_box`);
    expect(db).toMatchObject({ pending: 1, joined: 2, upcoming: 1 });
    expect(db.redemptions_all).toBeGreaterThan(db.redemptions_30!);
    expect(figures).toEqual({
      balance: db.balance,
      boxesReturned: db.boxes,
      returnsConfirmed: db.returns,
      pendingReports: db.pending,
      co2GramsAvoided: db.boxes! * db.co2!,
      co2GramsPerBox: db.co2,
      pointsPerBox: db.per_box,
      redemptionsLast30Days: db.redemptions_30,
      redemptionsAllTime: db.redemptions_all,
      joinedEvents: db.joined,
      upcomingJoinedEvents: db.upcoming,
    });
    // The super admin's redemptions still count every row with the old one in.
    const [all] = await queryRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from redemptions`);
    expect((await dashboard<SuperAdminStats>(server, as.superAdmin.token, 'super-admin')).totals.redemptions).toBe(all!.n);
  });
});
