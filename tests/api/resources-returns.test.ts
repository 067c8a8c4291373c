import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '@/server/db/schema';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn, UserByCode } from '@/shared/contract/returns';
import type { Store } from '@/shared/contract/stores';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { balanceOf, demoLogins, expectLedgerConsistent, newStaff, type DemoRole } from './resources-fixtures';

let server: TestServer;
let as: Awaited<ReturnType<typeof demoLogins>>;
let businessStores: Store[];
const POINTS_PER_BOX = 10;

beforeAll(async () => {
  server = await startTestServer();
  as = await demoLogins(server);
  businessStores = (await server.call<Store[]>('GET', '/api/v1/stores/mine', { token: as.business.token })).body.data;
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
});

const record = (role: DemoRole, body: unknown, key?: string) =>
  server.call<BoxReturn>('POST', '/api/v1/points/returns', { token: as[role].token, body, headers: key ? { 'idempotency-key': key } : {} });

async function ledgerEntriesFor(returnId: number) {
  return server.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.sourceType, 'box_return'), eq(pointsLedger.sourceId, returnId)));
}

describe('recording a box return', () => {
  it('finds a recycler by a code typed with spaces, dashes and lower case: name and code only', async () => {
    const recycler = await newUser(server);
    const code = recycler.user.user_code;
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    const answer = await server.call<UserByCode>('GET', `/api/v1/users/by-code/${encodeURIComponent(typed)}`, { token: as.distributor.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ user_id: recycler.user.user_id, name: 'Test User', user_code: code });
  });

  it('does not find staff accounts or unknown codes', async () => {
    const staff = await server.call('GET', `/api/v1/users/by-code/${as.admin.code}`, { token: as.distributor.token });
    expect(staff.status).toBe(404);
    const onlyDashes = await server.call('GET', '/api/v1/users/by-code/--', { token: as.distributor.token });
    expect(onlyDashes.status).toBe(400);
    const unknown = await server.call('GET', '/api/v1/users/by-code/ZZZZ2222', { token: as.distributor.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no recycler with the code ZZZZ2222.');
  });

  it('credits boxes × points per box to the user found by code, with a ledger entry', async () => {
    const recycler = await newUser(server);
    const code = recycler.user.user_code;
    const answer = await record('distributor', { userCode: `${code.slice(0, 3)}-${code.slice(3).toLowerCase()}`, boxes: 3, location: 'Depot' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ userId: recycler.user.user_id, boxes: 3, status: 'confirmed', points: 3 * POINTS_PER_BOX, decidedBy: as.distributor.id });
    expect(await balanceOf(server, recycler.user.user_id)).toBe(30);
    const entries = await ledgerEntriesFor(answer.body.data.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: recycler.user.user_id, delta: 30, reason: 'return', actorId: as.distributor.id });
  });

  it('credits by user id too, and lists the return among the recorder\'s own', async () => {
    const recycler = await newUser(server);
    const answer = await record('admin', { userId: recycler.user.user_id, boxes: 1 });
    expect(answer.status).toBe(201);
    const mine = await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/mine', { token: as.admin.token });
    expect(mine.body.data.items.map((r) => r.id)).toContain(answer.body.data.id);
    const distributors = await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/mine', { token: as.distributor.token });
    expect(distributors.body.data.items.map((r) => r.id)).not.toContain(answer.body.data.id);
  });

  it('a repeated Idempotency-Key returns the first answer and credits once', async () => {
    const recycler = await newUser(server);
    const body = { userCode: recycler.user.user_code, boxes: 4 };
    const first = await record('distributor', body, 'return-key-1');
    const again = await record('distributor', body, 'return-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(server, recycler.user.user_id)).toBe(40);
    const reused = await record('distributor', { ...body, boxes: 5 }, 'return-key-1');
    expect(reused.status).toBe(409);
  });

  it('the same key fired at once credits once', async () => {
    const recycler = await newUser(server);
    const body = { userId: recycler.user.user_id, boxes: 2 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => record('distributor', body, 'racing-key')));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await balanceOf(server, recycler.user.user_id)).toBe(20);
    expect(await ledgerEntriesFor(answers[0]!.body.data.id)).toHaveLength(1);
  });

  it('keeps a business user to their own active stores', async () => {
    const recycler = await newUser(server);
    const withoutStore = await record('business', { userId: recycler.user.user_id, boxes: 1 });
    expect(withoutStore.status).toBe(400);
    expect(withoutStore.body.message).toMatch(/storeId/);
    const own = await record('business', { userId: recycler.user.user_id, boxes: 2, storeId: businessStores[0]!.id });
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ storeId: businessStores[0]!.id, storeName: businessStores[0]!.name, points: 20 });

    const rival = await newStaff(server, 'BUSINESS_USER');
    const rivalStore = await server.call<Store>('POST', '/api/v1/stores', { token: rival.token, body: { name: 'Rival Depot' } });
    const atRival = await record('business', { userId: recycler.user.user_id, boxes: 2, storeId: rivalStore.body.data.id });
    expect(atRival.status).toBe(403);
    expect(atRival.body.message).toBe('This store belongs to another business.');

    await server.call('PATCH', `/api/v1/stores/${businessStores[1]!.id}/active`, { token: as.business.token, body: { active: false } });
    const closed = await record('business', { userId: recycler.user.user_id, boxes: 2, storeId: businessStores[1]!.id });
    expect(closed.status).toBe(409);
    await server.call('PATCH', `/api/v1/stores/${businessStores[1]!.id}/active`, { token: as.business.token, body: { active: true } });
    expect(await balanceOf(server, recycler.user.user_id)).toBe(20);
  });

  it('refuses bad input with sentences, and credits nothing for it', async () => {
    const recycler = await newUser(server);
    const tooMany = await record('distributor', { userId: recycler.user.user_id, boxes: 101 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/boxes/);
    const none = await record('distributor', { userId: recycler.user.user_id, boxes: 0 });
    expect(none.status).toBe(400);
    const both = await record('distributor', { userId: recycler.user.user_id, userCode: recycler.user.user_code, boxes: 1 });
    expect(both.status).toBe(400);
    const staff = await record('distributor', { userId: as.admin.id, boxes: 1 });
    expect(staff.status).toBe(404);
    const user = await record('user', { userId: recycler.user.user_id, boxes: 1 });
    expect(user.status).toBe(403);
    expect(await balanceOf(server, recycler.user.user_id)).toBe(0);
  });
});

describe('returns reported by the user', () => {
  const report = (token: string, body: unknown) => server.call<BoxReturn>('POST', '/api/v1/points/returns/report', { token, body });

  it('report → pending → confirm credits once; a second confirm credits nothing', async () => {
    const recycler = await newUser(server);
    const reported = await report(recycler.token, { boxes: 5, location: 'Left them at the corner shop' });
    expect(reported.status).toBe(201);
    expect(reported.body.data).toMatchObject({ status: 'pending', points: null, userId: recycler.user.user_id });
    expect(await balanceOf(server, recycler.user.user_id)).toBe(0);

    const pending = await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/pending?pageSize=200', { token: as.distributor.token });
    expect(pending.body.data.items.map((r) => r.id)).toContain(reported.body.data.id);

    const id = reported.body.data.id;
    const confirmed = await server.call<BoxReturn>('POST', `/api/v1/points/returns/${id}/confirm`, { token: as.distributor.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', points: 50, decidedBy: as.distributor.id });
    expect(await balanceOf(server, recycler.user.user_id)).toBe(50);

    const twice = await server.call('POST', `/api/v1/points/returns/${id}/confirm`, { token: as.admin.token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This return was already confirmed.');
    expect(await balanceOf(server, recycler.user.user_id)).toBe(50);
    expect(await ledgerEntriesFor(id)).toHaveLength(1);

    const mine = await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/my-reports', { token: recycler.token });
    expect(mine.body.data.items).toEqual([expect.objectContaining({ id, status: 'confirmed', points: 50 })]);
  });

  it('confirms fired at once credit once', async () => {
    const recycler = await newUser(server);
    const { id } = (await report(recycler.token, { boxes: 2, location: 'Depot' })).body.data;
    const answers = await Promise.all(
      (['distributor', 'admin', 'superAdmin', 'distributor'] as const).map((role) =>
        server.call('POST', `/api/v1/points/returns/${id}/confirm`, { token: as[role].token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await balanceOf(server, recycler.user.user_id)).toBe(20);
  });

  it('reject needs a reason the recycler sees, credits nothing, and a rejected return cannot be confirmed after', async () => {
    const recycler = await newUser(server);
    const { id } = (await report(recycler.token, { boxes: 7, location: 'Somewhere' })).body.data;
    const silent = await server.call('POST', `/api/v1/points/returns/${id}/reject`, { token: as.distributor.token, body: {} });
    expect(silent.status).toBe(400);
    expect(silent.body.message).toMatch(/^reason/);
    const rejected = await server.call<BoxReturn>('POST', `/api/v1/points/returns/${id}/reject`, {
      token: as.distributor.token,
      body: { reason: 'No boxes arrived at the depot' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', points: null, reason: 'No boxes arrived at the depot' });
    const mine = await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/my-reports', { token: recycler.token });
    expect(mine.body.data.items.find((r) => r.id === id)).toMatchObject({ status: 'rejected', reason: 'No boxes arrived at the depot' });
    const confirm = await server.call('POST', `/api/v1/points/returns/${id}/confirm`, { token: as.distributor.token });
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe('This return was already rejected.');
    expect(await balanceOf(server, recycler.user.user_id)).toBe(0);
    expect(await ledgerEntriesFor(id)).toHaveLength(0);
  });

  it('a business user sees and decides only the reports at their own stores', async () => {
    const recycler = await newUser(server);
    const atStore = (await report(recycler.token, { boxes: 1, location: 'Shop', storeId: businessStores[0]!.id })).body.data;
    const elsewhere = (await report(recycler.token, { boxes: 1, location: 'Bus stop' })).body.data;
    const pending = await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/pending?pageSize=200', { token: as.business.token });
    const ids = pending.body.data.items.map((r) => r.id);
    expect(ids).toContain(atStore.id);
    expect(ids).not.toContain(elsewhere.id);
    const refused = await server.call('POST', `/api/v1/points/returns/${elsewhere.id}/confirm`, { token: as.business.token });
    expect(refused.status).toBe(403);
    const confirmed = await server.call('POST', `/api/v1/points/returns/${atStore.id}/confirm`, { token: as.business.token });
    expect(confirmed.status).toBe(200);
    expect(await balanceOf(server, recycler.user.user_id)).toBe(10);
  });

  it('only recyclers report, and staff only decide', async () => {
    const byStaff = await report(as.distributor.token, { boxes: 1, location: 'Depot' });
    expect(byStaff.status).toBe(403);
    const missingWhere = await report(as.user.token, { boxes: 1 });
    expect(missingWhere.status).toBe(400);
    expect(missingWhere.body.message).toMatch(/location/);
    const byUser = await server.call('GET', '/api/v1/points/returns/pending', { token: as.user.token });
    expect(byUser.status).toBe(403);
    const unknown = await server.call('POST', '/api/v1/points/returns/999999/confirm', { token: as.admin.token });
    expect(unknown.status).toBe(404);
  });
});
