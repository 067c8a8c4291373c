// What an operator meets at start and stop: one clear line for each mistake, a second
// process refused, SIGTERM finishing the requests in flight.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { like } from 'drizzle-orm';
import { pgliteDir } from '@/server/db/backup';
import { openDatabase } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { startServerProcess, type RunningServer } from '../helpers/browser-global-setup';

const running: RunningServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rebox-rel-'));
  dirs.push(dir);
  return dir;
}

function runServerOnce(env: Record<string, string>) {
  return spawnSync('node', [path.join(inject('serverRunDir'), 'server', 'main.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function expectOneLine(result: ReturnType<typeof runServerOnce>, pattern: RegExp) {
  expect(result.status).not.toBe(0);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
}

describe('bad configuration at start', () => {
  it('names an invalid PORT and the fix', () => {
    expectOneLine(runServerOnce({ PORT: '99999', DATA_DIR: tempDir() }), /^rebox: PORT must be between 0 and 65535/);
  });

  it('names an unreachable DATABASE_URL', () => {
    expectOneLine(
      runServerOnce({ DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none', DATA_DIR: tempDir() }),
      /^rebox: Could not reach the database at DATABASE_URL .*Check that PostgreSQL is running/,
    );
  });

  it('names a data directory that cannot be written', () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, 'not a directory');
    expectOneLine(runServerOnce({ DATA_DIR: path.join(file, 'data') }), /^rebox: The data directory .* is not writable/);
  });
});

describe('one process per data directory', () => {
  it('refuses a second process with one sentence and leaves the first unharmed', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess(inject('serverRunDir'), dataDir, { CLIENT_DIST: tempDir() });
    running.push(first);
    const second = runServerOnce({ DATA_DIR: dataDir, PORT: '0' });
    expectOneLine(second, /^rebox: The data directory .* is in use by another Rebox process \(pid \d+\)/);
    const health = await fetch(`${first.url}/api/v1/health`);
    expect(health.status).toBe(200);
  });
});

describe('graceful stop', () => {
  it('on SIGTERM finishes what it accepted, applies nothing it did not answer, and exits 0', async () => {
    const dataDir = tempDir();
    const server = await startServerProcess(inject('serverRunDir'), dataDir, { CLIENT_DIST: tempDir() });
    running.push(server);
    const answered: string[] = [];
    const unanswered: string[] = [];
    const unexpected: string[] = [];
    let reads = 0;
    let stop = false;
    let n = 0;
    // Registrations have a visible effect, so after a restart we can tell whether a request
    // without an answer was applied anyway (a lost answer) or never reached the handler.
    const writer = async (worker: number) => {
      while (!stop) {
        const email = `sigterm-${worker}-${n++}@rebox.test`;
        try {
          const response = await fetch(`${server.url}/api/v1/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Load', email, password: 'long-enough-pw' }),
          });
          if (response.status === 201) answered.push(email);
          else if (response.status === 503) unanswered.push(email);
          else unexpected.push(`${response.status} ${await response.text()}`);
        } catch {
          unanswered.push(email);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const reader = async () => {
      while (!stop) {
        try {
          const response = await fetch(`${server.url}/api/v1/coupon/get-coupon-list-for-frontend`);
          if (response.status === 200) {
            const body = await response.json();
            if (body.data.data.length !== 24) unexpected.push('a truncated catalogue');
            reads++;
          } else if (response.status !== 503) unexpected.push(`list ${response.status}`);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const load = [...Array.from({ length: 8 }, (_, i) => writer(i)), ...Array.from({ length: 8 }, reader)];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const exitCode = await server.stop('SIGTERM');
    stop = true;
    await Promise.all(load);
    expect(exitCode).toBe(0);
    expect(unexpected).toEqual([]);
    expect(answered.length).toBeGreaterThan(5);
    expect(reads).toBeGreaterThan(20);

    // The database was closed cleanly: it opens, and holds every answered registration
    // and none of the unanswered ones.
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    const rows = await database.db.select({ email: users.email }).from(users).where(like(users.email, 'sigterm-%'));
    await database.close();
    const stored = new Set(rows.map((row) => row.email));
    expect(answered.filter((email) => !stored.has(email))).toEqual([]);
    expect(unanswered.filter((email) => stored.has(email))).toEqual([]);

    // The lock was released: the next start on the same data works.
    const again = await startServerProcess(inject('serverRunDir'), dataDir, { CLIENT_DIST: tempDir() });
    running.push(again);
    expect((await fetch(`${again.url}/api/v1/health`)).status).toBe(200);
  });
});
