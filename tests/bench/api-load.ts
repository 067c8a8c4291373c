// Budget 5: the API under load (autocannon, 50 connections, loopback), on one database kind.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createTokens } from '@/server/lib/tokens';
import { startServerProcess } from '../helpers/browser-global-setup';
import { benchSessionId, dropBenchData, overspendReport, prepareBenchData } from './bench-data';
import { median, type Figure } from './report';

const SECRET = 'bench-secret-long-enough-for-hs256-signing-xx';
const DURATION = 10;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    // A fixed amount of requests, or a fixed duration: autocannon takes one or the other.
    const timing = options.amount ? {} : { duration: DURATION };
    autocannon({ connections: 50, ...timing, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0; // the process is gone; the figures below will say so
  }
}

export async function measureApiLoad(runDir: string, kind: 'pglite' | 'postgres', postgresUrl?: string): Promise<Figure[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  // Per run; three runs, each by its own users, and the median is the figure (one run on two
  // shared cores moves with whatever else the machine does).
  const redeemers = kind === 'pglite' ? 2000 : 6000;
  const RUNS = 3;
  // 100 coupons in the catalogue: the demo's 24 plus 76.
  const data = await prepareBenchData({ coupons: 76, fundedUsers: redeemers * RUNS, fundedPoints: 50, postgresUrl: kind === 'postgres' ? postgresUrl : undefined });
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
    let redeemed = 0;
    let refused = 0;
    for (let r = 0; r < RUNS; r++) {
      const users = signed.slice(r * redeemers, (r + 1) * redeemers);
      let next = 0;
      // Timed from the first request sent to the last answer received: autocannon ends its run
      // on a one-second tick, which would round the rate down.
      let firstSent = 0;
      let lastAnswered = 0;
      const redeem = await run({
        url: `${server.url}/api/v1/coupon/redeem-coupon-code`,
        method: 'POST',
        amount: users.length,
        requests: [
          {
            setupRequest: (request) => {
              firstSent ||= performance.now();
              const user = users[next++ % users.length]!;
              return { ...request, headers: { 'content-type': 'application/json', authorization: user.token }, body: JSON.stringify({ couponCodeId: coupon.id, userId: user.id }) };
            },
            onResponse: () => {
              lastAnswered = performance.now();
            },
          },
        ],
      });
      rates.push(Math.round(redeem['2xx'] / ((lastAnswered - firstSent) / 1000)));
      redeemed += redeem['2xx'];
      refused += redeem.non2xx;
    }
    clearInterval(sampler);
    if (server.process.exitCode !== null) throw new Error(`the server died under load: ${server.output().slice(-300)}`);
    await server.stop('SIGTERM');
    const overspend = await overspendReport(data);
    const ratio = Math.round((list.requests.average / health.requests.average) * 100) / 100;
    return [
      { name: `${label}: health route`, value: Math.round(health.requests.average), unit: 'req/s', kind: null },
      { name: `${label}: coupon list (100) / health`, value: ratio, unit: '×', kind: 'min', budget: 0.5, note: `${Math.round(list.requests.average)} req/s` },
      { name: `${label}: coupon list p99`, value: list.latency.p99, unit: 'ms', kind: 'max', budget: 50 },
      { name: `${label}: getUserById p99`, value: profile.latency.p99, unit: 'ms', kind: 'max', budget: 50, note: `${Math.round(profile.requests.average)} req/s` },
      {
        name: `${label}: redemptions by distinct users (median of ${RUNS})`,
        value: median(rates),
        unit: '/s',
        kind: 'min',
        budget: kind === 'pglite' ? 300 : 1000,
        note: `runs ${rates.join('/')}; ${redeemed} of ${signed.length} redeemed, non-2xx ${refused}`,
      },
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
