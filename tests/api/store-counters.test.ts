// A business user's dashboard and pending queue at national scale: each store's returns
// counted by a trigger (pending reports, boxes credited all time, credited returns per UTC month:
// migration 0013) and each return's store owner kept on the return (migration 0014), so neither
// read grows with the business's stores. The counters must say exactly what counting the rows
// says, and the owner must be the store's, after every kind of change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '@/server/db/client';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import type { BusinessStats, SuperAdminStats } from '@/shared/contract/stats';
import { afterLaterMigrations } from '../helpers/database-before';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { dashboard, MONTH } from './dashboard-fixtures';
import { newUser } from './fixtures';
import { demoLogins, newStaff } from './resources-fixtures';

let server: TestServer;
let as: Awaited<ReturnType<typeof demoLogins>>;
beforeAll(async () => {
  server = await startTestServer();
  as = await demoLogins(server);
});
afterAll(() => server.close());

/** Every store's counters beside the same figures counted from its returns. */
async function storeCounters(db: Db) {
  const kept = await queryRows(db, sql`
    select s.id as store, coalesce(c.pending, 0)::int as pending, coalesce(c.boxes, 0)::int as boxes
    from stores s left join store_return_counts c on c.store_id = s.id order by s.id`);
  const counted = await queryRows(db, sql`
    select s.id as store,
      (select count(*)::int from box_returns r where r.store_id = s.id and r.status = 'pending') as pending,
      (select coalesce(sum(r.boxes), 0)::int from box_returns r where r.store_id = s.id and r.status = 'confirmed') as boxes
    from stores s order by s.id`);
  const keptMonths = await queryRows<{ store: number; month: string; returns: number; boxes: number; points: number }>(db, sql`
    select store_id as store, month::text as month, returns, boxes::int as boxes, points::int as points
    from store_return_months where returns <> 0 or boxes <> 0 or points <> 0 order by 1, 2`);
  const countedMonths = await queryRows(db, sql`
    select store_id as store, to_char(date_trunc('month', decided_at at time zone 'UTC'), 'YYYY-MM-DD') as month,
      count(*)::int as returns, sum(boxes)::int as boxes, coalesce(sum(points), 0)::int as points
    from box_returns where status = 'confirmed' and store_id is not null and decided_at is not null group by 1, 2 order by 1, 2`);
  return { kept: { stores: kept, months: keptMonths }, counted: { stores: counted, months: countedMonths } };
}

/** The boxes of every credit as kept by migration 0017's trigger, beside the same sum of the rows. */
async function confirmedBoxes(db: Db) {
  const [row] = await queryRows<{ kept: number; counted: number }>(db, sql`
    select (select coalesce(sum(boxes), 0)::int from confirmed_box_counts) as kept,
      (select coalesce(sum(boxes), 0)::int from box_returns where status = 'confirmed') as counted`);
  return row!;
}

/** Returns whose store_owner_id is not their store's owner (null when at no store). */
const misowned = (db: Db) =>
  queryRows<{ id: number }>(db, sql`
    select r.id from box_returns r left join stores s on s.id = r.store_id where r.store_owner_id is distinct from s.owner_id`);

const pendingIds = async (token: string) => {
  const answer = await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/pending?pageSize=100', { token });
  expect(answer.status, answer.body.message).toBe(200);
  expect(answer.body.data.total).toBe(answer.body.data.items.length);
  return answer.body.data.items.map((r) => r.id);
};

describe("a business user's stores, counted", () => {
  it("each store's counters follow reports, decisions, counter records, an undo and rows changed by hand", async () => {
    const db = server.database.db;
    const check = async () => {
      const { kept, counted } = await storeCounters(db);
      expect(kept).toEqual(counted);
      expect(await misowned(db)).toEqual([]);
      // The dashboard reads the counters: its figures are the rows' of the caller's stores.
      const figures = (await server.call<BusinessStats>('GET', '/api/v1/stats/business', { token: as.business.token })).body.data;
      const [rows] = await queryRows<{ returns: number; boxes: number; points: number; pending: number; all: number }>(db, sql`
        select count(*) filter (where r.status = 'confirmed' and r.decided_at >= ${MONTH})::int as returns,
          coalesce(sum(r.boxes) filter (where r.status = 'confirmed' and r.decided_at >= ${MONTH}), 0)::int as boxes,
          coalesce(sum(r.points) filter (where r.status = 'confirmed' and r.decided_at >= ${MONTH}), 0)::int as points,
          count(*) filter (where r.status = 'pending')::int as pending,
          coalesce(sum(r.boxes) filter (where r.status = 'confirmed'), 0)::int as all
        from box_returns r join stores s on s.id = r.store_id where s.owner_id = ${as.business.id}`);
      expect(figures.thisMonth).toEqual({ returns: rows!.returns, boxes: rows!.boxes, points: rows!.points });
      expect(figures.pendingReturns).toBe(rows!.pending);
      expect(figures.stores.reduce((n, s) => n + s.boxesAllTime, 0)).toBe(rows!.all);
      // The super admin's boxes returned, at a store or not, read the kept sum.
      const boxes = await confirmedBoxes(db);
      expect(boxes.kept).toBe(boxes.counted);
      expect((await dashboard<SuperAdminStats>(server, as.superAdmin.token, 'super-admin')).totals.boxesReturned).toBe(boxes.counted);
    };
    await check();
    const [storeA, storeB] = (await queryRows<{ id: number }>(db, sql`select id from stores where owner_id = ${as.business.id} order by id`)).map((r) => r.id);
    const people = await Promise.all(Array.from({ length: 3 }, () => newUser(server)));
    const report = async (i: number, boxes: number, storeId?: number) => {
      const answer = await server.call<BoxReturn>('POST', '/api/v1/points/returns/report', { token: people[i]!.token, body: { boxes, location: 'Counted', storeId } });
      expect(answer.status, answer.body.message).toBe(201);
      return answer.body.data.id;
    };
    const decide = async (id: number, how: 'confirm' | 'reject' | 'undo') => {
      const body = how === 'confirm' ? undefined : { reason: 'Counted twice' };
      const answer = await server.call('POST', `/api/v1/points/returns/${id}/${how}`, { token: as.business.token, body });
      expect(answer.status, answer.body.message).toBe(200);
    };
    const reports = [await report(0, 2, storeA), await report(1, 3, storeA), await report(2, 4, storeB), await report(0, 1)];
    await check();
    await decide(reports[0]!, 'confirm');
    await decide(reports[1]!, 'reject');
    await decide(reports[2]!, 'confirm');
    await decide(reports[2]!, 'undo');
    const recorded = await server.call<BoxReturn>('POST', '/api/v1/points/returns', { token: as.business.token, body: { userId: people[1]!.user.user_id, boxes: 6, storeId: storeB } });
    expect(recorded.status, recorded.body.message).toBe(201);
    await check();
    // Rows changed by hand: decided last month, moved to another store, more boxes, undone by
    // status, a credit with no decision time, a report deleted.
    await db.execute(sql`update box_returns set decided_at = ${MONTH} - interval '1 day' where id = ${reports[0]!}`);
    await check();
    await db.execute(sql`update box_returns set store_id = ${storeB} where id = ${reports[0]!}`);
    await check();
    await db.execute(sql`update box_returns set boxes = 9, points = 90 where id = ${recorded.body.data.id}`);
    await check();
    await db.execute(sql`update box_returns set status = 'reversed' where id = ${recorded.body.data.id}`);
    await db.execute(sql`
      insert into box_returns (user_id, boxes, status, store_id, points, reported_by)
      values (${people[2]!.user.user_id}, 5, 'confirmed', ${storeA}, 50, ${as.business.id})`);
    await check();
    // A credit at no store, then more boxes on it.
    await db.execute(sql`update box_returns set status = 'confirmed', points = 10, decided_at = now() where id = ${reports[3]!}`);
    await check();
    await db.execute(sql`update box_returns set boxes = 4, points = 40 where id = ${reports[3]!}`);
    await check();
    const late = await report(1, 1, storeB);
    await check();
    await db.execute(sql`update box_returns set store_id = null where id = ${late}`);
    await check();
    await db.execute(sql`delete from box_returns where id = ${late}`);
    await check();
  });

  it("a business user's pending queue follows the owner of each return's store", async () => {
    const db = server.database.db;
    const [storeA] = (await queryRows<{ id: number }>(db, sql`select id from stores where owner_id = ${as.business.id} order by id`)).map((r) => r.id);
    const rival = await newStaff(server, 'BUSINESS_USER');
    const created = await server.call<{ id: number }>('POST', '/api/v1/stores', { token: rival.token, body: { name: 'Queue Corner' } });
    expect(created.status, created.body.message).toBe(201);
    const rivalStore = created.body.data.id;
    const { token } = await newUser(server);
    const reportAt = async (storeId: number) =>
      (await server.call<BoxReturn>('POST', '/api/v1/points/returns/report', { token, body: { boxes: 1, location: 'Queue', storeId } })).body.data.id;
    const atA = await reportAt(storeA!);
    const atRival = await reportAt(rivalStore);
    expect(await pendingIds(as.business.token)).toContain(atA);
    expect(await pendingIds(as.business.token)).not.toContain(atRival);
    expect(await pendingIds(rival.token)).toEqual([atRival]);

    // The rival's store handed to the demo business, and a report moved to the rival's store.
    await db.execute(sql`update stores set owner_id = ${as.business.id} where id = ${rivalStore}`);
    expect(await misowned(db)).toEqual([]);
    expect(await pendingIds(as.business.token)).toEqual(expect.arrayContaining([atA, atRival]));
    expect(await pendingIds(rival.token)).toEqual([]);
    await db.execute(sql`update stores set owner_id = ${rival.id} where id = ${rivalStore}`);
    await db.execute(sql`update box_returns set store_id = ${rivalStore} where id = ${atA}`);
    expect(await misowned(db)).toEqual([]);
    expect(await pendingIds(as.business.token)).not.toContain(atA);
    expect(await pendingIds(rival.token)).toEqual([atA, atRival].sort((a, b) => b - a));
    // A hand-written owner does not stick: the store's owner does.
    await db.execute(sql`update box_returns set store_owner_id = ${as.business.id} where id = ${atA}`);
    expect(await misowned(db)).toEqual([]);
  });

  it('migrations 0013, 0014 and 0017 count the returns already at each store and in all, and give each its owner', async () => {
    // A database as it was before 0013 (the migrations up to 0012), with returns of every kind.
    await afterLaterMigrations(
      12,
      async (db) => {
        await db.execute(sql`
          insert into users (id, name, email, password_hash, role, user_code) values
            (1, 'Shop One', 'one@rebox.test', 'x', 'BUSINESS_USER', 'BUS00001'),
            (2, 'Shop Two', 'two@rebox.test', 'x', 'BUSINESS_USER', 'BUS00002'),
            (3, 'Ada', 'a@rebox.test', 'x', 'NORMAL_USER', 'USR00003')`);
        await db.execute(sql`insert into stores (id, owner_id, name) values (1, 1, 'A'), (2, 1, 'B'), (3, 2, 'C'), (4, 2, 'Empty')`);
        await db.execute(sql`
          insert into box_returns (user_id, boxes, status, store_id, points, reported_by, decided_at) values
            (3, 2, 'confirmed', 1, 20, 3, now()),
            (3, 3, 'confirmed', 1, 30, 3, now() - interval '40 days'),
            (3, 4, 'pending', 1, null, 3, null),
            (3, 5, 'rejected', 1, null, 3, now()),
            (3, 6, 'reversed', 2, 60, 3, now()),
            (3, 1, 'confirmed', 2, 10, 3, null),
            (3, 7, 'pending', 3, null, 3, null),
            (3, 8, 'pending', null, null, 3, null),
            (3, 9, 'confirmed', null, 90, 3, now())`);
      },
      async (db) => {
        const { kept, counted } = await storeCounters(db);
        expect(kept).toEqual(counted);
        expect(kept.stores).toEqual([
          { store: 1, pending: 1, boxes: 5 },
          { store: 2, pending: 0, boxes: 1 },
          { store: 3, pending: 1, boxes: 0 },
          { store: 4, pending: 0, boxes: 0 },
        ]);
        expect(kept.months.map((m) => [m.store, m.returns, m.boxes, m.points])).toEqual([
          [1, 1, 3, 30],
          [1, 1, 2, 20],
        ]);
        expect(await misowned(db)).toEqual([]);
        // Migration 0017: every credit's boxes, at a store (2, 3, 1) or at none (9).
        expect(await confirmedBoxes(db)).toEqual({ kept: 15, counted: 15 });
        const owners = await queryRows<{ boxes: number; owner: number | null }>(db, sql`select boxes, store_owner_id as owner from box_returns order by boxes`);
        expect(owners.map((r) => r.owner)).toEqual([1, 1, 1, 1, 1, 1, 2, null, null]);
      },
    );
  });
});
