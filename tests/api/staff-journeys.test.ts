// Staff roles' work as product.md settles it: the store manager at their stores' counter, undo
// of a credit for a short time by the person who made it, reject reasons, editing a company,
// and dashboard figures that agree with the rows they count.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxReturns, events, participants, pointsLedger, stores } from '@/server/db/schema';
import { createAccount } from '@/server/modules/users/accounts.service';
import type { Page } from '@/shared/contract/envelope';
import type { EventManagerStats, StoreManagerStats } from '@/shared/contract/stats';
import type { BoxReturn } from '@/shared/contract/returns';
import type { StoreManager } from '@/shared/contract/stores';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { imageBlob, newUser, pngImage } from './fixtures';
import { balanceOf, createEvent, demoLogins, expectLedgerConsistent, runningNow } from './resources-fixtures';

let server: TestServer;
let as: Awaited<ReturnType<typeof demoLogins>>;
let clerk: { token: string; id: number };
let myStore: number;
let otherStore: number;

beforeAll(async () => {
  server = await startTestServer();
  as = await demoLogins(server);
  const account = await createAccount(server.database.db, { name: 'Cleo Clerk', email: 'clerk@rebox.test', password: 'clerk-password', role: 'STORE_MANAGER', employerId: as.business.id });
  clerk = { token: (await server.login('clerk@rebox.test', 'clerk-password')).token, id: account.id };
  const owned = await server.database.db.select().from(stores).where(eq(stores.ownerId, as.business.id));
  // The kiosk has no clerk yet (the demo's store manager works at the corner shop).
  myStore = owned.find((store) => store.name === 'Rebox Station Kiosk')!.id;
  otherStore = owned.find((store) => store.name === 'Rebox Corner Shop')!.id;
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
});

const record = (token: string, body: object) => server.call<BoxReturn>('POST', '/api/v1/points/returns', { token, body });

describe('store manager', () => {
  it('is assigned to a store by its business user, by the email of a store manager of that business', async () => {
    const notClerk = await server.call('POST', `/api/v1/stores/${myStore}/managers`, { token: as.business.token, body: { email: 'user@rebox.test' } });
    expect(notClerk.status).toBe(400);
    expect(notClerk.body.message).toBe('user@rebox.test is not a store manager of this business: invite them by email instead.');
    const assigned = await server.call<StoreManager[]>('POST', `/api/v1/stores/${myStore}/managers`, { token: as.business.token, body: { email: 'clerk@rebox.test' } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.map((m) => m.email)).toEqual(['clerk@rebox.test']);
    const twice = await server.call('POST', `/api/v1/stores/${myStore}/managers`, { token: as.business.token, body: { email: 'clerk@rebox.test' } });
    expect(twice.status).toBe(409);
    // Another business cannot staff a store that is not theirs.
    const rival = await createAccount(server.database.db, { name: 'Rival Biz', email: 'rival-biz@rebox.test', password: 'rival-password', role: 'BUSINESS_USER' });
    const rivalToken = (await server.login('rival-biz@rebox.test', 'rival-password')).token;
    expect(rival.id).toBeGreaterThan(0);
    expect((await server.call('POST', `/api/v1/stores/${myStore}/managers`, { token: rivalToken, body: { email: 'clerk@rebox.test' } })).status).toBe(403);
    const managed = await server.call<{ id: number }[]>('GET', '/api/v1/stores/managed', { token: clerk.token });
    expect(managed.body.data.map((s) => s.id)).toEqual([myStore]);
  });

  it('records returns only at their stores; the store is required', async () => {
    const recycler = await newUser(server);
    const noStore = await record(clerk.token, { userCode: recycler.user.user_code, boxes: 2 });
    expect(noStore.status).toBe(400);
    const elsewhere = await record(clerk.token, { userCode: recycler.user.user_code, boxes: 2, storeId: otherStore });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('You are not a manager of this store.');
    const here = await record(clerk.token, { userCode: recycler.user.user_code, boxes: 2, storeId: myStore });
    expect(here.status).toBe(201);
    expect(await balanceOf(server, recycler.user.user_id)).toBe(20);
  });

  it('sees and decides only the reports made for their stores, and their stores’ returns today', async () => {
    const recycler = await newUser(server);
    const report = (storeId?: number) =>
      server.call<BoxReturn>('POST', '/api/v1/points/returns/report', { token: recycler.token, body: { boxes: 1, location: 'Counter', ...(storeId && { storeId }) } });
    const mine = (await report(myStore)).body.data;
    const theirs = (await report(otherStore)).body.data;
    const nowhere = (await report()).body.data;
    const pending = await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/pending?pageSize=200', { token: clerk.token });
    const ids = pending.body.data.items.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(nowhere.id);
    expect((await server.call('POST', `/api/v1/points/returns/${theirs.id}/confirm`, { token: clerk.token })).status).toBe(403);
    expect((await server.call('POST', `/api/v1/points/returns/${nowhere.id}/reject`, { token: clerk.token, body: { reason: 'Not ours' } })).status).toBe(403);
    expect((await server.call('POST', `/api/v1/points/returns/${mine.id}/confirm`, { token: clerk.token })).status).toBe(200);

    const stats = await server.call<StoreManagerStats>('GET', '/api/v1/stats/store-manager', { token: clerk.token });
    expect(stats.body.data.stores).toHaveLength(1);
    const [figures] = stats.body.data.stores;
    const today = (await server.database.db.select().from(boxReturns).where(and(eq(boxReturns.storeId, myStore), eq(boxReturns.status, 'confirmed')))).filter(
      (r) => r.decidedAt && r.decidedAt.toISOString().slice(0, 10) === new Date().toISOString().slice(0, 10),
    );
    expect(figures).toMatchObject({ storeId: myStore, today: { returns: today.length, boxes: today.reduce((n, r) => n + r.boxes, 0) } });
  });

  it('loses the store when the business user removes them', async () => {
    const removed = await server.call<StoreManager[]>('DELETE', `/api/v1/stores/${myStore}/managers/${clerk.id}`, { token: as.business.token });
    expect(removed.body.data).toEqual([]);
    const recycler = await newUser(server);
    expect((await record(clerk.token, { userCode: recycler.user.user_code, boxes: 1, storeId: myStore })).status).toBe(403);
    await server.call('POST', `/api/v1/stores/${myStore}/managers`, { token: as.business.token, body: { email: 'clerk@rebox.test' } });
  });
});

describe('undo for a short time, by the person who credited', () => {
  it('a recorded return is undone with a reason: a reversing entry, the return kept as reversed', async () => {
    const recycler = await newUser(server);
    const { id } = (await record(as.distributor.token, { userCode: recycler.user.user_code, boxes: 3 })).body.data;
    expect((await server.call('POST', `/api/v1/points/returns/${id}/undo`, { token: as.admin.token, body: { reason: 'Wrong person' } })).status).toBe(403);
    const undone = await server.call<BoxReturn>('POST', `/api/v1/points/returns/${id}/undo`, { token: as.distributor.token, body: { reason: 'Scanned the wrong code' } });
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'reversed', reason: 'Scanned the wrong code' });
    expect(await balanceOf(server, recycler.user.user_id)).toBe(0);
    const entries = await server.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, recycler.user.user_id));
    expect(entries.map((e) => [e.delta, e.note])).toEqual([
      [30, '3 boxes returned'],
      [-30, 'Undone: Scanned the wrong code'],
    ]);
    expect((await server.call('POST', `/api/v1/points/returns/${id}/undo`, { token: as.distributor.token, body: { reason: 'Again' } })).status).toBe(409);
  });

  it('after the window, or once the points are spent, the undo is refused with a sentence', async () => {
    const recycler = await newUser(server);
    const late = (await record(as.distributor.token, { userCode: recycler.user.user_code, boxes: 1 })).body.data;
    await server.database.db.update(boxReturns).set({ decidedAt: new Date(Date.now() - 16 * 60_000) }).where(eq(boxReturns.id, late.id));
    const tooLate = await server.call('POST', `/api/v1/points/returns/${late.id}/undo`, { token: as.distributor.token, body: { reason: 'Too late' } });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('The time to undo this has passed (15 minutes).');

    const spender = await newUser(server);
    const credited = (await record(as.distributor.token, { userCode: spender.user.user_code, boxes: 5 })).body.data;
    const coupon = (await server.call<{ data: { id: number; pointToRedeem: number }[] }>('GET', '/api/v1/coupon/get-coupon-list-for-frontend')).body.data.data.find((c) => c.pointToRedeem === 50)!;
    expect((await server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token: spender.token, body: { couponCodeId: coupon.id, userId: spender.user.user_id } })).status).toBe(200);
    const spent = await server.call('POST', `/api/v1/points/returns/${credited.id}/undo`, { token: as.distributor.token, body: { reason: 'Oops' } });
    expect(spent.status).toBe(409);
    expect(spent.body.message).toBe('Cannot undo: the recycler has already spent these points.');
    const [row] = await server.database.db.select().from(boxReturns).where(eq(boxReturns.id, credited.id));
    expect(row!.status).toBe('confirmed');
  });

  it('an attendance is undone by the manager who marked it, within the window', async () => {
    const event = await createEvent(server, as.events.token, { pointsReward: 40, ...runningNow() });
    const recycler = await newUser(server);
    await server.call('POST', `/api/v1/events/invite/${event.inviteId}/join`, { token: recycler.token });
    await server.call('POST', `/api/v1/events/${event.id}/participants/${recycler.user.user_id}/attended`, { token: as.events.token });
    const undo = (token: string) =>
      server.call('POST', `/api/v1/events/${event.id}/participants/${recycler.user.user_id}/undo-attended`, { token, body: { reason: 'Marked the wrong row' } });
    expect((await undo(as.admin.token)).status).toBe(403);
    const undone = await undo(as.events.token);
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'joined', attendedAt: null });
    expect(await balanceOf(server, recycler.user.user_id)).toBe(0);
    const [p] = await server.database.db.select().from(participants).where(and(eq(participants.eventId, event.id), eq(participants.userId, recycler.user.user_id)));
    expect(p!.status).toBe('joined');
  });
});

describe('coupon companies can be edited', () => {
  it('renames a company and replaces its banner (the old one is removed)', async () => {
    const companies = await server.call<{ id: number; companyName: string; banner: string }[]>('GET', '/api/v1/coupon/get-companies', { token: as.admin.token });
    const company = companies.body.data[0]!;
    const form = new FormData();
    form.append('companyName', `${company.companyName} Renamed`);
    form.append('banner', imageBlob(await pngImage(400, 150)), 'banner.png');
    const updated = await server.call<{ companyName: string; banner: string }>('PUT', `/api/v1/coupon/update-company/${company.id}`, { token: as.admin.token, body: form });
    expect(updated.status).toBe(200);
    expect(updated.body.data.companyName).toBe(`${company.companyName} Renamed`);
    expect(updated.body.data.banner).not.toBe(company.banner);
    expect((await fetch(`${server.url}/uploads/images/${company.banner}`)).status).toBe(404);
    const duplicate = new FormData();
    duplicate.append('companyName', companies.body.data[1]!.companyName);
    expect((await server.call('PUT', `/api/v1/coupon/update-company/${company.id}`, { token: as.admin.token, body: duplicate })).status).toBe(409);
  });
});

describe('dashboard figures agree with the rows they count', () => {
  it('event manager: "joined, still to come" counts only events that have not ended', async () => {
    const manager = await createAccount(server.database.db, { name: 'Figure Events', email: 'figures-events@rebox.test', password: 'figures-password', role: 'EVENT_MANAGER' });
    const token = (await server.login('figures-events@rebox.test', 'figures-password')).token;
    const upcoming = await createEvent(server, token, { pointsReward: 5 });
    const ended = await createEvent(server, token, { pointsReward: 5, ...runningNow() });
    const people = await Promise.all([newUser(server), newUser(server), newUser(server), newUser(server)]);
    for (const person of people.slice(0, 3)) await server.call('POST', `/api/v1/events/invite/${upcoming.inviteId}/join`, { token: person.token });
    await server.call('POST', `/api/v1/events/invite/${ended.inviteId}/join`, { token: people[3]!.token });
    await server.database.db.update(events).set({ endsAt: new Date(Date.now() - 60_000) }).where(eq(events.id, ended.id));
    const stats = await server.call<EventManagerStats>('GET', '/api/v1/stats/event-manager', { token });
    expect(manager.id).toBeGreaterThan(0);
    expect(stats.body.data.participants.joined).toBe(3);
    expect(stats.body.data.nextEvents.map((e) => [e.id, e.participantCount])).toEqual([[upcoming.id, 3]]);
  });
});
