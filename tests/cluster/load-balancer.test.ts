// Three API processes behind HAProxy (src/server/deploy/haproxy-api.cfg) on one PostgreSQL:
// limits hold across processes, a write on one empties the caches of the others at once, and
// a process killed under load is routed around with nothing acknowledged lost.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '@/server/db/client';
import type { RunningServer } from '../helpers/browser-global-setup';
import { freshDatabase, METRICS_TOKEN, Processes, startApi, startHaproxy, waitFor, type Haproxy } from '../helpers/cluster';
import { acknowledged, call, prepareActors, runMixedLoad, settleUnanswered, statusCounts, verifyBooks } from './mixed-load';

const processes = new Processes();
let api: RunningServer[] = [];
let lb: Haproxy;
let databaseUrl: string;

const hostOf = (server: RunningServer) => new URL(server.url).host;

/** One counter of a process's /metrics, summed over the series whose labels include all of `labels`. */
async function metric(server: RunningServer, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^(\w+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([k, v]) => (match[2] ?? '').includes(`${k}="${v}"`))) sum += Number(match[3]);
  }
  return sum;
}

beforeAll(async () => {
  databaseUrl = await freshDatabase(processes);
  // Started together on an empty database: one migrates and seeds, the others wait for it.
  api = await Promise.all([0, 1, 2].map(() => startApi(processes, { runDir: inject('serverRunDir'), databaseUrl })));
  lb = await startHaproxy(processes, 'haproxy-api.cfg', { REBOX_API_1: hostOf(api[0]!), REBOX_API_2: hostOf(api[1]!), REBOX_API_3: hostOf(api[2]!) }, 'REBOX_LB_BIND');
  await waitFor('HAProxy to see all three processes ready', async () => {
    const statuses = Object.values(await lb.statuses('rebox_api'));
    return statuses.length === 3 && statuses.every((s) => s === 'UP');
  });
});

afterAll(() => processes.stopAll());

describe('2. attempt limits shared by every process', () => {
  it('of 200 parallel wrong logins for one email, spread over three processes, at most the allowed 10 are checked', async () => {
    const email = 'user2@rebox.test';
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => call(lb.url, 'POST', '/auth/login', null, { email, password: `wrong-${i}` })));
    const checked = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429).length;
    expect(checked + refused, JSON.stringify(statusCounts(answers.map((a) => ({ statuses: [a.status] }) as never)))).toBe(200);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    // HAProxy spread them: every process answered a share, and together they checked at most 10.
    const perProcess = await Promise.all(api.map((server) => metric(server, 'rebox_http_requests_total', { route: '/api/v1/auth/login' })));
    const checkedPerProcess = await Promise.all(api.map((server) => metric(server, 'rebox_http_requests_total', { route: '/api/v1/auth/login', status: '401' })));
    console.info(`cluster 2: 200 wrong logins → ${checked} checked (401), ${refused} refused (429); logins answered per process ${perProcess.join('/')}, checked per process ${checkedPerProcess.join('/')}`);
    for (const count of perProcess) expect(count).toBeGreaterThanOrEqual(40);
    expect(checkedPerProcess.reduce((a, b) => a + b, 0)).toBe(checked);
  });
});

describe('3. a write on one process empties the caches of the others at once', () => {
  it('a user deactivated through A is refused on B and C within 100 ms', async () => {
    const [a, b, c] = api as [RunningServer, RunningServer, RunningServer];
    const email = `deactivate-${Date.now()}@rebox.test`;
    expect((await call(a.url, 'POST', '/auth/register', null, { name: 'Soon inactive', email, password: 'long-enough-pw' })).status).toBe(201);
    const user = (await call(a.url, 'POST', '/auth/login', null, { email, password: 'long-enough-pw' })).body.data as { token: string; user: { user_id: number } };
    const admin = (await call(a.url, 'POST', '/auth/login', null, { email: 'admin@rebox.test', password: 'rebox-demo' })).body.data as { token: string };
    const mine = (server: RunningServer) => call(server.url, 'GET', '/coupon/my-redemptions', user.token);

    const hitsBefore = await Promise.all([b, c].map((s) => metric(s, 'rebox_cache_lookups_total', { cache: 'callers', result: 'hit' })));
    const remoteBefore = await Promise.all([b, c].map((s) => metric(s, 'rebox_cache_remote_invalidations_total', { cache: 'callers' })));
    // The user's row is now kept on B and C (a second request is a hit): without the
    // notification they would keep accepting the token for up to a second.
    for (const server of [b, c]) for (let i = 0; i < 2; i++) expect((await mine(server)).status).toBe(200);
    const hitsAfter = await Promise.all([b, c].map((s) => metric(s, 'rebox_cache_lookups_total', { cache: 'callers', result: 'hit' })));
    hitsAfter.forEach((hits, i) => expect(hits).toBeGreaterThan(hitsBefore[i]!));

    const patched = await call(a.url, 'PATCH', '/user/updateUser', admin.token, { id: user.user.user_id, active: false });
    expect(patched.status).toBe(200);
    const answeredAt = performance.now();
    const refusedAfter = await Promise.all(
      [b, c].map((server) =>
        waitFor('the deactivated user to be refused', async () => ((await mine(server)).status === 401 ? Math.round(performance.now() - answeredAt) : null), 2000, 5),
      ),
    );
    console.info(`cluster 3: deactivated through A, refused on B after ${refusedAfter[0]} ms and on C after ${refusedAfter[1]} ms (the cache TTL is 1000 ms)`);
    for (const ms of refusedAfter) expect(ms).toBeLessThan(100);
    const remoteAfter = await Promise.all([b, c].map((s) => metric(s, 'rebox_cache_remote_invalidations_total', { cache: 'callers' })));
    remoteAfter.forEach((n, i) => expect(n).toBeGreaterThan(remoteBefore[i]!));
  });

  it('a coupon changed through A shows in the catalogue of B and C within 100 ms', async () => {
    const [a, b, c] = api as [RunningServer, RunningServer, RunningServer];
    const admin = (await call(a.url, 'POST', '/auth/login', null, { email: 'admin@rebox.test', password: 'rebox-demo' })).body.data as { token: string };
    const list = async (server: RunningServer) => (await call(server.url, 'GET', '/coupon/get-coupon-list-for-frontend', null)).body.data!.data as { id: number; couponDescription: string }[];
    const coupon = (await list(a))[0]!;
    const description = `Changed on A at ${Date.now()}`;
    // Kept on B and C from here on, for up to the TTL.
    for (const server of [b, c]) await list(server);
    const form = new FormData();
    form.set('couponDescription', description);
    const response = await fetch(`${a.url}/api/v1/coupon/update-coupon-code/${coupon.id}`, { method: 'PUT', headers: { authorization: admin.token }, body: form });
    expect(response.status).toBe(200);
    const answeredAt = performance.now();
    const shownAfter = await Promise.all(
      [b, c].map((server) =>
        waitFor('the changed coupon in the catalogue', async () => ((await list(server)).find((x) => x.id === coupon.id)?.couponDescription === description ? Math.round(performance.now() - answeredAt) : null), 2000, 5),
      ),
    );
    console.info(`cluster 3: coupon changed through A, shown on B after ${shownAfter[0]} ms and on C after ${shownAfter[1]} ms`);
    for (const ms of shownAfter) expect(ms).toBeLessThan(100);
  });
});

describe('1. a process killed under load', () => {
  it('is routed around; every acknowledged redemption and return is stored once, the books balance, no pool code twice, no per-user limit exceeded', async () => {
    const actors = await prepareActors(lb.url, 'lb', 12);
    // A coupon with a pool of unique codes, and one with a per-user limit: both among the ones redeemed.
    let database: Database | null = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const [pooled, limited] = actors.coupons;
    await database.db.execute(sql`insert into coupon_pool_codes (coupon_id, code) select ${pooled}, 'POOL-' || g from generate_series(1, 400) g`);
    await database.db.execute(sql`update coupons set per_user_limit = 2 where id = ${limited}`);
    await database.close();
    database = null;

    const victim = api[1]!;
    let killedAt = 0;
    const { attempts, startedAt } = await runMixedLoad({
      base: lb.url,
      actors,
      workers: 10,
      durationMs: 20_000,
      event: {
        atMs: 8000,
        run: async () => {
          killedAt = performance.now();
          await victim.stop('SIGKILL');
        },
      },
    });
    const killedMs = Math.round(killedAt - startedAt);
    const statuses = await lb.statuses('rebox_api');
    expect(statuses.api2).toMatch(/^DOWN/);

    const after = attempts.filter((a) => a.sentAt >= killedMs);
    const settled = after.filter((a) => a.sentAt > killedMs + 2000);
    const failedAnswers = (list: typeof attempts) => list.filter((a) => a.statuses[0] === 0 || a.statuses[0]! >= 500);
    const retried = await settleUnanswered(lb.url, attempts);
    console.info(
      `cluster 1: ${attempts.length} requests in 20 s (${JSON.stringify(statusCounts(attempts.filter((a) => a.sentAt < killedMs)))} before the kill at ${killedMs} ms; ${JSON.stringify(statusCounts(after))} after); failed around the kill: ${failedAnswers(after).length}; unanswered writes retried with their key: ${retried}; HAProxy: ${JSON.stringify(statuses)}`,
    );
    // Never a 500; from 2 s after the kill nothing fails: HAProxy sends everything elsewhere.
    expect(attempts.filter((a) => a.statuses.includes(500))).toEqual([]);
    expect(failedAnswers(settled)).toEqual([]);
    expect(attempts.filter((a) => a.kind === 'redeem' && acknowledged(a)).length).toBeGreaterThan(20);
    expect(attempts.filter((a) => a.kind === 'return' && acknowledged(a)).length).toBeGreaterThan(20);

    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      const books = await verifyBooks(database.db, 'lb', attempts);
      const [twice] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from (select code from redemptions where coupon_id = ${pooled} group by code having count(*) > 1) t`);
      expect(twice!.n, 'pool codes handed out twice').toBe(0);
      const [pool] = await queryRows<{ taken: number; redeemed: number }>(
        database.db,
        sql`select (select count(*)::int from coupon_pool_codes where coupon_id = ${pooled} and redemption_id is not null) as taken,
                   (select count(*)::int from redemptions where coupon_id = ${pooled}) as redeemed`,
      );
      expect(pool!.taken).toBe(pool!.redeemed);
      expect(pool!.redeemed).toBeGreaterThan(0);
      const [most] = await queryRows<{ n: number | null }>(database.db, sql`select max(n)::int as n from (select count(*) as n from redemptions where coupon_id = ${limited} group by user_id) t`);
      expect(most!.n ?? 0).toBeLessThanOrEqual(2);
      console.info(`cluster 1: stored ${books.redemptions} redemptions (${pool!.redeemed} with a pool code, each once) and ${books.returns} returns; most redemptions of the limited coupon by one user: ${most!.n}`);
    } finally {
      await database.close();
    }
  });
});
