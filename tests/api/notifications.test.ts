// Notifications: written with the change they announce, in the recipient's language, read from
// one's own inbox, and delivered once to each subscribed device through a local HTTPS push
// service that decrypts every push with the subscription's own key.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '@/server/db/schema';
import { createAccount } from '@/server/modules/users/accounts.service';
import type { NotificationList, NotificationPreferences } from '@/shared/contract/notifications';
import type { BoxReturn } from '@/shared/contract/returns';
import { startPushReceiver, type PushReceiver } from '../helpers/push-receiver';
import { plainText, startSmtpInbox, subjectOf, type SmtpInbox } from '../helpers/smtp-inbox';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { expectLedgerConsistent } from './resources-fixtures';

let server: TestServer;
let receiver: PushReceiver;
let smtp: SmtpInbox;
let staff: string;

beforeAll(async () => {
  receiver = await startPushReceiver();
  smtp = await startSmtpInbox();
  server = await startTestServer({ push: { testOrigins: [receiver.origin] }, mail: { smtpUrl: smtp.url, from: 'Rebox <no-reply@rebox.test>' }, publicUrl: 'https://rebox.test' });
  await createAccount(server.database.db, { name: 'Nora Notify', email: 'notify-staff@rebox.test', password: 'notify-password', role: 'DISTRIBUTOR' });
  staff = (await server.login('notify-staff@rebox.test', 'notify-password')).token;
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
  await receiver.close();
  await smtp.close();
});

const inbox = (token: string, query = '') => server.call<NotificationList>('GET', `/api/v1/notifications${query}`, { token });
const record = (code: string, boxes: number) => server.call<BoxReturn>('POST', '/api/v1/points/returns', { token: staff, body: { userCode: code, boxes } });
const subscribe = (token: string, body: object) => server.call('POST', '/api/v1/notifications/subscriptions', { token, body });

describe('the inbox', () => {
  it('gets the credited points of a recorded return, unread, opening the dashboard; reading it empties the bell', async () => {
    const recycler = await newUser(server);
    expect((await inbox(recycler.token)).body.data).toEqual({ items: [], nextCursor: null, unread: 0 });
    expect((await record(recycler.user.user_code, 3)).status).toBe(201);
    const list = (await inbox(recycler.token)).body.data;
    expect(list.unread).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ kind: 'points_credited', language: 'en', title: '+30 points', body: '30 points for the boxes you returned.', screen: '/user/dashboard', readAt: null, data: { kind: 'points_credited', points: 30, reason: 'return' } });

    // Another person cannot read it for them.
    const other = await newUser(server);
    expect((await server.call('POST', '/api/v1/notifications/read', { token: other.token, body: { ids: [list.items[0]!.id] } })).body.data).toEqual({ unread: 0 });
    expect((await inbox(recycler.token)).body.data.unread).toBe(1);

    const read = await server.call('POST', '/api/v1/notifications/read', { token: recycler.token, body: { ids: [list.items[0]!.id] } });
    expect(read.body.data).toEqual({ unread: 0 });
    expect((await inbox(recycler.token)).body.data.items[0]!.readAt).not.toBeNull();
  });

  it('is written in the language the person chose, and pages newest first', async () => {
    const recycler = await newUser(server);
    const chosen = await server.call<NotificationPreferences>('PUT', '/api/v1/notifications/preferences', { token: recycler.token, body: { language: 'de' } });
    expect(chosen.body.data.language).toBe('de');
    for (const boxes of [1, 2, 3]) await record(recycler.user.user_code, boxes);
    const first = (await inbox(recycler.token, '?limit=2')).body.data;
    expect(first.items.map((n) => n.title)).toEqual(['+30 Punkte', '+20 Punkte']);
    expect(first.unread).toBe(3);
    const second = (await inbox(recycler.token, `?limit=2&cursor=${first.nextCursor}`)).body.data;
    expect(second.items.map((n) => n.title)).toEqual(['+10 Punkte']);
    expect(second.nextCursor).toBeNull();
    expect((await server.call('POST', '/api/v1/notifications/read', { token: recycler.token, body: { all: true } })).body.data).toEqual({ unread: 0 });
  });

  it('tells a rejected report with its reason, and by mail, which that kind uses by default', async () => {
    const recycler = await newUser(server);
    const report = await server.call<BoxReturn>('POST', '/api/v1/points/returns/report', { token: recycler.token, body: { boxes: 2, location: 'Depot North' } });
    const since = smtp.inbox.length;
    await server.call('POST', `/api/v1/points/returns/${report.body.data.id}/reject`, { token: staff, body: { reason: 'No boxes arrived' } });
    const [rejected] = (await inbox(recycler.token)).body.data.items;
    expect(rejected).toMatchObject({ kind: 'report_rejected', title: 'Your return report was rejected', body: 'Reason: No boxes arrived', screen: '/user/form' });
    const mail = await smtp.mailTo(recycler.user.email, since);
    expect(subjectOf(mail)).toBe('Your return report was rejected');
    expect(plainText(mail)).toContain('https://rebox.test/user/form');
  });

  it('holds nothing for a change that did not happen, and nothing of a kind turned off in the app', async () => {
    const recycler = await newUser(server);
    expect((await record(recycler.user.user_code, 9999)).status).toBe(400);
    expect((await inbox(recycler.token)).body.data.items).toEqual([]);
    await server.call('PUT', '/api/v1/notifications/preferences', { token: recycler.token, body: { kinds: { points_credited: { inApp: false, push: false, mail: false } } } });
    expect((await record(recycler.user.user_code, 1)).status).toBe(201);
    expect((await inbox(recycler.token)).body.data).toMatchObject({ items: [], unread: 0 });
    const prefs = (await server.call<NotificationPreferences>('GET', '/api/v1/notifications/preferences', { token: recycler.token })).body.data;
    expect(prefs.kinds.points_credited).toEqual({ inApp: false, push: false, mail: false });
    expect(prefs.kinds.report_rejected).toEqual({ inApp: true, push: true, mail: true });
  });

  it('refuses bad requests with a sentence', async () => {
    const recycler = await newUser(server);
    expect((await server.call('POST', '/api/v1/notifications/read', { token: recycler.token, body: { ids: [] } })).status).toBe(400);
    expect((await server.call('PUT', '/api/v1/notifications/preferences', { token: recycler.token, body: { language: 'fr' } })).body.message).toContain('language must be one of en, de, ar');
    expect((await inbox(recycler.token, '?cursor=nonsense')).status).toBe(400);
    expect((await server.call('GET', '/api/v1/notifications')).status).toBe(401);
  });
});

describe('Web Push', () => {
  it('sends each notification once to every device, encrypted for it, with its TTL and urgency', async () => {
    const recycler = await newUser(server);
    await server.call('PUT', '/api/v1/notifications/preferences', { token: recycler.token, body: { language: 'ar' } });
    const [phone, laptop] = [receiver.subscribe(), receiver.subscribe()];
    expect((await subscribe(recycler.token, phone)).status).toBe(201);
    expect((await subscribe(recycler.token, laptop)).status).toBe(201);
    const before = receiver.received.length;
    await record(recycler.user.user_code, 2);
    await receiver.waitFor(before + 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const pushes = receiver.received.slice(before);
    expect(pushes.map((p) => p.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const [id] = (await inbox(recycler.token)).body.data.items.map((n) => n.id);
    for (const push of pushes) {
      expect(push.payload).toEqual({ id, kind: 'points_credited', language: 'ar', title: '+20 نقطة', body: '20 نقطة مقابل الصناديق التي أرجعتها.', screen: '/user/dashboard', unread: 1 });
      expect(push.headers).toMatchObject({ ttl: '86400', urgency: 'normal', 'content-encoding': 'aes128gcm' });
      expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    }
  });

  it('forgets a device the push service no longer knows (410, 404)', async () => {
    const recycler = await newUser(server);
    const [gone, unknown] = [receiver.subscribe(), receiver.subscribe()];
    await subscribe(recycler.token, gone);
    await subscribe(recycler.token, unknown);
    receiver.answer(gone.endpoint, 410);
    receiver.answer(unknown.endpoint, 404);
    const before = receiver.received.length;
    await record(recycler.user.user_code, 1);
    await receiver.waitFor(before + 2);
    await expect.poll(async () => (await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, recycler.user.user_id))).length, { timeout: 5000 }).toBe(0);
  });

  it('tries a busy push service again later and delivers once', async () => {
    const recycler = await newUser(server);
    const busy = receiver.subscribe();
    await subscribe(recycler.token, busy);
    receiver.answer(busy.endpoint, 429);
    const before = receiver.received.length;
    await record(recycler.user.user_code, 1);
    await receiver.waitFor(before + 2, 25_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const attempts = receiver.received.slice(before).filter((p) => p.endpoint === busy.endpoint);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.payload.id).toBe(attempts[1]!.payload.id);
  }, 40_000);

  it('takes only https endpoints on the public internet, except the listed test origins', async () => {
    const recycler = await newUser(server);
    const keys = receiver.subscribe().keys;
    const refused = async (endpoint: string) => (await subscribe(recycler.token, { endpoint, keys })).body.message;
    expect(await refused('http://push.example.com/x')).toBe('endpoint must be an https address of a push service.');
    for (const inside of ['https://127.0.0.1:9/x', 'https://10.1.2.3/x', 'https://192.168.0.10/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[fe80::1]/x', 'https://localhost/x']) {
      expect(await refused(inside), inside).toBe('endpoint must be a public push service: this address is on a private or local network.');
    }
    expect(await refused('https://no-such-host.invalid/x')).toBe("endpoint's host could not be found.");
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, recycler.user.user_id))).toEqual([]);
  });

  it('gives a shared browser\u2019s device to the account signed in on it last, and unsubscribes only one\u2019s own', async () => {
    const [before, now] = [await newUser(server), await newUser(server)];
    const device = receiver.subscribe();
    await subscribe(before.token, device);
    expect((await subscribe(now.token, device)).status).toBe(201);
    const owner = async () => (await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)))[0]?.userId;
    expect(await owner()).toBe(now.user.user_id);
    expect((await server.call('DELETE', '/api/v1/notifications/subscriptions', { token: before.token, body: { endpoint: device.endpoint } })).status).toBe(404);
    expect((await server.call('DELETE', '/api/v1/notifications/subscriptions', { token: now.token, body: { endpoint: device.endpoint } })).status).toBe(200);
    expect(await owner()).toBeUndefined();
    const other = before;
    expect((await server.call<{ publicKey: string }>('GET', '/api/v1/notifications/push-key', { token: now.token })).body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await server.database.db.select().from(notifications).where(eq(notifications.userId, other.user.user_id))).toEqual([]);
  });

  it('are gone with a deleted account: no device of it is pushed again', async () => {
    const leaving = await newUser(server);
    await subscribe(leaving.token, receiver.subscribe());
    await record(leaving.user.user_code, 1);
    expect((await server.call('DELETE', '/api/v1/account', { token: leaving.token, body: { password: 'long-enough-password' } })).status).toBe(200);
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, leaving.user.user_id))).toEqual([]);
    expect(await server.database.db.select().from(notifications).where(eq(notifications.userId, leaving.user.user_id))).toEqual([]);
  });
});
