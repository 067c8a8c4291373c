// SIGKILL in the middle of redemptions and returns: after a restart every answered
// change is there, nothing is half-applied, every balance equals its ledger, and
// retrying the unanswered requests with their Idempotency-Key applies each at most once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { pgliteDir } from '@/server/db/backup';
import { openDatabase, queryRows } from '@/server/db/client';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import { startServerProcess, type RunningServer } from '../helpers/browser-global-setup';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-crash-'));
const clientDist = mkdtempSync(path.join(os.tmpdir(), 'rebox-noclient-'));
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clientDist, { recursive: true, force: true });
});

interface Attempt {
  kind: 'return' | 'redeem';
  key: string;
  body: Record<string, unknown>;
  token: string;
  outcome: 'answered' | 'refused' | 'unanswered';
  id?: number;
}

async function post(base: string, route: string, token: string | null, body: unknown, key?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(`${base}/api/v1${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

const login = async (base: string, email: string, password = 'rebox-demo') =>
  (await post(base, '/auth/login', null, { email, password })).body.data as { token: string; user: { user_id: number } };

async function fire(base: string, attempt: Attempt) {
  const route = attempt.kind === 'return' ? '/points/returns' : '/coupon/redeem-coupon-code';
  try {
    const answer = await post(base, route, attempt.token, attempt.body, attempt.key);
    attempt.outcome = answer.status < 300 ? 'answered' : 'refused';
    if (answer.status < 300) attempt.id = attempt.kind === 'return' ? answer.body.data.id : answer.body.data.redemptionId;
  } catch {
    attempt.outcome = 'unanswered';
  }
}

it('loses nothing answered and half-applies nothing when killed mid-stream', async () => {
  server = await startServerProcess(inject('serverRunDir'), dataDir, { CLIENT_DIST: clientDist });
  const base = server.url;
  const distributor = await login(base, 'distributor@rebox.test');
  // A storm of credits far past a day's limits: the limits have their own tests, this one counts what survives a kill.
  const superAdmin = await login(base, 'superadmin@rebox.test');
  const raised = await fetch(`${base}/api/v1/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: superAdmin.token },
    body: JSON.stringify({ maxBoxesPerReturn: 100, maxStaffPointsPerDay: 10_000_000, maxRecyclerReturnPointsPerDay: 10_000_000 }),
  });
  expect(raised.status).toBe(200);
  const recyclers: { token: string; user: { user_id: number } }[] = [];
  const attempts: Attempt[] = [];
  for (let i = 0; i < 12; i++) {
    const email = `crash-${i}@rebox.test`;
    await post(base, '/auth/register', null, { name: `Crash ${i}`, email, password: 'long-enough-pw' });
    const recycler = await login(base, email, 'long-enough-pw');
    recyclers.push(recycler);
    // A starting balance, so redemptions in the storm can succeed from the first second.
    const start: Attempt = { kind: 'return', key: randomUUID(), token: distributor.token, body: { userId: recycler.user.user_id, boxes: 100, confirmRepeat: true }, outcome: 'unanswered' };
    await fire(base, start);
    expect(start.outcome).toBe('answered');
    attempts.push(start);
  }
  const coupons = (await (await fetch(`${base}/api/v1/coupon/get-coupon-list-for-frontend`)).json()).data.data as { id: number; pointToRedeem: number }[];
  const cheap = coupons.filter((c) => c.pointToRedeem <= 100).map((c) => c.id);

  let stop = false;
  const worker = async (n: number) => {
    let i = 0;
    while (!stop) {
      const recycler = recyclers[(n + i++) % recyclers.length]!;
      const attempt: Attempt =
        i % 2 === 0
          ? { kind: 'return', key: randomUUID(), token: distributor.token, body: { userId: recycler.user.user_id, boxes: 5, confirmRepeat: true }, outcome: 'unanswered' }
          : { kind: 'redeem', key: randomUUID(), token: recycler.token, body: { couponCodeId: cheap[i % cheap.length], userId: recycler.user.user_id }, outcome: 'unanswered' };
      attempts.push(attempt);
      await fire(base, attempt);
      if (attempt.outcome === 'unanswered') return; // the server is gone
    }
  };
  const workers = Array.from({ length: 12 }, (_, n) => worker(n));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await server.stop('SIGKILL');
  stop = true;
  await Promise.all(workers);
  const answered = attempts.filter((a) => a.outcome === 'answered');
  expect(answered.filter((a) => a.kind === 'return').length).toBeGreaterThan(10);
  expect(answered.filter((a) => a.kind === 'redeem').length).toBeGreaterThan(5);

  // Restart on the same data (the stale lock of the killed process is taken over).
  server = await startServerProcess(inject('serverRunDir'), dataDir, { CLIENT_DIST: clientDist });
  const unanswered = attempts.filter((a) => a.outcome === 'unanswered');
  console.info(`crash test: ${answered.length} answered before SIGKILL, ${unanswered.length} cut off and retried with their key`);
  for (const attempt of unanswered) await fire(server.url, attempt);
  for (const attempt of unanswered) expect(['answered', 'refused']).toContain(attempt.outcome);
  await server.stop('SIGTERM');
  server = null;

  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  try {
    // Only this test's recyclers: the demo seed may hold records of its own.
    const mine = sql`(select id from users where email like 'crash-%')`;
    const returnIds = new Set((await queryRows<{ id: number }>(database.db, sql`select id from box_returns where user_id in ${mine}`)).map((r) => Number(r.id)));
    const redemptionIds = new Set((await queryRows<{ id: number }>(database.db, sql`select id from redemptions where user_id in ${mine}`)).map((r) => Number(r.id)));
    for (const attempt of attempts.filter((a) => a.outcome === 'answered')) {
      expect((attempt.kind === 'return' ? returnIds : redemptionIds).has(attempt.id!), `${attempt.kind} ${attempt.id} was answered 2xx`).toBe(true);
    }
    // Each record has exactly one ledger entry and each ledger entry its record: nothing half-applied.
    const orphans = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from (
            select r.id from redemptions r left join points_ledger l on l.source_type = 'redemption' and l.source_id = r.id group by r.id having count(l.id) <> 1
            union all
            select b.id from box_returns b left join points_ledger l on l.source_type = 'box_return' and l.source_id = b.id where b.status = 'confirmed' group by b.id having count(l.id) <> 1
            union all
            select l.id from points_ledger l left join redemptions r on r.id = l.source_id where l.source_type = 'redemption' and r.id is null
            union all
            select l.id from points_ledger l left join box_returns b on b.id = l.source_id where l.source_type = 'box_return' and b.id is null
          ) broken`,
    );
    expect(orphans[0]!.n).toBe(0);
    expect(await findBalanceMismatches(database.db)).toEqual([]);
    // Every attempt, whether first answered, retried after the crash, or both, applied at most once.
    const applied = returnIds.size + redemptionIds.size;
    const distinctAnswered = new Set(attempts.filter((a) => a.outcome === 'answered').map((a) => `${a.kind}:${a.id}`)).size;
    expect(applied).toBe(distinctAnswered);
  } finally {
    await database.close();
  }
});
