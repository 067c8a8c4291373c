// The database going away (a restart, a network cut) or running out of disk: callers get a 503
// with a sentence and Retry-After instead of "something went wrong", the public catalogue keeps
// answering its last good copy, and the health route says what is wrong.
// With DATABASE_URL the server reaches PostgreSQL through a TCP proxy this file cuts; on PGlite
// the embedded database is closed under the running server.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/seed/demo-seed';
import { DATABASE_AWAY_MESSAGE, DISK_FULL_MESSAGE } from '@/server/db/database-errors';
import type { Coupon } from '@/shared/contract/coupons';
import type { LoginAnswer } from '@/shared/contract/auth';
import { openTestDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';

const CATALOGUE = '/api/v1/coupon/get-coupon-list-for-frontend';
const HEALTH = '/api/v1/health';
const AWAY = { success: false, message: DATABASE_AWAY_MESSAGE, data: null, code: 'database.away' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP hop between the server and PostgreSQL that the test can cut, as a network failure or a restart would. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (proxy.address() as net.AddressInfo).port;
  return {
    port,
    /** Open connections drop, new ones are refused. */
    cut() {
      proxy.close();
      for (const socket of sockets) socket.destroy();
    },
    /** The database is back at the same address. */
    restore: () => listen(port),
  };
}

/** A test server on PostgreSQL (DATABASE_URL) reached through a cuttable proxy. */
async function startServerBehindProxy(baseUrl: string) {
  const real = new URL(baseUrl);
  const proxy = await startCuttableProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const database = await openTestDatabase(inject('pgliteTemplate') || undefined, { connectVia: { host: '127.0.0.1', port: proxy.port } });
  return { server: await startTestServer({ database }), proxy };
}

/** A test server and a way to take its database away while it runs. */
async function startServerWithAwayableDatabase(): Promise<{ server: TestServer; takeDatabaseAway(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const { server, proxy } = await startServerBehindProxy(baseUrl);
    return { server, takeDatabaseAway: async () => proxy.cut() };
  }
  const server = await startTestServer();
  // Closing twice (here, then in server.close()) is safe: the handle remembers it is closed.
  return { server, takeDatabaseAway: () => server.database.close() };
}

function expectAwayAnswer(answer: { status: number; body: unknown; headers: Headers }) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual(AWAY); // the whole body: a sentence, no stack, no driver message
  expect(answer.headers.get('retry-after')).toBe('5');
}

describe('while the database is away', () => {
  let server: TestServer;
  let user: LoginAnswer;
  let catalogueBefore: { body: unknown; etag: string | null };
  let firstCoupon: Coupon;

  beforeAll(async () => {
    const started = await startServerWithAwayableDatabase();
    server = started.server;
    user = await server.login('user@rebox.test');
    // Puts the caller's row in the 1 s caller cache, so the first write after the cut gets
    // past authorization and fails in its own transaction.
    expect((await server.call('GET', `/api/v1/user/getUserById/${user.user.user_id}`, { token: user.token })).status).toBe(200);
    const list = await server.call<{ data: Coupon[] }>('GET', CATALOGUE);
    expect(list.status).toBe(200);
    expect(list.body.data.data.length).toBeGreaterThan(0);
    firstCoupon = list.body.data.data[0]!;
    catalogueBefore = { body: list.body, etag: list.headers.get('etag') };
    expect((await server.call('GET', HEALTH)).status).toBe(200);
    await started.takeDatabaseAway();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a signed-in write 503 with a sentence and Retry-After', async () => {
    const answer = await server.call('POST', '/api/v1/coupon/redeem-coupon-code', {
      token: user.token,
      body: { couponCodeId: firstCoupon.id, userId: user.user.user_id },
    });
    expectAwayAnswer(answer);
  });

  it('answers a signed-in read 503 once the caller has to be read again', async () => {
    await sleep(1100); // past the 1 s caller cache, and past the catalogue's 1 s TTL
    expectAwayAnswer(await server.call('GET', `/api/v1/user/getUserById/${user.user.user_id}`, { token: user.token }));
  });

  it('answers a login 503, not a wrong-password or server error', async () => {
    expectAwayAnswer(await server.call('POST', '/api/v1/auth/login', { body: { email: 'user@rebox.test', password: DEMO_PASSWORD } }));
  });

  it('keeps answering the public catalogue from its last good copy, with the same ETag', async () => {
    const stale = await server.call('GET', CATALOGUE);
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(catalogueBefore.body);
    expect(stale.headers.get('etag')).toBe(catalogueBefore.etag);
    expect(stale.headers.get('x-rebox-stale')).toBe('database-away');

    const revalidated = await server.call('GET', CATALOGUE, { headers: { 'if-none-match': catalogueBefore.etag! } });
    expect(revalidated.status).toBe(304);

    await sleep(1100); // the stale copy is kept for one TTL, then the database is asked again
    const later = await server.call('GET', CATALOGUE);
    expect(later.status).toBe(200);
    expect(later.body).toEqual(catalogueBefore.body);
  });

  it('reports the database as not answering on the health route', async () => {
    const health = await server.call('GET', HEALTH);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ success: false, message: 'The database is not answering.', data: null, code: 'untranslated' });
  });
});

describe('a database away before the catalogue was ever loaded', () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('answers the catalogue 503 with the sentence: there is no copy to fall back on', async () => {
    const started = await startServerWithAwayableDatabase();
    server = started.server;
    await started.takeDatabaseAway();
    expectAwayAnswer(await server.call('GET', CATALOGUE));
  });
});

// PGlite runs a query synchronously in this process, so only a server can drop mid-query.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL dropping the connection under a transaction, then coming back', () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('answers the redemption in flight 503, applies none of it, and serves again once the database is back', async () => {
    const started = await startServerBehindProxy(process.env.DATABASE_URL!);
    server = started.server;
    const { token, user } = await newUser(server, 100);
    const coupon = await newCoupon(server, { pointToRedeem: 10 });
    const redeem = () => server.call('POST', '/api/v1/coupon/redeem-coupon-code', { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
    // Holds the redemption's transaction open on the server long enough to cut under it.
    await server.database.db.execute(sql.raw(`create function rebox_test_slow() returns trigger language plpgsql as $$
      begin perform pg_sleep(1); return new; end $$`));
    await server.database.db.execute(sql.raw('create trigger rebox_test_slow before insert on redemptions for each row execute function rebox_test_slow()'));

    const inFlight = redeem();
    await sleep(400);
    started.proxy.cut();
    // Before the fix in db/client.ts, pg's 'error' event on the checked-out client ended the process here.
    expectAwayAnswer(await inFlight);

    await started.proxy.restore();
    await server.database.db.execute(sql.raw('drop trigger rebox_test_slow on redemptions'));
    expect((await server.call('GET', HEALTH)).status).toBe(200);
    const again = await redeem();
    expect(again.status).toBe(200);
    expect((again.body.data as { available_reward_points: number }).available_reward_points).toBe(90); // the cut one spent nothing
    const catalogue = await server.call('GET', CATALOGUE);
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('x-rebox-stale')).toBeNull();
  });
});

describe('when the database disk is full', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  // Filling a real disk is not something a test can do safely (PostgreSQL needs a small
  // filesystem of its own; PGlite does not survive a failed WAL write). The database itself
  // raises the error it raises when a table cannot grow: SQLSTATE 53100, through the real
  // driver, drizzle and the error handler.
  const refuseInserts = sql.raw(`create function rebox_test_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/1/2": No space left on device' using errcode = 'disk_full', hint = 'Check free disk space.';
    end $$`);
  const register = () =>
    server.call('POST', '/api/v1/auth/register', {
      body: { name: 'Disk Test', email: `disk-${Math.random().toString(36).slice(2)}@rebox.test`, password: 'long-enough-password' },
    });

  it('answers writes 503 "cannot store data right now" and reports it on health until a write is stored', async () => {
    await server.database.db.execute(refuseInserts);
    await server.database.db.execute(sql.raw('create trigger rebox_test_disk_full before insert on users for each row execute function rebox_test_disk_full()'));

    const refused = await register();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, message: DISK_FULL_MESSAGE, data: null, code: 'database.disk-full' });
    expect(refused.body.message).toContain('cannot store data right now');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const full = await server.call('GET', HEALTH);
    expect(full.status).toBe(503);
    expect(full.body.message).toContain('disk is full');

    await server.database.db.execute(sql.raw('drop trigger rebox_test_disk_full on users'));
    expect((await register()).status).toBe(201);
    expect((await server.call('GET', HEALTH)).status).toBe(200);
  });
});
