// Budget 6: `npm start` to the first answer, with a new database and warm (built, existing
// database), median of 3 each; the build is done before timing.
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

export async function measureStartup(): Promise<Figure[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-start-'));
    cold.push(await timeToFirstAnswer(dataDir));
    warm.push(await timeToFirstAnswer(dataDir));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    { name: 'npm start to first answer, new database (median of 3)', value: Math.round(median(cold)), unit: 'ms', kind: 'max', budget: 8000 },
    { name: 'npm start to first answer, warm (median of 3)', value: Math.round(median(warm)), unit: 'ms', kind: 'max', budget: 1500 },
  ];
}
