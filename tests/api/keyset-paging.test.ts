// Keyset (cursor) paging beside page numbers: following `next` cursors reads every
// row once, in the same order as page numbers do, at any depth; `before` walks back; a cursor
// that no list gave is a 400 with a sentence.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import type { User } from '@/shared/contract/users';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { demoLogins } from './resources-fixtures';

let server: TestServer;
let logins: Awaited<ReturnType<typeof demoLogins>>;
beforeAll(async () => {
  server = await startTestServer();
  logins = await demoLogins(server);
  // 57 more accounts created in the same instant (ties on created_at, points and names: the id
  // decides), each a recycler with the same name as two others.
  await server.database.db.execute(sql`
    insert into users (name, email, password_hash, role, user_code, created_at, available_reward_points)
    select 'Keyset ' || (g % 19), 'keyset-' || g || '@rebox.test', 'x', 'NORMAL_USER', 'KS' || lpad(g::text, 6, '0'), now() - interval '1 day', g % 3
    from generate_series(1, 57) g`);
  // A balance is the sum of its ledger entries, here too.
  await server.database.db.execute(sql`
    insert into points_ledger (user_id, delta, reason, source_type) select id, available_reward_points, 'adjustment', 'test' from users where email like 'keyset-%' and available_reward_points > 0`);
});
afterAll(() => server.close());

type UsersPage = { items: User[]; total: number; totalCapped: boolean; page: number; next: string | null; previous: string | null };
const U = '/api/v1/user/getAllUsers';

async function usersPage(query: string) {
  const answer = await server.call<UsersPage>('GET', `${U}?${query}`, { token: logins.admin.token });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

/**
 * Follows `next` cursors from the first page and `previous` cursors from the last one (the
 * last page asked for directly): each way reads `everyone` once, in order.
 */
async function expectEveryRowOnceBothWays(query: string, everyone: number[]) {
  const ids = (pages: UsersPage[]) => pages.flatMap((p) => p.items.map((u) => u.user_id));
  const forward = [await usersPage(`${query}&paging=cursor`)];
  expect(forward[0]!.previous).toBeNull();
  for (let next = forward[0]!.next; next; next = forward.at(-1)!.next) forward.push(await usersPage(`${query}&after=${encodeURIComponent(next)}`));
  expect(ids(forward)).toEqual(everyone);

  const backward = [await usersPage(`${query}&last=true`)];
  expect(backward[0]!.next).toBeNull();
  for (let previous = backward[0]!.previous; previous; previous = backward[0]!.previous) backward.unshift(await usersPage(`${query}&before=${encodeURIComponent(previous)}`));
  expect(ids(backward)).toEqual(everyone);
  expect(ids(backward.slice(-1))).toEqual(everyone.slice(-backward.at(-1)!.items.length));
}

describe('users list by cursor', () => {
  it.each(['name', '-name', 'email', '-email', 'created_at', '-created_at', 'points', '-points'])('reads every user once in page order, sorted by %s, forward and back', async (sort) => {
    const everyone = (await usersPage(`sort=${sort}&pageSize=200`)).items.map((u) => u.user_id);
    expect(everyone.length).toBeGreaterThanOrEqual(64);
    await expectEveryRowOnceBothWays(`sort=${sort}&pageSize=7`, everyone);
  });

  it('keeps the filters on every page; counts the matches unless the page filled from the sort itself', async () => {
    const first = await usersPage('search=keyset%201&role=NORMAL_USER&pageSize=2&paging=cursor&sort=email');
    // 'Keyset 1' and 'Keyset 10'..'Keyset 18': 10 names of 19, three accounts each. Found along
    // the sort's own index, a full page says nothing of how many there are.
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeNull();
    expect(first.totalCapped).toBe(false);
    const second = await usersPage(`search=keyset%201&role=NORMAL_USER&pageSize=2&sort=email&after=${encodeURIComponent(first.next!)}`);
    expect(second.items.every((u) => u.name.startsWith('Keyset 1'))).toBe(true);
    expect(second.items.map((u) => u.email)).toEqual([...second.items.map((u) => u.email)].sort());
    expect(second.items[0]!.email > first.items[1]!.email).toBe(true);
    // A page the matches do not fill is counted.
    const all = await usersPage('search=keyset%201&role=NORMAL_USER&pageSize=50&paging=cursor&sort=email');
    expect(all.items).toHaveLength(30);
    expect(all.total).toBe(30);
    expect(all.next).toBeNull();
  });

  it.each(['name', '-created_at', 'points'])('reads every match of a search once, forward and back, in the order of page numbers (sorted by %s)', async (sort) => {
    const everyone = (await usersPage(`search=keyset&sort=${sort}&pageSize=100`)).items.map((u) => u.user_id);
    expect(everyone).toHaveLength(57);
    await expectEveryRowOnceBothWays(`search=keyset&sort=${sort}&pageSize=7`, everyone);
  });

  it('finds an account by a substring of its email or by its personal code', async () => {
    expect((await usersPage('search=set-42@&paging=cursor')).items.map((u) => u.email)).toEqual(['keyset-42@rebox.test']);
    expect((await usersPage(`search=${logins.user2.code}&paging=cursor`)).items.map((u) => u.user_id)).toEqual([logins.user2.id]);
    // Each word of a search is also looked up on its own (users.service.ts), but the whole text must match.
    expect((await usersPage('search=keyset-42&paging=cursor')).items.map((u) => u.email)).toEqual(['keyset-42@rebox.test']);
    expect((await usersPage(`search=${encodeURIComponent('rebox.test keyset-42')}&paging=cursor`)).items).toEqual([]);
  });

  it('page numbers still work and now say where the next page starts', async () => {
    const second = await usersPage('sort=name&page=2&pageSize=5');
    expect(second.page).toBe(2);
    const third = await usersPage('sort=name&page=3&pageSize=5');
    expect((await usersPage(`sort=name&pageSize=5&after=${encodeURIComponent(second.next!)}`)).items).toEqual(third.items);
  });

  it('refuses a cursor it did not give, with a sentence', async () => {
    const answer = await server.call('GET', `${U}?after=not-a-cursor`, { token: logins.admin.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('after is not a cursor this list gave: start again from the first page.');
    const injected = Buffer.from(JSON.stringify(["x') or 1=1 --", 1])).toString('base64url');
    const sorted = await server.call('GET', `${U}?sort=created_at&after=${injected}`, { token: logins.admin.token });
    expect(sorted.status).toBe(400);
  });
});

/** Follows `next` cursors from a first page; returns every id read, in order. */
async function walk(path: string, token: string, idOf: (item: Record<string, unknown>) => unknown) {
  const seen: unknown[] = [];
  let answer = await server.call<{ items: Record<string, unknown>[]; next: string | null }>('GET', path, { token });
  for (;;) {
    expect(answer.status, answer.body.message).toBe(200);
    seen.push(...answer.body.data.items.map(idOf));
    if (!answer.body.data.next) return seen;
    answer = await server.call('GET', `${path}&after=${encodeURIComponent(answer.body.data.next)}`, { token });
  }
}

describe('points history, pending returns and participants by cursor', () => {
  it('a recycler’s history: every entry once, newest first, as deep as it goes', async () => {
    const userId = logins.user.id;
    await server.database.db.execute(sql`
      insert into points_ledger (user_id, delta, reason, source_type, note, created_at)
      select ${userId}, 0, 'adjustment', 'test', 'entry ' || g, now() - (g % 4) * interval '1 hour' from generate_series(1, 45) g`);
    const all = await server.call<{ items: { id: number }[]; total: number }>('GET', `/api/v1/points/history/${userId}?pageSize=200`, { token: logins.admin.token });
    const byCursor = await walk(`/api/v1/points/history/${userId}?pageSize=8`, logins.admin.token, (e) => e.id);
    expect(byCursor).toEqual(all.body.data.items.map((e) => e.id));
    expect(byCursor.length).toBe(all.body.data.total);
    const own = await walk('/api/v1/points/history?pageSize=8', logins.user.token, (e) => e.id);
    expect(own).toEqual(byCursor);
  });

  it('the pending queue: all of it for a distributor, the own stores’ for a business user', async () => {
    const owned = (await queryRows<{ id: number }>(server.database.db, sql`select id from stores where owner_id = ${logins.business.id} order by id`)).map((r) => r.id);
    const store = { id: owned[0]! };
    await server.database.db.execute(sql`
      insert into box_returns (user_id, boxes, status, store_id, location, reported_by, created_at)
      select ${logins.user2.id}, 1, 'pending', case when g % 2 = 0 then ${store.id}::int end, 'Shop', ${logins.user2.id}, now() - (g % 3) * interval '1 minute'
      from generate_series(1, 25) g`);
    for (const who of ['distributor', 'business'] as const) {
      const all = await server.call<{ items: { id: number; storeId: number | null }[]; total: number }>('GET', '/api/v1/points/returns/pending?pageSize=200', { token: logins[who].token });
      const byCursor = await walk('/api/v1/points/returns/pending?pageSize=4', logins[who].token, (r) => r.id);
      expect(byCursor).toEqual(all.body.data.items.map((r) => r.id));
      expect(byCursor.length).toBe(all.body.data.total);
    }
    const mine = await server.call<{ items: { storeId: number | null }[]; total: number }>('GET', '/api/v1/points/returns/pending?pageSize=200', { token: logins.business.token });
    expect(mine.body.data.total).toBeGreaterThanOrEqual(12);
    expect(mine.body.data.items.every((r) => r.storeId !== null && owned.includes(r.storeId))).toBe(true);
  });

  it('an event’s participants: all of them, or pages in joining order with the next cursor in a header', async () => {
    await server.database.db.execute(sql`
      insert into events (title, starts_at, ends_at, invite_id, created_by) values ('Keyset picnic', now(), now() + interval '2 hours', 'keyset-picnic', ${logins.events.id})`);
    const [event] = await queryRows<{ id: number }>(server.database.db, sql`select id from events where invite_id = 'keyset-picnic'`);
    await server.database.db.execute(sql`
      insert into participants (event_id, user_id, status, created_at)
      select ${event!.id}, id, 'joined', now() - (id % 5) * interval '1 minute' from users where email like 'keyset-%'`);
    const path = `/api/v1/events/${event!.id}/participants`;
    const all = await server.call<{ userId: number }[]>('GET', path, { token: logins.events.token });
    expect(all.body.data).toHaveLength(57);
    expect(all.headers.get('x-next-cursor')).toBeNull();
    const paged: number[] = [];
    let answer = await server.call<{ userId: number }[]>('GET', `${path}?pageSize=10`, { token: logins.events.token });
    for (;;) {
      expect(answer.body.data.length).toBeLessThanOrEqual(10);
      paged.push(...answer.body.data.map((p) => p.userId));
      const next = answer.headers.get('x-next-cursor');
      if (!next) break;
      answer = await server.call('GET', `${path}?pageSize=10&after=${encodeURIComponent(next)}`, { token: logins.events.token });
    }
    expect(paged).toEqual(all.body.data.map((p) => p.userId));
    const bad = await server.call('GET', `${path}?after=%7B%7D`, { token: logins.events.token });
    expect(bad.status).toBe(400);
  });
});
