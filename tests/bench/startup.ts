// Budget 6: `npm start` to the first answer, with a new database and warm (built, existing
// database), median of 3 each; the build is done before timing. The yardstick is `node -e ''`
// started the same way (spawned, same environment, timed to its exit): the time this machine
// takes to start any Node.js process at all.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/browser-global-setup';
import { median, type Figure } from './report';

async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('node', ['src/server/cli/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('npm start exited early');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/coupon/get-coupon-list-for-frontend`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not yet listening
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

async function timeEmptyNode(): Promise<number> {
  const started = performance.now();
  const child = spawn('node', ['-e', ''], { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return performance.now() - started;
}

// Ratio budgets: the absolute budgets they replace (8 s new, 1.5 s warm) over `node -e ''`
// measured on the machine that set those (78 ms, median of 7, 2026-11-23), rounded down.
const COLD_BUDGET = 100;
const WARM_BUDGET = 19;

export async function measureStartup(): Promise<Figure[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < 7; i++) empty.push(await timeEmptyNode());
  for (let i = 0; i < 3; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-start-'));
    cold.push(await timeToFirstAnswer(dataDir));
    warm.push(await timeToFirstAnswer(dataDir));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const yardstick = median(empty);
  const ratio = (value: number) => Math.round(value / yardstick);
  return [
    { name: "node -e '' started the same way (median of 7)", value: Math.round(yardstick), unit: 'ms', kind: null, note: 'the yardstick of the two rows below' },
    { name: "npm start to first answer, new database / node -e ''", value: ratio(median(cold)), unit: '×', kind: 'max', budget: COLD_BUDGET, note: `${Math.round(median(cold))} ms (median of 3)` },
    { name: "npm start to first answer, warm / node -e ''", value: ratio(median(warm)), unit: '×', kind: 'max', budget: WARM_BUDGET, note: `${Math.round(median(warm))} ms (median of 3)` },
  ];
}
