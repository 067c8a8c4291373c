// Budget 5: the API under load (autocannon, 50 connections, loopback), on one database kind.
// Every timed figure is a ratio to a yardstick measured in the same run on the same machine:
// the health route of the same server (the least a request can cost there) and, on
// PostgreSQL, pgbench -N on the same database server (pgbench.ts).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createTokens } from '@/server/lib/auth/tokens';
import { startServerProcess } from '../helpers/browser-global-setup';
import { benchSessionId, dropBenchData, overspendReport, prepareBenchData } from './bench-data';
import type { PgbenchResult } from './pgbench';
import { redeemOncePerUser, runLoad } from './redeem-load';
import { median, type Figure } from './report';

const SECRET = 'bench-secret-long-enough-for-hs256-signing-xx';
const DURATION = 10;

const run = (options: autocannon.Options) => runLoad(options, DURATION);

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0; // the process is gone; the figures below will say so
  }
}

// Ratio budgets. Redemptions on PostgreSQL: ≥ 0.5 × pgbench -N, held by the
// redemptions the app sends (with an Idempotency-Key). The others: the
// absolute budget they replace over the yardstick measured on the machine that set it
// (2026-11-23, tests/bench/README.md), rounded: p99 ≤ 50 ms over the health route's p99 (27 ms
// on PGlite, 9 ms on PostgreSQL), PGlite redemptions ≥ 300 /s over its health route (3,613 req/s).
const P99_BUDGET = { pglite: 1.8, postgres: 5.5 };
const PGLITE_REDEEM_BUDGET = 0.08;
const PG_REDEEM_BUDGET = 0.5;

const ratio = (value: number, yardstick: number, digits = 2) => (yardstick > 0 ? Math.round((value / yardstick) * 10 ** digits) / 10 ** digits : null);

export async function measureApiLoad(runDir: string, kind: 'pglite' | 'postgres', postgresUrl?: string, pgbench?: PgbenchResult | Error): Promise<Figure[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  // Per run; three runs, each by its own users, and the median is the figure (one run on two
  // shared cores moves with whatever else the machine does).
  const redeemers = kind === 'pglite' ? 2000 : 6000;
  const RUNS = 3;
  // 100 coupons in the catalogue: the demo's 24 plus 76.
  const data = await prepareBenchData({ coupons: 76, fundedUsers: redeemers * (RUNS + 1), fundedPoints: 50, postgresUrl: kind === 'postgres' ? postgresUrl : undefined });
  const server = await startServerProcess(runDir, data.dataDir, {
    JWT_SECRET: SECRET,
    CLIENT_DIST: data.dataDir,
    LOG_LEVEL: 'warn',
    ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
  });
  const pid = server.process.pid!;
  const tokens = createTokens(SECRET);
  try {
    const idleRss = rssMb(pid);
    // Warm-up, not counted: the first seconds of a new process (JIT, pool connections) would
    // put their latency into the yardstick's p99.
    await run({ url: `${server.url}/api/v1/health`, duration: 3 });
    const health = await run({ url: `${server.url}/api/v1/health` });
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250);
    const list = await run({ url: `${server.url}/api/v1/coupon/get-coupon-list-for-frontend` });
    const userId = data.fundedUserIds[0]!;
    const profile = await run({ url: `${server.url}/api/v1/user/getUserById/${userId}`, headers: { authorization: await tokens.sign(userId, 'NORMAL_USER', benchSessionId(userId)) } });

    // Distinct users, each funded for exactly one 50-point coupon, each redeeming once.
    const catalogue = await (await fetch(`${server.url}/api/v1/coupon/get-coupon-list-for-frontend`)).json();
    const coupon = (catalogue.data.data as { id: number; pointToRedeem: number }[]).find((c) => c.pointToRedeem === 50)!;
    const signed = await Promise.all(data.fundedUserIds.map(async (id) => ({ id, token: await tokens.sign(id, 'NORMAL_USER', benchSessionId(id)) })));
    const rates: number[] = [];
    let plainRate = 0;
    let redeemed = 0;
    let refused = 0;
    // RUNS runs with an Idempotency-Key per request, as the app sends them (the key is stored
    // with the answer): the figure held to the budget. Then one without, for comparison.
    for (let r = 0; r <= RUNS; r++) {
      const keyed = r < RUNS;
      const users = signed.slice(r * redeemers, (r + 1) * redeemers);
      const { result: redeem, rate } = await redeemOncePerUser(server.url, users, coupon.id, keyed);
      if (keyed) rates.push(rate);
      else plainRate = rate;
      redeemed += redeem['2xx'];
      refused += redeem.non2xx;
    }
    clearInterval(sampler);
    if (server.process.exitCode !== null) throw new Error(`the server died under load: ${server.output().slice(-300)}`);
    await server.stop('SIGTERM');
    const overspend = await overspendReport(data);
    const healthRate = health.requests.average;
    const healthP99 = Math.max(health.latency.p99, 1);
    const rate = median(rates);
    const runsNote = `runs ${rates.join('/')} /s; ${redeemed} of ${signed.length} redeemed, non-2xx ${refused}`;
    const redemptions: Figure =
      kind === 'pglite'
        ? { name: `${label}: redemptions with an Idempotency-Key by distinct users / health route (median of ${RUNS})`, value: ratio(rate, healthRate, 3), unit: '×', kind: 'min', budget: PGLITE_REDEEM_BUDGET, note: `${rate} /s against ${Math.round(healthRate)} req/s; ${runsNote}` }
        : {
            name: `${label}: redemptions with an Idempotency-Key by distinct users / pgbench -N (median of ${RUNS})`,
            value: pgbench && !(pgbench instanceof Error) ? ratio(rate, pgbench.tps) : null,
            unit: '×',
            kind: 'min',
            budget: PG_REDEEM_BUDGET,
            note: `${rate} /s against ${pgbench instanceof Error ? pgbench.message.slice(0, 100) : pgbench ? `${pgbench.tps} tps (${pgbench.note})` : 'no pgbench'}; ${runsNote}`,
          };
    return [
      { name: `${label}: health route`, value: Math.round(healthRate), unit: 'req/s', kind: null, note: `p99 ${health.latency.p99} ms; the yardstick of the rows below` },
      { name: `${label}: coupon list (100) / health`, value: ratio(list.requests.average, healthRate), unit: '×', kind: 'min', budget: 0.5, note: `${Math.round(list.requests.average)} req/s` },
      { name: `${label}: coupon list p99 / health p99`, value: ratio(list.latency.p99, healthP99, 1), unit: '×', kind: 'max', budget: P99_BUDGET[kind], note: `${list.latency.p99} ms against ${health.latency.p99} ms` },
      { name: `${label}: getUserById p99 / health p99`, value: ratio(profile.latency.p99, healthP99, 1), unit: '×', kind: 'max', budget: P99_BUDGET[kind], note: `${profile.latency.p99} ms against ${health.latency.p99} ms; ${Math.round(profile.requests.average)} req/s` },
      redemptions,
      { name: `${label}: redemptions without an Idempotency-Key (one run)`, value: plainRate, unit: '/s', kind: null, note: kind === 'postgres' && pgbench && !(pgbench instanceof Error) ? `${ratio(plainRate, pgbench.tps)} × pgbench -N` : `${ratio(plainRate, healthRate, 3)} × health` },
      ...(kind === 'postgres' && pgbench && !(pgbench instanceof Error) ? [{ name: 'pgbench -N on the same PostgreSQL', value: pgbench.tps, unit: 'tps', kind: null, note: pgbench.note } satisfies Figure] : []),
      {
        name: `${label}: overspent or mismatched balances after the run`,
        value: overspend.negative + overspend.mismatched + overspend.overspent,
        unit: '',
        kind: 'max',
        budget: 0,
      },
      { name: `${label}: server RSS idle / under load`, value: idleRss, unit: 'MB', kind: null, note: `peak under load ${peakRss} MB` },
    ];
  } finally {
    await server.stop('SIGKILL');
    await dropBenchData(data, postgresUrl);
  }
}
