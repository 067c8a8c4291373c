// WORKERS=N: N API processes on one port (node:cluster), and what an operator sees of them:
// the start lines, a dead worker replaced, one /metrics for all, SIGTERM draining every worker
// (/health/ready 503 while requests are still served) before a clean exit; and the one-line
// refusal without DATABASE_URL.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { freePort, startServerProcess } from '../helpers/browser-global-setup';
import { CLUSTER_JWT_SECRET, freshDatabase, Processes, tempDir, waitFor } from '../helpers/cluster';

const processes = new Processes();
afterAll(() => processes.stopAll());

it('WORKERS=2 serves one port from two processes, replaces a dead one, adds their metrics up, and drains on SIGTERM', async () => {
  const databaseUrl = await freshDatabase(processes);
  const dataDir = tempDir('rebox-workers-', processes);
  const metricsPort = await freePort();
  const server = await startServerProcess(inject('serverRunDir'), dataDir, {
    DATABASE_URL: databaseUrl,
    WORKERS: '2',
    JWT_SECRET: CLUSTER_JWT_SECRET,
    CLIENT_DIST: dataDir,
    METRICS_PORT: String(metricsPort),
    DRAIN_SECONDS: '1',
  });
  processes.add('workers', async () => {
    if (server.process.exitCode === null && server.process.signalCode === null) await server.stop('SIGKILL');
  });
  await waitFor('the start lines', async () => /Demo logins/.test(server.output()));
  const lines = server.output().trim().split('\n');
  expect(lines[0]).toMatch(/^Rebox is running at http:\/\/localhost:\d+ \(PostgreSQL, 2 workers\), ready in \d+ ms\.$/);
  expect(lines.at(-1)).toMatch(/^Demo logins/);

  // A new connection each time (fetch would keep one, and so one worker): node:cluster hands
  // connections to workers, not requests.
  const pidOf = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}/api/v1/health/live`, { agent: false, timeout: 3000 }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve((JSON.parse(body) as { data: { pid: number } }).data.pid));
        })
        .on('error', reject)
        .on('timeout', () => reject(new Error('no answer within 3 s')));
    });
  const pids = await waitFor('answers from both workers', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) seen.add(await pidOf());
    return seen.size === 2 ? [...seen] : null;
  });
  expect(pids).not.toContain(server.process.pid);

  // One scrape for all: both workers' requests are in it.
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const live = Number(/rebox_http_requests_total\{[^}]*route="\/api\/v1\/health\/live"[^}]*\} (\d+)/.exec(metrics)?.[1]);
  expect(live).toBeGreaterThanOrEqual(20);

  process.kill(pids[0]!, 'SIGKILL');
  const replaced = await waitFor('a new worker', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) seen.add(await pidOf());
    return seen.size === 2 && !seen.has(pids[0]!) ? [...seen] : null;
  }, 30_000, 200);
  expect(replaced).toContain(pids[1]);
  expect(server.output()).toMatch(new RegExp(`rebox: worker ${pids[0]} stopped \\(SIGKILL\\); starting another\\.`));

  // SIGTERM: not ready any more, yet still serving, for DRAIN_SECONDS; then everything exits 0.
  const exited = server.stop('SIGTERM');
  const duringDrain = await waitFor('/health/ready to answer 503', async () => ((await fetch(`${server.url}/api/v1/health/ready`)).status === 503 ? true : null), 2000, 20);
  expect(duringDrain).toBe(true);
  expect((await fetch(`${server.url}/api/v1/coupon/get-coupon-list-for-frontend`)).status).toBe(200);
  expect(await exited).toBe(0);
  console.info(`cluster workers: pids ${pids.join(' and ')} on one port, ${pids[0]} killed and replaced by ${replaced.find((p) => p !== pids[1])}, one /metrics for both, SIGTERM drained and exited 0`);
});

it('WORKERS without DATABASE_URL refuses to start with one sentence', () => {
  const result = spawnSync('node', [path.join(inject('serverRunDir'), 'server', 'main.js')], {
    env: { ...process.env, WORKERS: 'auto', DATABASE_URL: '', DATA_DIR: tempDir('rebox-workers-', processes), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    'rebox: WORKERS=auto needs DATABASE_URL, because one process owns the embedded database (PGlite): set DATABASE_URL=postgres://… or leave WORKERS unset.',
  ]);
});
