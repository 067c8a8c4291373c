// A counter's own records: every return the caller recorded, narrowed by days and by a recycler's
// name or code, paged, and as one CSV file of exactly what the filter holds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import { createAccount } from '@/server/modules/users/accounts.service';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { expectLedgerConsistent } from './resources-fixtures';

let server: TestServer;
let token: string;
const ids: Record<'old' | 'mira' | 'otto', number> = { old: 0, mira: 0, otto: 0 };
let miraCode = '';

beforeAll(async () => {
  server = await startTestServer();
  await createAccount(server.database.db, { name: 'Rhea Records', email: 'records@rebox.test', password: 'records-password', role: 'DISTRIBUTOR' });
  token = (await server.login('records@rebox.test', 'records-password')).token;
  const named = async (name: string) => {
    const user = await newUser(server);
    await server.database.db.execute(sql`update users set name = ${name} where id = ${user.user.user_id}`);
    return user.user;
  };
  const [mira, otto] = [await named('Mira Meyer'), await named('Otto Olsen')];
  miraCode = mira.user_code;
  const record = async (code: string, boxes: number) =>
    (await server.call<BoxReturn>('POST', '/api/v1/points/returns', { token, body: { userCode: code, boxes } })).body.data.id;
  ids.old = await record(mira.user_code, 1);
  ids.mira = await record(mira.user_code, 2);
  ids.otto = await record(otto.user_code, 3);
  // The first of them was recorded ten days ago.
  await server.database.db.execute(sql`update box_returns set created_at = now() - interval '10 days' where id = ${ids.old}`);
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
});

const records = (query: string) => server.call<Page<BoxReturn>>('GET', `/api/v1/points/returns/mine?${query}`, { token });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

describe('a counter’s records', () => {
  it('are every return the caller recorded, newest first, a page at a time', async () => {
    const all = await records('pageSize=2');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.map((r) => r.id)).toEqual([ids.otto, ids.mira]);
    expect((await records('pageSize=2&page=2')).body.data.items.map((r) => r.id)).toEqual([ids.old]);
  });

  it('narrow to a recycler by name or personal code, and to days', async () => {
    expect((await records('search=mira')).body.data.items.map((r) => r.id)).toEqual([ids.mira, ids.old]);
    expect((await records(`search=${miraCode.toLowerCase()}`)).body.data.total).toBe(2);
    const lastWeek = await records(`from=${encodeURIComponent(day(-7))}&to=${encodeURIComponent(day(1))}`);
    expect(lastWeek.body.data.items.map((r) => r.id)).toEqual([ids.otto, ids.mira]);
    const before = await records(`to=${encodeURIComponent(day(-7))}&search=Meyer`);
    expect(before.body.data.items.map((r) => r.id)).toEqual([ids.old]);
  });

  it('refuse a range that ends before it starts, with a sentence', async () => {
    const backwards = await records(`from=${encodeURIComponent(day(0))}&to=${encodeURIComponent(day(-1))}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/to must be after from/);
    expect((await records('from=yesterday')).status).toBe(400);
  });

  it('export exactly what the filter holds as CSV', async () => {
    const response = await fetch(`${server.url}/api/v1/points/returns/mine.csv?search=mira`, { headers: { authorization: token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('recorded_at,return_id,recycler,user_code,boxes,points,status,store,location');
    expect(lines.slice(1).map((line) => Number(line.split(',')[1]))).toEqual([ids.mira, ids.old]);
    expect(lines.slice(1).every((line) => line.includes('Mira Meyer'))).toBe(true);
    // Not without signing in.
    expect((await fetch(`${server.url}/api/v1/points/returns/mine.csv`)).status).toBe(401);
  });
});
