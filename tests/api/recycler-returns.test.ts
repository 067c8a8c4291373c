// What the recycler's phone relies on: a return reported offline is replayed with the key it
// was made with, and a replay reports nothing twice; Return points lists the active stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import type { ReturnPoint, Store } from '@/shared/contract/stores';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { demoLogins } from './resources-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a report replayed by the device', () => {
  const report = (token: string, body: unknown, key?: string) =>
    server.call<BoxReturn>('POST', '/api/v1/points/returns/report', { token, body, headers: key ? { 'idempotency-key': key } : {} });
  const myReports = async (token: string) =>
    (await server.call<Page<BoxReturn>>('GET', '/api/v1/points/returns/my-reports', { token })).body.data;

  it('reports once for one key, however often it is sent', async () => {
    const recycler = await newUser(server);
    const body = { boxes: 3, location: 'The drop box at the station' };
    const first = await report(recycler.token, body, 'offline-report-1');
    expect(first.status).toBe(201);
    const again = await report(recycler.token, body, 'offline-report-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await myReports(recycler.token)).total).toBe(1);

    // A new key is a new report.
    expect((await report(recycler.token, body, 'offline-report-2')).status).toBe(201);
    expect((await myReports(recycler.token)).total).toBe(2);
  });

  it('refuses a key reused for a different report, and a malformed key, with a sentence', async () => {
    const recycler = await newUser(server);
    await report(recycler.token, { boxes: 1, location: 'Depot' }, 'same-key');
    const other = await report(recycler.token, { boxes: 2, location: 'Depot' }, 'same-key');
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/already used for a different request/);
    const bad = await report(recycler.token, { boxes: 1, location: 'Depot' }, ' ');
    expect(bad.status).toBe(400);
    expect((await myReports(recycler.token)).total).toBe(1);
  });
});

describe('return points', () => {
  const returnPoints = async () => server.call<ReturnPoint[]>('GET', '/api/v1/stores/return-points');

  it('lists every active store, without signing in, with where, when and its coordinates', async () => {
    const answer = await returnPoints();
    expect(answer.status).toBe(200);
    const corner = answer.body.data.find((p) => p.name === 'Rebox Corner Shop');
    expect(corner).toMatchObject({ address: '12 Elm Street', city: 'Springfield', openingHours: 'Mon-Sat 9:00-18:00' });
    expect(corner?.latitude).toBeCloseTo(39.78, 1);
    expect(corner?.longitude).toBeCloseTo(-89.65, 1);
    // Where and when only: nothing about the owner or the store's figures.
    expect(Object.keys(corner!).sort()).toEqual(['address', 'city', 'id', 'latitude', 'longitude', 'name', 'openingHours', 'phone']);
  });

  it('leaves out a store its owner closed, and takes coordinates only within range', async () => {
    const { business } = await demoLogins(server);
    const created = await server.call<Store>('POST', '/api/v1/stores', {
      token: business.token,
      body: { name: 'Harbour Depot', city: 'Shelbyville', address: '3 Quay', latitude: 39.41, longitude: -88.79 },
    });
    expect(created.status).toBe(201);
    const listed = (await returnPoints()).body.data.find((p) => p.id === created.body.data.id);
    expect(listed).toMatchObject({ city: 'Shelbyville', latitude: 39.41, longitude: -88.79 });

    await server.call('PATCH', `/api/v1/stores/${created.body.data.id}/active`, { token: business.token, body: { active: false } });
    expect((await returnPoints()).body.data.some((p) => p.id === created.body.data.id)).toBe(false);

    const wrong = await server.call('POST', '/api/v1/stores', { token: business.token, body: { name: 'Nowhere', latitude: 123 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/latitude must be between -90 and 90/);
  });
});
