// The reminders no single change announces, from the sweep the queue runs each minute: a wallet
// coupon about to end, an event tomorrow, reports waiting for a counter (hourly at most), a
// coupon running out. Each is written once however often the sweep runs.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema';
import { createAccount } from '@/server/modules/users/accounts.service';
import { startJobQueue, type JobQueue } from '@/server/lib/jobs/job-queue';
import { createOutbox, type Outbox } from '@/server/modules/notifications/outbox';
import { sendDueReminders } from '@/server/modules/notifications/reminders';
import type { BoxReturn } from '@/shared/contract/returns';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';
import { createEvent, demoLogins } from './resources-fixtures';

let server: TestServer;
let queue: JobQueue;
let outbox: Outbox;
let as: Awaited<ReturnType<typeof demoLogins>>;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  // A second process's queue on the same database: its sweeps race the server's own.
  queue = await startJobQueue(server.database, { schedule: false });
  outbox = createOutbox(queue);
  as = await demoLogins(server);
});
afterAll(async () => {
  await queue.stop();
  await server.close();
});

const sweep = (at = new Date()) => sendDueReminders(server.database.db, outbox, at);
const ofKind = (userId: number, kind: string) => server.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
const redeem = (token: string, userId: number, couponId: number) => server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token, body: { couponCodeId: couponId, userId } });

describe('reminders', () => {
  it('tell a wallet coupon’s owner 3 days before it ends, once, opening the wallet', async () => {
    const recycler = await newUser(server, 100);
    const soon = await newCoupon(server, { description: 'Free refill', pointToRedeem: 10, validUntil: new Date(Date.now() + 2 * DAY) });
    const later = await newCoupon(server, { description: 'Tote bag', pointToRedeem: 10, validUntil: new Date(Date.now() + 5 * DAY) });
    expect((await redeem(recycler.token, recycler.user.user_id, soon.id)).status).toBe(200);
    expect((await redeem(recycler.token, recycler.user.user_id, later.id)).status).toBe(200);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const told = await ofKind(recycler.user.user_id, 'coupon_ends_soon');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Free refill ends soon', screen: '/wallet' });
  });

  it('tell who joined an event the day before it starts, not who left', async () => {
    const [going, left] = [await newUser(server), await newUser(server)];
    const event = await createEvent(server, as.events.token, { title: 'Beach clean-up', startsAt: new Date(Date.now() + 20 * 3600_000).toISOString(), endsAt: new Date(Date.now() + 22 * 3600_000).toISOString() });
    for (const person of [going, left]) expect((await server.call('POST', `/api/v1/events/invite/${event.inviteId}/join`, { token: person.token })).status).toBe(201);
    expect((await server.call('DELETE', `/api/v1/events/${event.id}/participants/${left.user.user_id}`, { token: as.events.token })).status).toBeLessThan(300);
    await sweep();
    await sweep();
    expect(await ofKind(going.user.user_id, 'event_tomorrow')).toMatchObject([{ title: 'Beach clean-up is tomorrow' }]);
    expect(await ofKind(left.user.user_id, 'event_tomorrow')).toEqual([]);
  });

  it('tell a store’s business user and the distributors that reports wait, at most once an hour, and again when new ones come', async () => {
    const business = await createAccount(server.database.db, { name: 'Wanda Waiting', email: 'waiting-shop@rebox.test', password: 'waiting-password', role: 'BUSINESS_USER' });
    const businessToken = (await server.login('waiting-shop@rebox.test', 'waiting-password')).token;
    const store = (await server.call<{ id: number; name: string }>('POST', '/api/v1/stores', { token: businessToken, body: { name: 'Waiting Corner', address: '2 Queue Lane', city: 'Springfield' } })).body.data;
    const recycler = await newUser(server);
    const report = () => server.call<BoxReturn>('POST', '/api/v1/points/returns/report', { token: recycler.token, body: { boxes: 1, storeId: store.id, location: store.name } });
    expect((await report()).status).toBe(201);
    await sweep();
    const [digest] = await ofKind(business.id, 'reports_waiting');
    expect(digest).toMatchObject({ title: 'Return reports are waiting', body: 'A return report waits for your decision.', screen: '/business/returns/pending' });
    expect((await ofKind(as.distributor.id, 'reports_waiting'))[0]).toMatchObject({ screen: '/distributor/returns/pending' });
    expect((await ofKind(as.user.id, 'reports_waiting'))).toEqual([]);
    await sweep();
    expect(await ofKind(business.id, 'reports_waiting')).toHaveLength(1);
    // Nothing new in the next hour: no second digest; a new report after it: one more.
    await sweep(new Date(Date.now() + 61 * 60_000));
    expect(await ofKind(business.id, 'reports_waiting')).toHaveLength(1);
    expect((await report()).status).toBe(201);
    await sweep(new Date(Date.now() + 62 * 60_000));
    expect(await ofKind(business.id, 'reports_waiting')).toHaveLength(2);
  });

  it('warn the admins once when a coupon’s stock falls under a tenth', async () => {
    const coupon = await newCoupon(server, { description: 'Last mugs', pointToRedeem: 1, stock: 11 });
    for (let i = 0; i < 9; i++) {
      const buyer = await newUser(server, 5);
      expect((await redeem(buyer.token, buyer.user.user_id, coupon.id)).status).toBe(200);
    }
    await sweep();
    expect(await ofKind(as.admin.id, 'coupon_low_stock')).toEqual([]);
    const buyer = await newUser(server, 5);
    await redeem(buyer.token, buyer.user.user_id, coupon.id);
    await sweep();
    await sweep();
    const warned = (await ofKind(as.admin.id, 'coupon_low_stock')).filter((n) => (n.data as { couponId: number }).couponId === coupon.id);
    expect(warned).toMatchObject([{ title: 'Last mugs is running out', body: '1 of 11 left.', screen: '/admin/coupon-management' }]);
    expect((await ofKind(as.superAdmin.id, 'coupon_low_stock')).filter((n) => (n.data as { couponId: number }).couponId === coupon.id)).toHaveLength(1);
  });
});
