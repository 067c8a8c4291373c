// Every box has a passport: batches, labels, shipping, returning by code (once per trip,
// whoever scans it), collecting, retiring, the public facts and the service's figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxes, boxEvents, clients, users } from '@/server/db/schema';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import { formatBoxCode, isValidBoxCode } from '@/shared/box-codes';
import type { Batch, BoxFacts, BoxStats, MyBox, ScanAnswer } from '@/shared/contract/boxes';
import type { BoxScanReturn } from '@/shared/contract/returns';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';

prepareZXingModule({ overrides: { wasmBinary: readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm') }, fireImmediately: true });

let server: TestServer;
let northId: number;
let southId: number;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://rebox.test' });
  const rows = await server.database.db.select({ id: clients.id, name: clients.name }).from(clients);
  northId = rows.find((c) => c.name === 'North Logistics')!.id;
  southId = rows.find((c) => c.name === 'South Parcel Co')!.id;
});
afterAll(async () => {
  expect(await findBalanceMismatches(server.database.db)).toEqual([]);
  // After every test's moves: made, shipped, returned, posted, collected, retired, backdated.
  await expectFiguresMatchBoxes();
  await server.close();
});

const as = async (email: string) => (await server.login(email)).token;

async function batch(clientId: number, count: number): Promise<string[]> {
  const made = await server.call<Batch>('POST', '/api/v1/boxes/batches', { token: await as('admin@rebox.test'), body: { clientId, count } });
  expect(made.status).toBe(201);
  return made.body.data.codes;
}

const ship = async (token: string, codes: string[]) => server.call<ScanAnswer>('POST', '/api/v1/boxes/ship', { token, body: { codes } });
const outcomes = (answer: { outcomes: { code: string; outcome: string }[] }) => Object.fromEntries(answer.outcomes.map((o) => [o.code, o.outcome]));

describe('batches and labels', () => {
  it('makes new boxes in stock with unique codes that check, for admins only', async () => {
    const codes = await batch(northId, 30);
    expect(new Set(codes).size).toBe(30);
    expect(codes.every(isValidBoxCode)).toBe(true);
    const rows = await server.database.db.select().from(boxes).where(inArray(boxes.code, codes));
    expect(rows.every((b) => b.state === 'in_stock' && b.clientId === northId && b.trip === 0)).toBe(true);
    const denied = await server.call('POST', '/api/v1/boxes/batches', { token: await as('distributor@rebox.test'), body: { clientId: northId, count: 5 } });
    expect(denied.status).toBe(403);
    for (const count of [0, 10_001]) {
      const refused = await server.call('POST', '/api/v1/boxes/batches', { token: await as('admin@rebox.test'), body: { clientId: northId, count } });
      expect(refused.status).toBe(400);
    }
    const unknownClient = await server.call('POST', '/api/v1/boxes/batches', { token: await as('admin@rebox.test'), body: { clientId: 999_999, count: 1 } });
    expect(unknownClient.status).toBe(404);
  });

  it('prints an A4 PDF whose every QR code decodes to its box’s address', async () => {
    const made = await server.call<Batch>('POST', '/api/v1/boxes/batches', { token: await as('admin@rebox.test'), body: { clientId: northId, count: 30 } });
    const response = await fetch(`${server.url}/api/v1/boxes/batches/${made.body.data.batchId}/labels.pdf`, { headers: { authorization: await as('admin@rebox.test') } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'labels-'));
    try {
      writeFileSync(path.join(dir, 'labels.pdf'), pdf);
      execFileSync('pdftoppm', ['-r', '150', '-png', path.join(dir, 'labels.pdf'), path.join(dir, 'page')]);
      const pages = readdirSync(dir).filter((f) => f.endsWith('.png')).sort();
      expect(pages).toHaveLength(2);
      const found: string[] = [];
      for (const page of pages) {
        const read = await readBarcodes(new Uint8Array(readFileSync(path.join(dir, page))), { formats: ['QRCode'], maxNumberOfSymbols: 30 });
        found.push(...read.map((r) => r.text));
      }
      expect(found.sort()).toEqual(made.body.data.codes.map((code) => `https://rebox.test/b/${code}`).sort());
      const text = execFileSync('pdftotext', [path.join(dir, 'labels.pdf'), '-']).toString();
      for (const code of made.body.data.codes) expect(text).toContain(formatBoxCode(code));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const denied = await fetch(`${server.url}/api/v1/boxes/batches/${made.body.data.batchId}/labels.pdf`, { headers: { authorization: await as('distributor@rebox.test') } });
    expect(denied.status).toBe(403);
  });
});

describe('a box’s trips', () => {
  it('ships only the distributor’s own client’s boxes in stock, with an outcome per code', async () => {
    const [a, b] = await batch(northId, 2);
    const [south] = await batch(southId, 1);
    const distributor = await as('distributor@rebox.test');
    const typo = a!.slice(0, 8) + (a![8] === '0' ? '1' : '0');
    const shipped = await ship(distributor, [formatBoxCode(a!).toLowerCase(), b!, south!, typo, '000000000', 'nonsense']);
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.done).toBe(2);
    expect(outcomes(shipped.body.data)).toEqual({ [a!]: 'shipped', [b!]: 'shipped', [south!]: 'other_client', [typo]: 'invalid', '000000000': 'unknown', nonsense: 'invalid' });
    expect(outcomes((await ship(distributor, [a!])).body.data)).toEqual({ [a!]: 'not_in_stock' });
    expect((await ship(await as('user@rebox.test'), [a!])).status).toBe(403);
  });

  it('credits a returned box once per trip, whoever scans it, and refuses the rest box by box', async () => {
    const [out1, out2, inStock, retired] = await batch(northId, 4);
    const distributor = await as('distributor@rebox.test');
    await ship(distributor, [out1!, out2!, retired!]);
    await server.call('POST', '/api/v1/boxes/retire', { token: distributor, body: { codes: [retired!], reason: 'Crushed in transit' } });
    const recycler = await newUser(server);
    const answer = await server.call<BoxScanReturn>('POST', '/api/v1/points/returns', {
      token: distributor,
      body: { userId: recycler.user.user_id, boxCodes: [out1!, out2!, inStock!, retired!, '000000000'] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.return).toMatchObject({ boxes: 2, points: 20, status: 'confirmed' });
    expect(outcomes(answer.body.data)).toEqual({ [out1!]: 'credited', [out2!]: 'credited', [inStock!]: 'not_out', [retired!]: 'retired', '000000000': 'unknown' });
    // Another counter scanning the same box: already returned this trip.
    const again = await server.call<BoxScanReturn>('POST', '/api/v1/points/returns', { token: await as('admin@rebox.test'), body: { userId: recycler.user.user_id, boxCodes: [out1!] } });
    expect(again.status).toBe(200);
    expect(again.body.data.return).toBeNull();
    expect(outcomes(again.body.data)).toEqual({ [out1!]: 'already_returned' });

    // Collected, shipped again: a new trip credits again.
    expect((await server.call<ScanAnswer>('POST', '/api/v1/boxes/collect', { token: distributor, body: { codes: [out1!] } })).body.data.done).toBe(1);
    await ship(distributor, [out1!]);
    const secondTrip = await server.call<BoxScanReturn>('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxCodes: [out1!] } });
    expect(outcomes(secondTrip.body.data)).toEqual({ [out1!]: 'credited' });
    const [box] = await server.database.db.select().from(boxes).where(eq(boxes.code, out1!));
    expect(box).toMatchObject({ state: 'returned', trip: 2 });
    const journey = await server.database.db.select({ kind: boxEvents.kind, trip: boxEvents.trip }).from(boxEvents).where(eq(boxEvents.boxId, box!.id)).orderBy(boxEvents.id);
    expect(journey).toEqual([
      { kind: 'created', trip: 0 },
      { kind: 'shipped', trip: 1 },
      { kind: 'returned', trip: 1 },
      { kind: 'collected', trip: 1 },
      { kind: 'shipped', trip: 2 },
      { kind: 'returned', trip: 2 },
    ]);
  });

  it('50 counters scanning the same box at once credit it once', async () => {
    const [code] = await batch(northId, 1);
    await ship(await as('distributor@rebox.test'), [code!]);
    const staff = await Promise.all(['distributor@rebox.test', 'admin@rebox.test', 'business@rebox.test'].map(as));
    const business = await server.call<{ id: number }[]>('GET', '/api/v1/stores/mine', { token: staff[2]! });
    const recyclers = await Promise.all(Array.from({ length: 5 }, () => newUser(server)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.call<BoxScanReturn>('POST', '/api/v1/points/returns', {
          token: staff[i % 3]!,
          body: { userId: recyclers[i % 5]!.user.user_id, boxCodes: [code!], ...(i % 3 === 2 && { storeId: business.body.data[0]!.id }) },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200 && outcomes(a.body.data)[code!] === 'already_returned')).toHaveLength(49);
    const counted = (await server.database.db.execute(sql`select count(*)::int as n from points_ledger where reason = 'return' and user_id = any(${sql.param(recyclers.map((r) => r.user.user_id))}::int[])`)) as unknown as { rows: { n: number }[] };
    const n = Number(counted.rows[0]!.n);
    expect(n).toBe(1);
  });

  it('counts without codes stay possible until the super admin requires codes', async () => {
    const superAdmin = await as('superadmin@rebox.test');
    const distributor = await as('distributor@rebox.test');
    const recycler = await newUser(server);
    expect((await server.call('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxes: 2 } })).status).toBe(201);
    await server.call('PUT', '/api/v1/settings', { token: superAdmin, body: { boxCodesRequired: true } });
    try {
      const refused = await server.call('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxes: 3 } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Scan or type the boxes’ codes: counting boxes without their codes is turned off.');
    } finally {
      await server.call('PUT', '/api/v1/settings', { token: superAdmin, body: { boxCodesRequired: false } });
    }
    const both = await server.call('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxes: 1, boxCodes: ['000000000'] } });
    expect(both.status).toBe(400);
  });
});

describe('what a box tells', () => {
  it('tells anyone only that it is a Rebox box, whether it can be returned and what it earns; its client’s staff and admins its journey', async () => {
    const [code] = await batch(northId, 1);
    await ship(await as('distributor@rebox.test'), [code!]);
    const anonymous = await server.call<BoxFacts>('GET', `/api/v1/boxes/${formatBoxCode(code!).toLowerCase()}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({ code, returnable: true, pointsForReturning: 10 });
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    const recycler = await newUser(server);
    expect((await server.call<BoxFacts>('GET', `/api/v1/boxes/${code}`, { token: recycler.token })).body.data).toEqual({ code, returnable: true, pointsForReturning: 10 });
    const admin = await server.call<BoxFacts>('GET', `/api/v1/boxes/${code}`, { token: await as('admin@rebox.test') });
    expect(admin.body.data).toMatchObject({ state: 'out', clientName: 'North Logistics' });
    expect(admin.body.data.journey!.map((e) => e.kind)).toEqual(['created', 'shipped']);
    const distributor = await server.call<BoxFacts>('GET', `/api/v1/boxes/${code}`, { token: await as('distributor@rebox.test') });
    expect(distributor.body.data.journey).toHaveLength(2);
    const typo = code!.slice(0, 8) + (code![8] === '0' ? '1' : '0');
    expect((await server.call('GET', `/api/v1/boxes/${typo}`)).status).toBe(400);
    expect((await server.call('GET', '/api/v1/boxes/000000000')).status).toBe(404);
  });

  it('gives the return rate, median days out, trips per box and suspected lost boxes, per client for its staff', async () => {
    const codes = await batch(southId, 4);
    const admin = await as('admin@rebox.test');
    await ship(admin, codes);
    const recycler = await newUser(server);
    await server.call('POST', '/api/v1/points/returns', { token: admin, body: { userId: recycler.user.user_id, boxCodes: codes.slice(0, 2) } });
    // As if shipped 70 days ago and handed back on days 10 and 20; the other two still out, one of them for 100 days.
    const ids = (await server.database.db.select({ id: boxes.id, code: boxes.code }).from(boxes).where(inArray(boxes.code, codes))).sort((x, y) => codes.indexOf(x.code) - codes.indexOf(y.code));
    await server.database.db.execute(sql`update boxes set shipped_at = now() - interval '70 days' where id = any(${sql.param(ids.map((b) => b.id))}::int[])`);
    await server.database.db.execute(sql`update boxes set back_at = now() - interval '60 days' where id = ${ids[0]!.id}`);
    await server.database.db.execute(sql`update boxes set back_at = now() - interval '50 days' where id = ${ids[1]!.id}`);
    await server.database.db.execute(sql`update boxes set shipped_at = now() - interval '100 days' where id = ${ids[3]!.id}`);
    const stats = await server.call<BoxStats>('GET', `/api/v1/boxes/stats?clientId=${southId}`, { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ byState: { in_stock: expect.any(Number), out: 2, returned: 2, retired: 0 }, returnRate: 0.5, returnWindowDays: 60, medianDaysOut: 15, suspectedLost: 1, lostAfterDays: 90 });
    expect(stats.body.data.tripsPerBox).toContainEqual({ trips: 1, boxes: 4 });
    // A distributor sees their own client's figures only.
    expect((await server.call('GET', `/api/v1/boxes/stats?clientId=${southId}`, { token: await as('distributor@rebox.test') })).status).toBe(403);
    expect((await server.call<BoxStats>('GET', '/api/v1/boxes/stats', { token: await as('distributor@rebox.test') })).status).toBe(200);
    expect((await server.call('GET', '/api/v1/boxes/stats', { token: recycler.token })).status).toBe(403);
  });

});

describe('returns by post and My boxes', () => {
  const balanceOf = async (id: number) => (await server.database.db.select({ points: users.availableRewardPoints }).from(users).where(eq(users.id, id)))[0]!.points;

  it('a posted box waits, is credited to whoever posted it when the depot collects it, and only once', async () => {
    const [first, second, inStock] = await batch(northId, 3);
    const distributor = await as('distributor@rebox.test');
    await ship(distributor, [first!, second!]);
    const recycler = await newUser(server);
    const before = await balanceOf(recycler.user.user_id);

    const posted = await server.call<BoxScanReturn>('POST', '/api/v1/points/returns/report', {
      token: recycler.token,
      body: { byPost: true, boxCodes: [formatBoxCode(first!).toLowerCase(), second!, inStock!, '000000000'] },
    });
    expect(posted.status).toBe(201);
    expect(outcomes(posted.body.data)).toEqual({ [first!]: 'posted', [second!]: 'posted', [inStock!]: 'not_out', '000000000': 'unknown' });
    expect(posted.body.data.return).toMatchObject({ status: 'pending', byPost: true, boxes: 2, points: null, location: 'By post' });
    const reportId = posted.body.data.return!.id;
    // Posting them again, or a counter crediting a posted box: refused box by box.
    const twice = await server.call<BoxScanReturn>('POST', '/api/v1/points/returns/report', { token: recycler.token, body: { byPost: true, boxCodes: [first!] } });
    expect(twice.status).toBe(200);
    expect(outcomes(twice.body.data)).toEqual({ [first!]: 'already_posted' });
    const atCounter = await server.call<BoxScanReturn>('POST', '/api/v1/points/returns', { token: distributor, body: { userId: recycler.user.user_id, boxCodes: [first!] } });
    expect(outcomes(atCounter.body.data)).toEqual({ [first!]: 'already_posted' });
    // Nobody confirms it: it is not in the staff's queue, and a confirm is refused.
    const queue = await server.call<{ items: { id: number }[] }>('GET', '/api/v1/points/returns/pending?pageSize=100', { token: await as('admin@rebox.test') });
    expect(queue.body.data.items.map((r) => r.id)).not.toContain(reportId);
    const confirm = await server.call('POST', `/api/v1/points/returns/${reportId}/confirm`, { token: await as('admin@rebox.test') });
    expect(confirm.status).toBe(409);
    expect(await balanceOf(recycler.user.user_id)).toBe(before);

    // The first box reaches the depot: credited to the recycler; the second still travels.
    const collected = await server.call<ScanAnswer>('POST', '/api/v1/boxes/collect', { token: distributor, body: { codes: [first!] } });
    expect(collected.body.data.done).toBe(1);
    expect(await balanceOf(recycler.user.user_id)).toBe(before + 10);
    let mine = await server.call<MyBox[]>('GET', '/api/v1/boxes/mine', { token: recycler.token });
    expect(mine.status).toBe(200);
    expect(Object.fromEntries(mine.body.data.map((b) => [b.code, [b.kind, b.points]]))).toEqual({ [first!]: ['posted', 10], [second!]: ['posted', null] });
    // Collected again (a second scan): nothing more.
    await server.call('POST', '/api/v1/boxes/collect', { token: distributor, body: { codes: [first!] } });
    expect(await balanceOf(recycler.user.user_id)).toBe(before + 10);

    await server.call('POST', '/api/v1/boxes/collect', { token: distributor, body: { codes: [second!] } });
    expect(await balanceOf(recycler.user.user_id)).toBe(before + 20);
    const reports = await server.call<{ items: { id: number; status: string; points: number }[] }>('GET', '/api/v1/points/returns/my-reports', { token: recycler.token });
    expect(reports.body.data.items.find((r) => r.id === reportId)).toMatchObject({ status: 'confirmed', points: 20 });
    mine = await server.call<MyBox[]>('GET', '/api/v1/boxes/mine', { token: recycler.token });
    expect(mine.body.data.every((b) => b.points === 10 && b.co2Grams !== null)).toBe(true);
    const undo = await server.call('POST', `/api/v1/points/returns/${reportId}/undo`, { token: distributor, body: { reason: 'Changed my mind' } });
    expect(undo.status).toBe(409);
  });

  it('lists the boxes handed in at a counter with their store and points, for the recycler only', async () => {
    const [code] = await batch(northId, 1);
    const distributor = await as('distributor@rebox.test');
    await ship(distributor, [code!]);
    const recycler = await newUser(server);
    const business = await as('business@rebox.test');
    const store = (await server.call<{ id: number; name: string }[]>('GET', '/api/v1/stores/mine', { token: business })).body.data[0]!;
    await server.call('POST', '/api/v1/points/returns', { token: business, body: { userId: recycler.user.user_id, boxCodes: [code!], storeId: store.id } });
    const mine = await server.call<MyBox[]>('GET', '/api/v1/boxes/mine', { token: recycler.token });
    expect(mine.body.data).toEqual([{ code, kind: 'returned', at: expect.any(String), storeName: store.name, points: 10, co2Grams: 250 }]);
    expect((await server.call('GET', '/api/v1/boxes/mine', { token: distributor })).status).toBe(403);
    expect((await server.call('GET', '/api/v1/boxes/mine', { token: (await newUser(server)).token })).body.data).toEqual([]);
  });

  it('refuses a post report that is not one', async () => {
    const recycler = await newUser(server);
    for (const body of [{ byPost: true }, { boxCodes: ['000000000'], location: 'Home' }, { byPost: true, boxCodes: ['000000000'], boxes: 2 }, { byPost: false, boxCodes: ['000000000'] }]) {
      const refused = await server.call('POST', '/api/v1/points/returns/report', { token: recycler.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });
});

/** The boxes' figures (kept by triggers) agree with a count of the boxes themselves. */
async function expectFiguresMatchBoxes() {
  const counted = await server.database.db.execute(sql`
    select coalesce(sum(abs(difference)), 0)::int as off from (
      select client_id, state, trip, count(*) - coalesce((select sum(n) from box_state_counts c where c.client_id = b.client_id and c.state = b.state and c.trips = b.trip), 0) as difference
      from boxes b group by client_id, state, trip
      union all
      select client_id, state, trips, n - (select count(*) from boxes b where b.client_id = c.client_id and b.state = c.state and b.trip = c.trips) from box_state_counts c
    ) d`);
  expect(Number((counted as unknown as { rows: { off: number }[] }).rows[0]!.off)).toBe(0);
  const stillOut = await server.database.db.execute(sql`
    select (select count(*) from boxes where state = 'out')::int as boxes, (select coalesce(sum(n), 0) from box_trip_days where days_back = -1)::int as figures`);
  const row = (stillOut as unknown as { rows: { boxes: number; figures: number }[] }).rows[0]!;
  expect(row.figures).toBe(row.boxes);
}
