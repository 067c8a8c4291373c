// Real answers of every operation, made through the app, checked against /api/docs with
// openapi-backend: each status must be documented for its operation and each JSON body must
// match that status's schema. Every operation needs a success and, where it documents any, a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { imageBlob, newCoupon, newUser, pngImage } from './fixtures';
import { openHarness, type Harness } from './openapi-harness';
import { createEvent, demoLogins, eventForm } from './resources-fixtures';

let server: TestServer;
let docs: Harness;
beforeAll(async () => {
  server = await startTestServer();
  docs = await openHarness(server);
});
afterAll(() => server.close());

// Operations whose successful answer this suite does not make yet: the list may only shrink
// (an operation listed here that the suite exercises fails the last test).
const SUCCESS_NOT_YET_EXERCISED = new Set<string>([
  'deleteClientsById',
  'deleteClientsByIdBusinessUsersByUserId',
  'deleteClientsByIdDistributorsByUserId',
  'deleteCouponDeleteCompanyById',
  'deleteCouponDeleteCouponCodeById',
  'deleteStoresByIdManagersByUserId',
  'deleteUserDeleteUserById',
  'getBoxesBatches',
  'getBoxesBatchesByIdLabelsPdf',
  'getBoxesByCode',
  'getBoxesStats',
  'getClientsById',
  'getClientsByIdBusinessUsers',
  'getClientsByIdDistributors',
  'getCouponGetCouponCodesByCompanyByCompanyId',
  'getStatsStoreManager',
  'getStoresById',
  'getStoresByIdManagers',
  'getStoresManaged',
  'patchStoresByIdActive',
  'patchUserUpdateUser',
  'postAuthResetPassword',
  'postAuthUndoEmailChange',
  'postBoxesBatches',
  'postBoxesCollect',
  'postBoxesRetire',
  'postBoxesShip',
  'postClients',
  'postClientsByIdBusinessUsers',
  'postClientsByIdDistributors',
  'postCouponCreateCouponCode',
  'postCouponCreateCouponCompany',
  'postEvents',
  'postEventsByIdParticipantsByUserIdAttended',
  'postEventsByIdParticipantsByUserIdConfirmAttendance',
  'postEventsByIdParticipantsByUserIdUndoAttended',
  'postPointsReturnsByIdConfirm',
  'postPointsReturnsByIdReject',
  'postPointsReturnsByIdUndo',
  'postPointsReturnsReport',
  'postStores',
  'postStoresByIdManagers',
  'postUserCreateUser',
  'putClientsById',
  'putCouponUpdateCompanyById',
  'putCouponUpdateCouponCodeById',
  'putSettings',
  'putStoresById',
]);

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
    await docs.call('POST', '/api/v1/events', { token: staff.events.token, body: eventForm({ title: 'Dated drive', startsAt: month.from, endsAt: month.to }) });
    await docs.call('DELETE', `/api/v1/events/${event.id}`, { token: staff.events.token });
    await docs.call('POST', '/api/v1/points/returns', { token: staff.distributor.token, body: { userId: staff.user.id, boxes: 1 } });
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
