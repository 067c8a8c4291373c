// What a box tells (anyone its public facts, its client's staff its journey, the service its
// figures), returns by post and My boxes.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boxes, users } from '@/server/db/schema';
import { formatBoxCode } from '@/shared/box-codes';
import type { BoxFacts, BoxStats, MyBox, ReturnRates, ScanAnswer } from '@/shared/contract/boxes';
import type { BoxScanReturn } from '@/shared/contract/returns';
import { batch, outcomes, ship, tokenOf, useBoxServer } from './box-suite';
import { newUser } from './fixtures';

const suite = useBoxServer();

describe('what a box tells', () => {
  it('tells anyone only that it is a Rebox box, whether it can be returned and what it earns; its client’s staff and admins its journey', async () => {
    const [code] = await batch(suite, suite.northId, 1);
    await ship(suite, await tokenOf(suite, 'distributor@rebox.test'), [code!]);
    const anonymous = await suite.server.call<BoxFacts>('GET', `/api/v1/boxes/${formatBoxCode(code!).toLowerCase()}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({ code, returnable: true, pointsForReturning: 10 });
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    const recycler = await newUser(suite.server);
    expect((await suite.server.call<BoxFacts>('GET', `/api/v1/boxes/${code}`, { token: recycler.token })).body.data).toEqual({ code, returnable: true, pointsForReturning: 10 });
    const admin = await suite.server.call<BoxFacts>('GET', `/api/v1/boxes/${code}`, { token: await tokenOf(suite, 'admin@rebox.test') });
    expect(admin.body.data).toMatchObject({ state: 'out', clientName: 'North Logistics' });
    expect(admin.body.data.journey!.map((e) => e.kind)).toEqual(['created', 'shipped']);
    const distributor = await suite.server.call<BoxFacts>('GET', `/api/v1/boxes/${code}`, { token: await tokenOf(suite, 'distributor@rebox.test') });
    expect(distributor.body.data.journey).toHaveLength(2);
    const typo = code!.slice(0, 8) + (code![8] === '0' ? '1' : '0');
    expect((await suite.server.call('GET', `/api/v1/boxes/${typo}`)).status).toBe(400);
    expect((await suite.server.call('GET', '/api/v1/boxes/000000000')).status).toBe(404);
  });

  it('gives the return rate, median days out, trips per box and suspected lost boxes, per client for its staff', async () => {
    const codes = await batch(suite, suite.southId, 4);
    const admin = await tokenOf(suite, 'admin@rebox.test');
    await ship(suite, admin, codes);
    const recycler = await newUser(suite.server);
    await suite.server.call('POST', '/api/v1/points/returns', { token: admin, body: { userId: recycler.user.user_id, boxCodes: codes.slice(0, 2) } });
    // As if shipped 70 days ago and handed back on days 10 and 20; the other two still out, one of them for 100 days.
    const ids = (await suite.server.database.db.select({ id: boxes.id, code: boxes.code }).from(boxes).where(inArray(boxes.code, codes))).sort((x, y) => codes.indexOf(x.code) - codes.indexOf(y.code));
    await suite.server.database.db.execute(sql`update boxes set shipped_at = now() - interval '70 days' where id = any(${sql.param(ids.map((b) => b.id))}::int[])`);
    await suite.server.database.db.execute(sql`update boxes set back_at = now() - interval '60 days' where id = ${ids[0]!.id}`);
    await suite.server.database.db.execute(sql`update boxes set back_at = now() - interval '50 days' where id = ${ids[1]!.id}`);
    await suite.server.database.db.execute(sql`update boxes set shipped_at = now() - interval '100 days' where id = ${ids[3]!.id}`);
    const stats = await suite.server.call<BoxStats>('GET', `/api/v1/boxes/stats?clientId=${suite.southId}`, { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ byState: { in_stock: expect.any(Number), out: 2, returned: 2, retired: 0 }, returnRate: 0.5, returnWindowDays: 60, medianDaysOut: 15, suspectedLost: 1, lostAfterDays: 90 });
    expect(stats.body.data.tripsPerBox).toContainEqual({ trips: 1, boxes: 4 });
    // A distributor sees their own client's figures only.
    expect((await suite.server.call('GET', `/api/v1/boxes/stats?clientId=${suite.southId}`, { token: await tokenOf(suite, 'distributor@rebox.test') })).status).toBe(403);
    expect((await suite.server.call<BoxStats>('GET', '/api/v1/boxes/stats', { token: await tokenOf(suite, 'distributor@rebox.test') })).status).toBe(200);
    expect((await suite.server.call('GET', '/api/v1/boxes/stats', { token: recycler.token })).status).toBe(403);
  });

  it('gives the whole service’s and every listed client’s return rate in one answer, the figures each client’s own read gives', async () => {
    const admin = await tokenOf(suite, 'admin@rebox.test');
    const rates = await suite.server.call<ReturnRates>('GET', '/api/v1/boxes/return-rates', { token: admin });
    expect(rates.status, rates.body.message).toBe(200);
    const figures = async (query: string) => (await suite.server.call<BoxStats>('GET', `/api/v1/boxes/stats${query}`, { token: admin })).body.data;
    const rowOf = (stats: BoxStats) => ({ returnRate: stats.returnRate, out: stats.byState.out, suspectedLost: stats.suspectedLost });
    expect(rates.body.data.all).toEqual(rowOf(await figures('')));
    expect(rates.body.data.clients.map((c) => c.clientId)).toContain(suite.southId);
    for (const { clientId, clientName, ...row } of rates.body.data.clients) {
      expect(clientName).not.toBe('');
      expect(row, clientName).toEqual(rowOf(await figures(`?clientId=${clientId}`)));
    }
    expect(rates.body.data.clients.find((c) => c.clientId === suite.southId)).toMatchObject({ returnRate: 0.5, out: 2, suspectedLost: 1 });
    const clients = await suite.server.call<{ total: number }>('GET', '/api/v1/clients?page=1&pageSize=1', { token: admin });
    expect(rates.body.data.totalClients).toBe(clients.body.data.total);
    expect(rates.body.data).toMatchObject({ returnWindowDays: 60, lostAfterDays: 90 });
    // The whole service's clients are the admins' to compare.
    expect((await suite.server.call('GET', '/api/v1/boxes/return-rates', { token: await tokenOf(suite, 'distributor@rebox.test') })).status).toBe(403);
  });

});

describe('returns by post and My boxes', () => {
  const balanceOf = async (id: number) => (await suite.server.database.db.select({ points: users.availableRewardPoints }).from(users).where(eq(users.id, id)))[0]!.points;

  it('a posted box waits, is credited to whoever posted it when the depot collects it, and only once', async () => {
    const [first, second, inStock] = await batch(suite, suite.northId, 3);
    const distributor = await tokenOf(suite, 'distributor@rebox.test');
    await ship(suite, distributor, [first!, second!]);
    const recycler = await newUser(suite.server);
    const before = await balanceOf(recycler.user.user_id);

    const posted = await suite.server.call<BoxScanReturn>('POST', '/api/v1/points/returns/report', {
      token: recycler.token,
      body: { byPost: true, boxCodes: [formatBoxCode(first!).toLowerCase(), second!, inStock!, '000000000'] },
    });
    expect(posted.status).toBe(201);
    expect(outcomes(posted.body.data)).toEqual({ [first!]: 'posted', [second!]: 'posted', [inStock!]: 'not_out', '000000000': 'unknown' });
    expect(posted.body.data.return).toMatchObject({ status: 'pending', byPost: true, boxes: 2, points: null, location: 'By post' });
    const reportId = posted.body.data.return!.id;
    // Posting them again, or a counter crediting a posted box: refused box by box.
    const twice = await suite.server.call<BoxScanReturn>('POST', '/api/v1/points/returns/report', { token: recycler.token, body: { byPost: true, boxCodes: [first!] } });
    expect(twice.status).toBe(200);
    expect(outcomes(twice.body.data)).toEqual({ [first!]: 'already_posted' });
    const atCounter = await suite.server.call<BoxScanReturn>('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxCodes: [first!] } });
    expect(outcomes(atCounter.body.data)).toEqual({ [first!]: 'already_posted' });
    // Nobody confirms it: it is not in the staff's queue, and a confirm is refused.
    const queue = await suite.server.call<{ items: { id: number }[] }>('GET', '/api/v1/points/returns/pending?pageSize=100', { token: await tokenOf(suite, 'admin@rebox.test') });
    expect(queue.body.data.items.map((r) => r.id)).not.toContain(reportId);
    const confirm = await suite.server.call('POST', `/api/v1/points/returns/${reportId}/confirm`, { token: await tokenOf(suite, 'admin@rebox.test') });
    expect(confirm.status).toBe(409);
    expect(await balanceOf(recycler.user.user_id)).toBe(before);

    // The first box reaches the depot: credited to the recycler; the second still travels.
    const collected = await suite.server.call<ScanAnswer>('POST', '/api/v1/boxes/collect', { token: distributor, body: { codes: [first!] } });
    expect(collected.body.data.done).toBe(1);
    expect(await balanceOf(recycler.user.user_id)).toBe(before + 10);
    let mine = await suite.server.call<MyBox[]>('GET', '/api/v1/boxes/mine', { token: recycler.token });
    expect(mine.status).toBe(200);
    expect(Object.fromEntries(mine.body.data.map((b) => [b.code, [b.kind, b.points]]))).toEqual({ [first!]: ['posted', 10], [second!]: ['posted', null] });
    // Collected again (a second scan): nothing more.
    await suite.server.call('POST', '/api/v1/boxes/collect', { token: distributor, body: { codes: [first!] } });
    expect(await balanceOf(recycler.user.user_id)).toBe(before + 10);

    await suite.server.call('POST', '/api/v1/boxes/collect', { token: distributor, body: { codes: [second!] } });
    expect(await balanceOf(recycler.user.user_id)).toBe(before + 20);
    const reports = await suite.server.call<{ items: { id: number; status: string; points: number }[] }>('GET', '/api/v1/points/returns/my-reports', { token: recycler.token });
    expect(reports.body.data.items.find((r) => r.id === reportId)).toMatchObject({ status: 'confirmed', points: 20 });
    mine = await suite.server.call<MyBox[]>('GET', '/api/v1/boxes/mine', { token: recycler.token });
    expect(mine.body.data.every((b) => b.points === 10 && b.co2Grams !== null)).toBe(true);
    const undo = await suite.server.call('POST', `/api/v1/points/returns/${reportId}/undo`, { token: distributor, body: { reason: 'Changed my mind' } });
    expect(undo.status).toBe(409);
  });

  it('lists the boxes handed in at a counter with their store and points, for the recycler only', async () => {
    const [code] = await batch(suite, suite.northId, 1);
    const distributor = await tokenOf(suite, 'distributor@rebox.test');
    await ship(suite, distributor, [code!]);
    const recycler = await newUser(suite.server);
    const business = await tokenOf(suite, 'business@rebox.test');
    const store = (await suite.server.call<{ id: number; name: string }[]>('GET', '/api/v1/stores/mine', { token: business })).body.data[0]!;
    await suite.server.call('POST', '/api/v1/points/returns', { token: business, body: { userId: recycler.user.user_id, boxCodes: [code!], storeId: store.id } });
    const mine = await suite.server.call<MyBox[]>('GET', '/api/v1/boxes/mine', { token: recycler.token });
    expect(mine.body.data).toEqual([{ code, kind: 'returned', at: expect.any(String), storeName: store.name, points: 10, co2Grams: 250 }]);
    expect((await suite.server.call('GET', '/api/v1/boxes/mine', { token: distributor })).status).toBe(403);
    expect((await suite.server.call('GET', '/api/v1/boxes/mine', { token: (await newUser(suite.server)).token })).body.data).toEqual([]);
  });

  it('refuses a post report that is not one', async () => {
    const recycler = await newUser(suite.server);
    for (const body of [{ byPost: true }, { boxCodes: ['000000000'], location: 'Home' }, { byPost: true, boxCodes: ['000000000'], boxes: 2 }, { byPost: false, boxCodes: ['000000000'] }]) {
      const refused = await suite.server.call('POST', '/api/v1/points/returns/report', { token: recycler.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });
});
