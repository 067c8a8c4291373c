// `npm run bench -- cluster`: the API through HAProxy (src/server/deploy/haproxy-api.cfg) on
// PostgreSQL, with WORKERS=1 and WORKERS=2 (node:cluster, one port), side by side: requests per
// second of the coupon list and of redemptions (distinct users), their ratio, and p99.
// On this 2-core machine HAProxy, PostgreSQL and autocannon share the cores with the workers,
// so the ratio says how much a second worker still adds, not what a bigger machine would get:
// printed, with no budget, except that the runs must leave the books balanced.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { createTokens } from '@/server/lib/auth/tokens';
import { startServerProcess } from '../helpers/browser-global-setup';
import { missingTools, Processes, startHaproxy } from '../helpers/cluster';
import { benchSessionId, dropBenchData, overspendReport, prepareBenchData } from './bench-data';
import { redeemOncePerUser, runLoad } from './redeem-load';
import type { Figure } from './report';

const SECRET = 'bench-secret-long-enough-for-hs256-signing-xx';
const LIST_SECONDS = 8;
const REDEEMERS = 4000;

const run = (options: autocannon.Options) => runLoad(options, LIST_SECONDS);

interface Measured {
  listRate: number;
  listP99: number;
  redeemRate: number;
  redeemP99: number;
  refused: number;
}

async function measure(runDir: string, databaseUrl: string, dataDir: string, workers: number, users: { id: number; token: string }[]): Promise<Measured> {
  const processes = new Processes();
  try {
    const server = await startServerProcess(runDir, dataDir, {
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      JWT_SECRET: SECRET,
      CLIENT_DIST: dataDir,
      TRUST_PROXY: '127.0.0.1',
      DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    });
    processes.add('API', async () => void (await server.stop('SIGTERM')));
    const lb = await startHaproxy(processes, 'haproxy-api.cfg', { REBOX_API_1: new URL(server.url).host }, 'REBOX_LB_BIND');
    const listUrl = `${lb.url}/api/v1/coupon/get-coupon-list-for-frontend`;
    await run({ url: listUrl, duration: 2 }); // warm-up: connections, caches, JIT
    const list = await run({ url: listUrl });
    const catalogue = await (await fetch(listUrl)).json();
    const coupon = (catalogue.data.data as { id: number; pointToRedeem: number }[]).find((c) => c.pointToRedeem === 50)!;
    const { result: redeem, rate: redeemRate } = await redeemOncePerUser(lb.url, users, coupon.id);
    if (server.process.exitCode !== null) throw new Error(`the server died under load: ${server.output().slice(-300)}`);
    return {
      listRate: Math.round(list.requests.average),
      listP99: list.latency.p99,
      redeemRate,
      redeemP99: redeem.latency.p99,
      refused: redeem.non2xx,
    };
  } finally {
    await processes.stopAll();
  }
}

export async function measureCluster(runDir: string, postgresUrl: string | null): Promise<Figure[]> {
  const missing = missingTools();
  if (missing) return [{ name: 'cluster through HAProxy', value: null, unit: '', kind: null, note: missing }];
  if (!postgresUrl) return [{ name: 'cluster through HAProxy', value: null, unit: '', kind: null, note: 'no PostgreSQL reachable: set BENCH_DATABASE_URL' }];
  // 100 coupons like the API bench; each run redeems with users of its own, funded for one coupon each.
  const data = await prepareBenchData({ coupons: 76, fundedUsers: REDEEMERS * 2, fundedPoints: 50, postgresUrl });
  try {
    const tokens = createTokens(SECRET);
    const signed = await Promise.all(data.fundedUserIds.map(async (id) => ({ id, token: await tokens.sign(id, 'NORMAL_USER', benchSessionId(id)) })));
    const one = await measure(runDir, data.databaseUrl!, data.dataDir, 1, signed.slice(0, REDEEMERS));
    const two = await measure(runDir, data.databaseUrl!, data.dataDir, 2, signed.slice(REDEEMERS));
    const overspend = await overspendReport(data);
    const ratio = (a: number, b: number) => Math.round((b / a) * 100) / 100;
    return [
      { name: 'cluster: coupon list through HAProxy, 1 → 2 workers', value: ratio(one.listRate, two.listRate), unit: '×', kind: null, note: `${one.listRate} → ${two.listRate} req/s` },
      { name: 'cluster: coupon list p99, 2 workers', value: two.listP99, unit: 'ms', kind: null, note: `1 worker ${one.listP99} ms` },
      { name: 'cluster: redemptions through HAProxy, 1 → 2 workers', value: ratio(one.redeemRate, two.redeemRate), unit: '×', kind: null, note: `${one.redeemRate} → ${two.redeemRate} /s; refused ${one.refused}/${two.refused}` },
      { name: 'cluster: redemption p99, 2 workers', value: two.redeemP99, unit: 'ms', kind: null, note: `1 worker ${one.redeemP99} ms` },
      { name: 'cluster: overspent or mismatched balances after the runs', value: overspend.negative + overspend.mismatched + overspend.overspent, unit: '', kind: 'max', budget: 0 },
    ];
  } finally {
    await dropBenchData(data, postgresUrl);
    rmSync(data.dataDir, { recursive: true, force: true });
  }
}
