// The staff's users search reads user_search (migration 0012), kept by a trigger on users: it
// must find what the account says now, and a balance change must not write it (that write is
// what made every search read the trigram index's whole pending list at national scale).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { applyPoints } from '@/server/modules/points/points-ledger.queries';
import { USERS_TOTAL_CAP, type User } from '@/shared/contract/users';
import { SEARCH_WALK } from '@/server/modules/users/users.service';
import { afterLaterMigrations } from '../helpers/database-before';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.login('admin@rebox.test')).token;
});
afterAll(() => server.close());

type UsersPage = { items: User[]; total: number | null };
async function found(text: string): Promise<string[]> {
  const answer = await server.call<UsersPage>('GET', `/api/v1/user/getAllUsers?search=${encodeURIComponent(text)}&pageSize=50`, { token: adminToken });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data.items.map((user) => user.email);
}

describe('the users search', () => {
  it('finds a new account by a part of its name, email or personal code, and follows a change of name and email', async () => {
    const { user, token } = await newUser(server);
    const local = user.email.split('@')[0]!;
    expect(await found(local.slice(3, 12).toUpperCase())).toEqual([user.email]);
    expect(await found(user.user_code.slice(1))).toContain(user.email);

    const email = `renamed-${local}@rebox.test`;
    const changed = await server.call('PUT', `/api/v1/auth/update/${user.user_id}`, { token, body: { name: 'Quillon Vantablack', email, currentPassword: 'long-enough-password' } });
    expect(changed.status, changed.body.message).toBe(200);
    expect(await found('llon vantab')).toEqual([email]);
    expect(await found(`renamed-${local}`)).toEqual([email]);
    expect(await found(`${local.slice(2)}@`)).toEqual([email]);

    // The totals count the matches the other filters keep, by page number and by cursor.
    const total = async (params: string) =>
      (await server.call<UsersPage>('GET', `/api/v1/user/getAllUsers?search=renamed-${local}&${params}`, { token: adminToken })).body.data.total;
    expect(await total('role=NORMAL_USER')).toBe(1);
    expect(await total('role=ADMIN')).toBe(0);
    expect(await total('paging=cursor')).toBe(1);
    expect(await total('paging=cursor&role=ADMIN')).toBe(0);
  });

  it('finds by cursor the accounts beyond the longest walk along the sort, and counts them', async () => {
    // SEARCH_WALK[1] + 10 newer accounts come first in the default sort (newest).
    const { user } = await newUser(server);
    const marker = `Farwalk${Date.now().toString(36)}`;
    await server.database.db.execute(sql`update users set name = ${`${marker} Older`} where id = ${user.user_id}`);
    await server.database.db.execute(sql`
      insert into users (name, email, password_hash, role, user_code, created_at)
      select 'Nearby ' || g, 'nearby-' || g || '@rebox.test', 'x', 'NORMAL_USER', 'NB' || lpad(g::text, 7, '0'), now() + interval '1 day'
      from generate_series(1, ${SEARCH_WALK[1] + 10}) g`);
    const answer = await server.call<UsersPage>('GET', `/api/v1/user/getAllUsers?search=${marker}&paging=cursor&pageSize=5`, { token: adminToken });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.items.map((found) => found.user_id)).toEqual([user.user_id]);
    expect(answer.body.data.total).toBe(1);
  });

  it('walks further along the sort when the first accounts hold a few matches but not a page', async () => {
    // 3,000 accounts newer than any other, every 250th a match: 4 in the first 1,000, 12 in all.
    // The term sits inside the names, so none is a best match (those lead the first page unwalked).
    const marker = `Sparse${Date.now().toString(36)}`;
    await server.database.db.execute(sql`
      insert into users (name, email, password_hash, role, user_code, created_at)
      select case when g % 250 = 0 then 'Member ' || g || ' ' || ${marker} else 'Crowd ' || g end, 'crowd-' || g || '@rebox.test', 'x', 'NORMAL_USER', 'CR' || lpad(g::text, 7, '0'), now() + interval '2 days' - g * interval '1 second'
      from generate_series(1, 3000) g`);
    const first = await server.call<UsersPage & { next: string | null }>('GET', `/api/v1/user/getAllUsers?search=${marker}&paging=cursor&pageSize=5`, { token: adminToken });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.items.map((user) => user.name)).toEqual([250, 500, 750, 1000, 1250].map((g) => `Member ${g} ${marker}`));
    expect(first.body.data.total).toBeNull();
    const names: string[] = first.body.data.items.map((user) => user.name);
    for (let next = first.body.data.next; next; ) {
      const answer = await server.call<UsersPage & { next: string | null }>('GET', `/api/v1/user/getAllUsers?search=${marker}&pageSize=5&after=${encodeURIComponent(next)}`, { token: adminToken });
      names.push(...answer.body.data.items.map((user) => user.name));
      next = answer.body.data.next;
    }
    expect(names).toEqual(Array.from({ length: 12 }, (_, i) => `Member ${(i + 1) * 250} ${marker}`));
  });

  it('gives a cursor page without a search its exact total, past the search cap, from the live-account counts', async () => {
    await server.database.db.execute(sql`
      insert into users (name, email, password_hash, role, user_code)
      select 'Counted ' || g, 'counted-' || g || '@rebox.test', 'x', 'NORMAL_USER', 'CT' || lpad(g::text, 7, '0') from generate_series(1, ${USERS_TOTAL_CAP + 100}) g`);
    const { user } = await newUser(server);
    const gone = await server.call('DELETE', `/api/v1/user/deleteUser/${user.user_id}`, { token: adminToken });
    expect(gone.status, gone.body.message).toBe(200);
    const live = async (role?: string) =>
      Number((await queryRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from users where deleted_at is null and (${role ?? null}::text is null or role = ${role ?? null})`))[0]!.n);
    const page = async (params: string) =>
      (await server.call<UsersPage & { totalCapped: boolean }>('GET', `/api/v1/user/getAllUsers?paging=cursor&pageSize=5${params}`, { token: adminToken })).body.data;
    const everyone = await page('');
    expect(await live()).toBeGreaterThan(USERS_TOTAL_CAP);
    expect(everyone.total).toBe(await live());
    expect(everyone.totalCapped).toBe(false);
    expect((await page('&role=NORMAL_USER')).total).toBe(await live('NORMAL_USER'));
    expect((await page('&role=ADMIN')).total).toBe(await live('ADMIN'));
  });

  it('puts the accounts it names outright first ("uma" finds "Uma …" before "Umar …"), and every page still lists each match once', async () => {
    const word = `Ky${Date.now().toString(36)}`;
    const { user } = await newUser(server);
    await server.database.db.execute(sql`update users set name = ${`${word} Whole`} where id = ${user.user_id}`);
    // Six newer accounts whose names only begin with the word: the default sort (newest) lists them first.
    await server.database.db.execute(sql`
      insert into users (name, email, password_hash, role, user_code, created_at)
      select ${word} || 'ar ' || g, ${word.toLowerCase()} || 'ar-' || g || '@rebox.test', 'x', 'NORMAL_USER', 'KY' || lpad(g::text, 7, '0') || ${word.slice(-3)}, now() + interval '3 days' - g * interval '1 second'
      from generate_series(1, 6) g`);
    const everyName = [`${word} Whole`, ...Array.from({ length: 6 }, (_, i) => `${word}ar ${i + 1}`)];
    type Page = UsersPage & { next: string | null; previous: string | null };
    const get = async (params: string) => {
      const answer = await server.call<Page>('GET', `/api/v1/user/getAllUsers?search=${word.toLowerCase()}&pageSize=3&${params}`, { token: adminToken });
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data;
    };

    // By page number: the whole word first, then the list in its sort, each once, the total exact.
    const pages = [await get('page=1'), await get('page=2'), await get('page=3')];
    expect(pages[0]!.items[0]!.name).toBe(`${word} Whole`);
    expect(pages.flatMap((p) => p.items.map((u) => u.name))).toEqual(everyName);
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);

    // By cursor, forwards to the end and back to the start.
    const first = await get('paging=cursor');
    const names = first.items.map((u) => u.name);
    let last = first;
    while (last.next) {
      last = await get(`after=${encodeURIComponent(last.next)}`);
      names.push(...last.items.map((u) => u.name));
    }
    expect(names).toEqual(everyName);
    let back = last;
    while (back.previous) back = await get(`before=${encodeURIComponent(back.previous)}`);
    expect(back.items.map((u) => u.name)).toEqual(first.items.map((u) => u.name));

    // A personal code or an email typed whole names its account first too.
    const [lastCode] = await queryRows<{ user_code: string; email: string }>(server.database.db, sql`select user_code, email from users where name = ${`${word}ar 6`}`);
    for (const whole of [lastCode!.user_code, lastCode!.email]) {
      const answer = await server.call<UsersPage>('GET', `/api/v1/user/getAllUsers?search=${encodeURIComponent(whole)}&pageSize=3`, { token: adminToken });
      expect(answer.body.data.items[0]!.name).toBe(`${word}ar 6`);
    }
  });

  it('is not written by a change of balance', async () => {
    const { user } = await newUser(server);
    const version = async () =>
      (await queryRows<{ xmin: string }>(server.database.db, sql`select xmin::text as xmin from user_search where user_id = ${user.user_id}`))[0]?.xmin;
    const before = await version();
    expect(before).toBeDefined();
    await applyPoints(server.database.db, { userId: user.user_id, delta: 25, reason: 'adjustment', sourceType: 'test' });
    expect(await version()).toBe(before);
  });

  it('migration 0012 writes the search text of the accounts already there', async () => {
    await afterLaterMigrations(
      11,
      (db) =>
        db.execute(sql`
          insert into users (id, name, email, password_hash, role, user_code) values
            (1, 'Ada Lovelace', 'ada@rebox.test', 'x', 'NORMAL_USER', 'USR00001'),
            (2, 'Bo Brummell', 'bo@rebox.test', 'x', 'ADMIN', 'ADM00002')`).then(() => undefined),
      async (db) => {
        expect(await queryRows(db, sql`select user_id, search_text from user_search order by user_id`)).toEqual([
          { user_id: 1, search_text: 'Ada Lovelace ada@rebox.test USR00001' },
          { user_id: 2, search_text: 'Bo Brummell bo@rebox.test ADM00002' },
        ]);
        await db.execute(sql`update users set name = 'Ada King' where id = 1`);
        expect(await queryRows(db, sql`select search_text from user_search where user_id = 1`)).toEqual([{ search_text: 'Ada King ada@rebox.test USR00001' }]);
      },
    );
  });
});
