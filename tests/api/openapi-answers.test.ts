// Real answers of every operation, made through the app, checked against /api/docs with
// openapi-backend: each status must be documented for its operation and each JSON body must
// match that status's schema. Every operation needs a success and, where it documents any, a 4xx.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, events } from '@/server/db/schema';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { imageBlob, newCoupon, newUser, pngImage } from './fixtures';
import { openHarness, type Harness } from './openapi-harness';
import { createEvent, demoLogins, eventForm, runningNow } from './resources-fixtures';

let server: TestServer;
let docs: Harness;
beforeAll(async () => {
  server = await startTestServer({ push: { testOrigins: [PUSH_ORIGIN] } });
  docs = await openHarness(server);
});
afterAll(() => server.close());

// Operations whose successful answer this suite does not make yet: the list may only shrink
// (an operation listed here that the suite exercises fails the last test).
const SUCCESS_NOT_YET_EXERCISED = new Set<string>([
  'postAuthResetPassword',
  'postAuthUndoEmailChange',
  'postEventsByIdParticipantsByUserIdConfirmAttendance',
]);

// Subscriptions may name this origin without a push service behind it: nobody is notified here.
const PUSH_ORIGIN = 'https://push.rebox.test';

const filled = (path: string) => path.replace(/\{[A-Za-z]+\}/g, '999999');

describe('every operation answers as /api/docs says', () => {
  it('the document loads in openapi-backend and lists the access table', () => {
    expect(docs.operations.length).toBeGreaterThan(80);
    expect(docs.operations.every((operation) => operation.operationId)).toBe(true);
  });

  it('refusals: 401 without a session, 400 or 404 for a public operation given bad input', async () => {
    for (const operation of docs.operations) {
      const method = operation.method.toUpperCase();
      const path = filled(operation.path);
      const has4xx = Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4'));
      if (!has4xx) continue;
      if (operation.responses?.['401']) {
        await docs.call(method, path, { body: method === 'GET' ? undefined : {} });
      } else if (method === 'GET') {
        await docs.call(method, path.replace('999999', 'no-such-invite'));
      } else {
        await docs.call(method, path, { body: { email: 'not an email' } });
      }
    }
    expect(docs.problems).toEqual([]);
  });

  it('successes of the public, the account and the recycler operations', async () => {
    const recycler = await newUser(server, 500);
    const self = recycler.user.user_id;
    const email = `docs-${Date.now()}@rebox.test`;
    await docs.call('GET', '/api/v1/health');
    await docs.call('GET', '/api/v1/health/live');
    await docs.call('GET', '/api/v1/health/ready');
    const catalogue = await docs.call<{ data: { id: number; pointToRedeem: number }[] }>('GET', '/api/v1/coupon/get-coupon-list-for-frontend');
    await docs.call('GET', '/api/v1/coupon/get-coupon-list-for-frontend', { headers: { 'if-none-match': catalogue.headers.get('etag')! } });
    await docs.call('GET', '/api/v1/stores/return-points');
    await docs.call('GET', '/api/v1/settings/earning');
    await docs.call('GET', '/api/v1/events/invite/spring-drive', { token: recycler.token });
    const registered = await docs.call<{ token: string }>('POST', '/api/v1/auth/register', { body: { name: 'Docs User', email, password: 'long-enough-password' } });
    await docs.call('POST', '/api/v1/auth/login', { body: { email, password: 'wrong-password-here' } });
    await docs.call('POST', '/api/v1/auth/login', { body: { email, password: 'long-enough-password' } });
    await docs.call('POST', '/api/v1/auth/forgot-password', { body: { email } });
    await docs.call('POST', '/api/v1/auth/reset-password', { body: { token: 'not-a-token', password: 'another-long-password' } });
    const newcomer = registered.body.data.token;
    const newcomerId = (await docs.call<string>('GET', `/api/v1/user/getUserById/${self}`, { token: recycler.token })).body.data;
    expect(typeof newcomerId).toBe('string');
    await docs.call('PUT', `/api/v1/auth/update/${self}`, { token: recycler.token, body: { name: 'Renamed Recycler' } });
    await docs.call('GET', '/api/v1/account/export', { token: recycler.token });
    await docs.call('GET', '/api/v1/account/ledger.csv', { token: recycler.token });
    await docs.call('GET', '/api/v1/points/history', { token: recycler.token });
    await docs.call('GET', '/api/v1/coupon/my-redemptions', { token: recycler.token });
    await docs.call('GET', '/api/v1/stats/user', { token: recycler.token });
    await docs.call('GET', '/api/v1/events/joined', { token: recycler.token });
    await docs.call('GET', '/api/v1/stores/directory', { token: recycler.token });
    await docs.call('GET', '/api/v1/points/returns/my-reports', { token: recycler.token });
    const coupon = await newCoupon(server, { pointToRedeem: 10 });
    await docs.call('POST', '/api/v1/coupon/redeem-coupon-code', { token: recycler.token, body: { couponCodeId: coupon.id, userId: self } });
    await docs.call('POST', '/api/v1/coupon/redeem-coupon-code', { token: recycler.token, body: { couponCodeId: coupon.id, userId: self + 1 } });
    const profile = new FormData();
    profile.append('name', 'Pictured Recycler');
    profile.append('profile_image', imageBlob(await pngImage()), 'me.png');
    await docs.call('PATCH', '/api/v1/user/updateProfile', { token: recycler.token, body: profile });
    await docs.call('POST', '/api/v1/auth/logout-everywhere', { token: newcomer });
    const again = await server.login(email, 'long-enough-password');
    await docs.call('POST', '/api/v1/auth/logout', { token: again.token });
    const leaving = await server.login(email, 'long-enough-password');
    await docs.call('DELETE', '/api/v1/account', { token: leaving.token, body: { password: 'long-enough-password' } });
    expect(docs.problems).toEqual([]);
  });

  it('successes of the staff operations', async () => {
    const staff = await demoLogins(server);
    const admin = staff.admin.token;
    const month = { from: new Date(Date.now() - 30 * 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
    await docs.call('GET', '/api/v1/user/getAllUsers', { token: admin });
    await docs.call('GET', '/api/v1/user/export.csv', { token: admin });
    await docs.call('GET', '/api/v1/user/getUserByRole/NORMAL_USER', { token: admin });
    await docs.call('GET', `/api/v1/points/history/${staff.user.id}`, { token: admin });
    await docs.call('GET', '/api/v1/coupon/get-companies', { token: admin });
    await docs.call('GET', `/api/v1/coupon/redemptions?from=${month.from}&to=${month.to}`, { token: admin });
    await docs.call('GET', `/api/v1/coupon/redemptions.csv?from=${month.from}&to=${month.to}`, { token: admin });
    await docs.call('GET', '/api/v1/clients', { token: admin });
    await docs.call('GET', '/api/v1/stores', { token: admin });
    await docs.call('GET', '/api/v1/stores/mine', { token: staff.business.token });
    await docs.call('GET', '/api/v1/points/returns/mine', { token: staff.distributor.token });
    await docs.call('GET', '/api/v1/points/returns/mine.csv?search=a', { token: staff.distributor.token });
    await docs.call('GET', '/api/v1/points/returns/pending', { token: staff.distributor.token });
    await docs.call('GET', `/api/v1/users/by-code/${staff.user.code}`, { token: staff.distributor.token });
    await docs.call('GET', '/api/v1/events', { token: staff.events.token });
    await docs.call('GET', '/api/v1/settings', { token: admin });
    await docs.call('GET', '/api/v1/stats/admin', { token: admin });
    await docs.call('GET', '/api/v1/stats/super-admin', { token: staff.superAdmin.token });
    await docs.call('GET', '/api/v1/stats/distributor', { token: staff.distributor.token });
    await docs.call('GET', '/api/v1/stats/business', { token: staff.business.token });
    await docs.call('GET', '/api/v1/stats/event-manager', { token: staff.events.token });
    const event = await createEvent(server, staff.events.token);
    await docs.call('GET', `/api/v1/events/${event.id}`, { token: staff.events.token });
    await docs.call('PUT', `/api/v1/events/${event.id}`, { token: staff.events.token, body: eventForm({ title: 'Renamed drive' }) });
    await docs.call('GET', `/api/v1/events/${event.id}/participants`, { token: staff.events.token });
    await docs.call('POST', `/api/v1/events/invite/${event.inviteId}/join`, { token: staff.user2.token });
    await docs.call('DELETE', `/api/v1/events/${event.id}/participants/${staff.user2.id}`, { token: staff.events.token });
    const later = { startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(), endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString() };
    await docs.call('POST', '/api/v1/events', { token: staff.events.token, body: eventForm({ title: 'Dated drive', location: 'Square', ...later }) });
    await docs.call('DELETE', `/api/v1/events/${event.id}`, { token: staff.events.token });
    // Running now, and made two hours ago: its attendance needs no admin's confirmation.
    const running = await createEvent(server, staff.events.token, runningNow());
    await server.database.db.update(events).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) }).where(eq(events.id, running.id));
    const recycler = await newUser(server);
    await docs.call('POST', `/api/v1/events/invite/${running.inviteId}/join`, { token: recycler.token });
    await docs.call('POST', `/api/v1/events/${running.id}/participants/${recycler.user.user_id}/attended`, { token: staff.events.token });
    await docs.call('POST', `/api/v1/events/${running.id}/participants/${recycler.user.user_id}/undo-attended`, { token: staff.events.token, body: { reason: 'Marked the wrong person' } });
    const recorded = await docs.call<{ id: number }>('POST', '/api/v1/points/returns', { token: staff.distributor.token, body: { userId: staff.user.id, boxes: 1 } });
    await docs.call('POST', `/api/v1/points/returns/${recorded.body.data.id}/undo`, { token: staff.distributor.token, body: { reason: 'Counted twice' } });
    const reported = await docs.call<{ id: number }>('POST', '/api/v1/points/returns/report', { token: staff.user.token, body: { boxes: 1, location: 'Docs desk' } });
    await docs.call('POST', `/api/v1/points/returns/${reported.body.data.id}/confirm`, { token: staff.admin.token });
    expect(docs.problems).toEqual([]);
  });

  it('successes of the admin and store operations', async () => {
    const staff = await demoLogins(server);
    const admin = staff.admin.token;
    const business = staff.business.token;
    const stamp = Date.now();
    const client = await docs.call<{ id: number }>('POST', '/api/v1/clients', {
      token: admin,
      body: { name: `Docs Client ${stamp}`, contactName: 'Dora Docs', email: `client-${stamp}@rebox.test`, phone: '+1 555 0300', address: '3 Docs Lane' },
    });
    const clientId = client.body.data.id;
    await docs.call('GET', `/api/v1/clients/${clientId}`, { token: admin });
    await docs.call('PUT', `/api/v1/clients/${clientId}`, { token: admin, body: { phone: '+1 555 0301' } });
    await docs.call('POST', `/api/v1/clients/${clientId}/distributors`, { token: admin, body: { userId: staff.distributor.id, serviceArea: 'Docs town' } });
    await docs.call('GET', `/api/v1/clients/${clientId}/distributors`, { token: admin });
    await docs.call('DELETE', `/api/v1/clients/${clientId}/distributors/${staff.distributor.id}`, { token: admin });
    await docs.call('POST', `/api/v1/clients/${clientId}/business-users`, { token: admin, body: { userId: staff.business.id } });
    await docs.call('GET', `/api/v1/clients/${clientId}/business-users`, { token: admin });
    await docs.call('DELETE', `/api/v1/clients/${clientId}/business-users/${staff.business.id}`, { token: admin });
    await docs.call('DELETE', `/api/v1/clients/${clientId}`, { token: admin });

    const store = await docs.call<{ id: number }>('POST', '/api/v1/stores', { token: business, body: { name: `Docs Store ${stamp}` } });
    const storeId = store.body.data.id;
    await docs.call('GET', `/api/v1/stores/${storeId}`, { token: business });
    await docs.call('PUT', `/api/v1/stores/${storeId}`, { token: business, body: { city: 'Docs City' } });
    await docs.call('PATCH', `/api/v1/stores/${storeId}/active`, { token: business, body: { active: true } });
    await docs.call('POST', `/api/v1/stores/${storeId}/managers`, { token: business, body: { email: 'store@rebox.test' } });
    await docs.call('GET', `/api/v1/stores/${storeId}/managers`, { token: business });
    await docs.call('POST', `/api/v1/stores/${storeId}/managers/invite`, { token: business, body: { name: 'Docs Clerk', email: `docs-clerk-${stamp}@rebox.test` } });
    await docs.call('GET', '/api/v1/stores/managed', { token: (await server.login('store@rebox.test')).token });
    await docs.call('GET', '/api/v1/stats/store-manager', { token: (await server.login('store@rebox.test')).token });
    const managers = await docs.call<{ userId: number }[]>('GET', `/api/v1/stores/${storeId}/managers`, { token: business });
    if (managers.body.data[0]) await docs.call('DELETE', `/api/v1/stores/${storeId}/managers/${managers.body.data[0].userId}`, { token: business });

    const created = await docs.call<{ user_id: number }>('POST', '/api/v1/user/createUser', {
      token: admin,
      body: { name: 'Docs Made', email: `made-${stamp}@rebox.test`, password: 'long-enough-password', role: 'NORMAL_USER' },
    });
    await docs.call('PATCH', '/api/v1/user/updateUser', { token: admin, body: { id: created.body.data.user_id, name: 'Docs Made Again' } });
    await docs.call('DELETE', `/api/v1/user/deleteUser/${created.body.data.user_id}`, { token: admin });

    const banner = await pngImage();
    const companyForm = new FormData();
    companyForm.append('companyName', `Docs Company ${stamp}`);
    companyForm.append('banner', imageBlob(banner), 'banner.png');
    const company = await docs.call<{ id: number }>('POST', '/api/v1/coupon/create-coupon-company', { token: admin, body: companyForm });
    const companyId = company.body.data.id;
    const rename = new FormData();
    rename.append('companyName', `Docs Company ${stamp} renamed`);
    await docs.call('PUT', `/api/v1/coupon/update-company/${companyId}`, { token: admin, body: rename });
    const couponForm = new FormData();
    for (const [name, value] of Object.entries({ companyId, couponDescription: 'Docs coupon', couponCode: 'DOCS10', couponType: 'percentage', couponValue: 10, pointToRedeem: 20, redeemLink: 'https://example.com/docs' })) {
      couponForm.append(name, String(value));
    }
    couponForm.append('banner', imageBlob(banner), 'banner.png');
    const coupon = await docs.call<{ id: number }>('POST', '/api/v1/coupon/create-coupon-code', { token: admin, body: couponForm });
    await docs.call('GET', `/api/v1/coupon/get-coupon-codes-by-company/${companyId}`, { token: admin });
    const couponUpdate = new FormData();
    couponUpdate.append('couponDescription', 'Docs coupon, again');
    await docs.call('PUT', `/api/v1/coupon/update-coupon-code/${coupon.body.data.id}`, { token: admin, body: couponUpdate });
    await docs.call('DELETE', `/api/v1/coupon/delete-coupon-code/${coupon.body.data.id}`, { token: admin });
    await docs.call('DELETE', `/api/v1/coupon/delete-company/${companyId}`, { token: admin });

    const settings = await docs.call<Record<string, unknown>>('GET', '/api/v1/settings', { token: staff.superAdmin.token });
    await docs.call('PUT', '/api/v1/settings', { token: staff.superAdmin.token, body: { pointsPerBox: settings.body.data.pointsPerBox } });
    const report = await docs.call<{ id: number }>('POST', '/api/v1/points/returns/report', { token: staff.user2.token, body: { boxes: 1, location: 'Docs corner' } });
    await docs.call('POST', `/api/v1/points/returns/${report.body.data.id}/reject`, { token: admin, body: { reason: 'Not seen at the counter' } });
    expect(docs.problems).toEqual([]);
  });

  it('successes of the box operations', async () => {
    const staff = await demoLogins(server);
    // South's distributor: the admin test above takes the North one off its client.
    const depot = (await server.login('distributor2@rebox.test')).token;
    const [south] = await server.database.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'South Parcel Co'));
    const made = await docs.call<{ batchId: number; codes: string[] }>('POST', '/api/v1/boxes/batches', { token: staff.admin.token, body: { clientId: south!.id, count: 4 } });
    const [first, second, third, fourth] = made.body.data.codes as [string, string, string, string];
    await docs.call('GET', '/api/v1/boxes/batches', { token: staff.admin.token });
    await docs.call('GET', `/api/v1/boxes/batches/${made.body.data.batchId}/labels.pdf`, { token: staff.admin.token });
    await docs.call('POST', '/api/v1/boxes/ship', { token: depot, body: { codes: [first, second, third], orderRef: 'DOCS-1' } });
    await docs.call('POST', '/api/v1/points/returns', { token: depot, body: { userId: staff.user.id, boxCodes: [first] } });
    await docs.call('POST', '/api/v1/boxes/collect', { token: depot, body: { codes: [first] } });
    const poster = await newUser(server);
    await docs.call('POST', '/api/v1/points/returns/report', { token: poster.token, body: { byPost: true, boxCodes: [third] } });
    await docs.call('POST', '/api/v1/points/returns/report', { token: poster.token, body: { byPost: true, boxCodes: [third] } });
    await docs.call('POST', '/api/v1/boxes/collect', { token: depot, body: { codes: [third] } });
    await docs.call('GET', '/api/v1/boxes/mine', { token: poster.token });
    await docs.call('POST', '/api/v1/boxes/retire', { token: depot, body: { codes: [fourth], reason: 'Torn at the seam' } });
    await docs.call('GET', '/api/v1/boxes/stats', { token: depot });
    await docs.call('GET', '/api/v1/boxes/return-rates', { token: staff.admin.token });
    await docs.call('GET', `/api/v1/boxes/${second}`);
    await docs.call('GET', `/api/v1/boxes/${first}`, { token: staff.admin.token });
    expect(docs.problems).toEqual([]);
  });

  it('successes of the notification operations', async () => {
    const person = await newUser(server);
    const token = person.token;
    const device = { endpoint: `${PUSH_ORIGIN}/docs`, keys: { p256dh: 'BOr-docs-p256dh-key', auth: 'docs-auth' } };
    await docs.call('GET', '/api/v1/notifications', { token });
    await docs.call('POST', '/api/v1/notifications/read', { token, body: { all: true } });
    await docs.call('GET', '/api/v1/notifications/push-key', { token });
    await docs.call('POST', '/api/v1/notifications/subscriptions', { token, body: device });
    await docs.call('DELETE', '/api/v1/notifications/subscriptions', { token, body: { endpoint: device.endpoint } });
    await docs.call('GET', '/api/v1/notifications/preferences', { token });
    await docs.call('PUT', '/api/v1/notifications/preferences', { token, body: { language: 'de' } });
    expect(docs.problems).toEqual([]);
  });

  it('exercised every operation of the document', () => {
    const missing: string[] = [];
    for (const operation of docs.operations) {
      const id = operation.operationId!;
      const statuses = [...(docs.seen.get(id) ?? [])];
      const succeeded = statuses.some((status) => status < 400);
      const has4xx = Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4'));
      if (!succeeded && !SUCCESS_NOT_YET_EXERCISED.has(id)) missing.push(`${id}: no success (${statuses.join(', ') || 'never called'})`);
      if (succeeded && SUCCESS_NOT_YET_EXERCISED.has(id)) missing.push(`${id}: exercised now, take it off SUCCESS_NOT_YET_EXERCISED`);
      if (has4xx && !statuses.some((status) => status >= 400 && status < 500)) missing.push(`${id}: no 4xx`);
    }
    expect(missing).toEqual([]);
  });
});
