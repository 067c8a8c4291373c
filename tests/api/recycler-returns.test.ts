// What the recycler's phone relies on: a return reported offline is replayed with the key it
// was made with, and a replay reports nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';

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
