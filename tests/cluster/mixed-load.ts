// The load both cluster storms use (a process killed behind HAProxy, a database failing over):
// redemptions and returns with Idempotency-Keys, logins, catalogue reads, each attempt kept
// with its outcome; then the books are checked against what was acknowledged.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '@/server/db/client';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';

export interface Attempt {
  kind: 'return' | 'redeem' | 'login' | 'catalogue';
  key: string;
  body: Record<string, unknown>;
  token: string | null;
  /** HTTP status, or 0 when no answer came (connection refused or cut). */
  statuses: number[];
  /** ms since the load started, when the first try was sent. */
  sentAt: number;
  /** ms since the load started, of the first try's answer. */
  at: number;
  id?: number;
}

export const acknowledged = (attempt: Attempt) => attempt.statuses.some((s) => s >= 200 && s < 300);
/** Neither acknowledged nor refused for a reason of its own: the retry decides. */
export const unanswered = (attempt: Attempt) => !acknowledged(attempt) && attempt.statuses.every((s) => s === 0 || s >= 500);

const ROUTES = { return: '/points/returns', redeem: '/coupon/redeem-coupon-code', login: '/auth/login', catalogue: '/coupon/get-coupon-list-for-frontend' };

export async function call(base: string, method: string, route: string, token: string | null, body?: unknown, key?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(`${base}/api/v1${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let json: { success?: boolean; message?: string; data?: Record<string, unknown> & { token?: string; user?: { user_id: number } } } = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { message: text.slice(0, 200) };
  }
  return { status: response.status, body: json };
}

/** Sends an attempt once more (same key) and records the answer. */
export async function fire(base: string, attempt: Attempt, startedAt = performance.now()) {
  if (attempt.statuses.length === 0) attempt.sentAt = Math.round(performance.now() - startedAt);
  try {
    const method = attempt.kind === 'catalogue' ? 'GET' : 'POST';
    const answer = await call(base, method, ROUTES[attempt.kind], attempt.token, attempt.kind === 'catalogue' ? undefined : attempt.body, attempt.kind === 'return' || attempt.kind === 'redeem' ? attempt.key : undefined);
    attempt.statuses.push(answer.status);
    if (answer.status < 300 && attempt.kind === 'return') attempt.id = Number(answer.body.data!.id);
    if (answer.status < 300 && attempt.kind === 'redeem') attempt.id = Number(answer.body.data!.redemptionId);
    if (answer.status >= 500) attempt.body.lastMessage = answer.body.message;
  } catch {
    attempt.statuses.push(0);
  }
  if (attempt.statuses.length === 1) attempt.at = Math.round(performance.now() - startedAt);
}

export interface Actors {
  distributor: string;
  recyclers: { token: string; userId: number; email: string; password: string }[];
  /** Coupon ids a funded recycler can afford. */
  coupons: number[];
}

/** Recyclers registered and funded through the API, named `<prefix>-<n>@rebox.test`. */
export async function prepareActors(base: string, prefix: string, count: number): Promise<Actors> {
  const login = async (email: string, password = 'rebox-demo') => {
    const answer = await call(base, 'POST', '/auth/login', null, { email, password });
    if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.body.message}`);
    return answer.body.data as { token: string; user: { user_id: number } };
  };
  const distributor = (await login('distributor@rebox.test')).token;
  // Credits far past a day's limits: the limits have their own tests, these suites count what survives.
  const superAdmin = (await login('superadmin@rebox.test')).token;
  const raised = await call(base, 'PUT', '/settings', superAdmin, { maxBoxesPerReturn: 100, maxStaffPointsPerDay: 10_000_000, maxRecyclerReturnPointsPerDay: 10_000_000 });
  if (raised.status !== 200) throw new Error(`raising the crediting limits: ${raised.status} ${raised.body.message}`);
  const recyclers: Actors['recyclers'] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@rebox.test`;
    const password = 'long-enough-pw';
    const registered = await call(base, 'POST', '/auth/register', null, { name: `${prefix} ${i}`, email, password });
    if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${registered.body.message}`);
    const { token, user } = await login(email, password);
    const funded = await call(base, 'POST', '/points/returns', distributor, { userId: user.user_id, boxes: 100, confirmRepeat: true }, randomUUID());
    if (funded.status !== 201) throw new Error(`funding ${email}: ${funded.status} ${funded.body.message}`);
    recyclers.push({ token, userId: user.user_id, email, password });
  }
  const list = await call(base, 'GET', '/coupon/get-coupon-list-for-frontend', null);
  const coupons = (list.body.data!.data as { id: number; pointToRedeem: number }[]).filter((c) => c.pointToRedeem <= 100).map((c) => c.id);
  return { distributor, recyclers, coupons };
}

export interface LoadOptions {
  base: string;
  actors: Actors;
  workers: number;
  durationMs: number;
  /** Called once, `atMs` into the load. */
  event?: { atMs: number; run: () => Promise<void> | void };
  /** Stop early once this returns true (checked after each request). */
  until?: () => boolean;
  /** Sees each attempt once answered (or not). */
  observe?: (attempt: Attempt) => void;
}

/** Redemptions, returns, logins and catalogue reads from `workers` loops, for `durationMs`. */
export async function runMixedLoad(options: LoadOptions): Promise<{ attempts: Attempt[]; startedAt: number; eventAt: number | null }> {
  const { base, actors } = options;
  const attempts: Attempt[] = [];
  const startedAt = performance.now();
  let eventAt: number | null = null;
  let stop = false;
  const timer = setTimeout(() => (stop = true), options.durationMs);
  const eventTimer = options.event
    ? setTimeout(() => {
        eventAt = Math.round(performance.now() - startedAt);
        void options.event!.run();
      }, options.event.atMs)
    : null;
  const worker = async (n: number) => {
    let i = n;
    while (!stop && !options.until?.()) {
      i += options.workers;
      const recycler = actors.recyclers[i % actors.recyclers.length]!;
      const pick = i % 8;
      const attempt: Attempt =
        pick < 3
          ? { kind: 'redeem', key: randomUUID(), token: recycler.token, body: { couponCodeId: actors.coupons[i % actors.coupons.length], userId: recycler.userId }, statuses: [], sentAt: 0, at: 0 }
          : pick < 6
            ? { kind: 'return', key: randomUUID(), token: actors.distributor, body: { userId: recycler.userId, boxes: 2, confirmRepeat: true }, statuses: [], sentAt: 0, at: 0 }
            : pick === 6
              ? { kind: 'catalogue', key: '', token: null, body: {}, statuses: [], sentAt: 0, at: 0 }
              : { kind: 'login', key: '', token: null, body: { email: recycler.email, password: recycler.password }, statuses: [], sentAt: 0, at: 0 };
      attempts.push(attempt);
      await fire(base, attempt, startedAt);
      options.observe?.(attempt);
      // No answer at all (a process or the database going away): do not spin.
      if (attempt.statuses[0] === 0 || attempt.statuses[0]! >= 500) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, n) => worker(n)));
  clearTimeout(timer);
  if (eventTimer) clearTimeout(eventTimer);
  return { attempts, startedAt, eventAt };
}

/**
 * The books after a storm, for this test's recyclers (`<prefix>-%`): every acknowledged
 * redemption and return is stored, each record has exactly one ledger entry (nothing
 * half-applied), every balance equals its ledger, each attempt applied at most once.
 */
export async function verifyBooks(db: Db, prefix: string, attempts: Attempt[]) {
  const mine = sql`(select id from users where email like ${`${prefix}-%`})`;
  const returnIds = new Set((await queryRows<{ id: number }>(db, sql`select id from box_returns where user_id in ${mine}`)).map((r) => Number(r.id)));
  const redemptionIds = new Set((await queryRows<{ id: number }>(db, sql`select id from redemptions where user_id in ${mine}`)).map((r) => Number(r.id)));
  const answered = attempts.filter((a) => (a.kind === 'return' || a.kind === 'redeem') && acknowledged(a));
  const missing = answered.filter((a) => !(a.kind === 'return' ? returnIds : redemptionIds).has(a.id!));
  expect(missing.map((a) => `${a.kind} ${a.id}`), 'acknowledged but not stored').toEqual([]);
  const orphans = await queryRows<{ n: number }>(
    db,
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
  expect(orphans[0]!.n, 'records without exactly one ledger entry').toBe(0);
  expect(await findBalanceMismatches(db)).toEqual([]);
  // The funding returns (one per recycler, made before the load) plus one record per acknowledged attempt.
  const recyclers = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users where email like ${`${prefix}-%`}`))[0]!.n;
  const distinct = new Set(answered.map((a) => `${a.kind}:${a.id}`)).size;
  expect(returnIds.size + redemptionIds.size - recyclers, 'records beyond the acknowledged attempts (an attempt applied twice, or one never acknowledged)').toBe(distinct);
  return { returns: returnIds.size, redemptions: redemptionIds.size };
}

/** Retries every unanswered write with its own key until it is answered or refused (4xx). */
export async function settleUnanswered(base: string, attempts: Attempt[]) {
  const pending = attempts.filter((a) => (a.kind === 'return' || a.kind === 'redeem') && unanswered(a));
  for (const attempt of pending) {
    for (let round = 0; round < 20 && unanswered(attempt); round++) {
      await fire(base, attempt);
      if (unanswered(attempt)) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return pending.length;
}

/** Counts by status over a set of attempts, for the report line: { '200': 12, '503': 3, 'none': 1 }. */
export function statusCounts(attempts: Attempt[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const attempt of attempts) {
    const key = attempt.statuses[0] === 0 ? 'none' : String(attempt.statuses[0]);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
