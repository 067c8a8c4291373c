// Backup while the server runs, wipe, restore: the same users, ledger and images come back.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { pgliteDir } from '@/server/db/backup';
import { startServerProcess, type RunningServer } from '../helpers/browser-global-setup';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-backup-'));
const clientDist = mkdtempSync(path.join(os.tmpdir(), 'rebox-noclient-'));
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clientDist, { recursive: true, force: true });
});

const cli = (script: string, args: string[] = []) =>
  spawnSync('node_modules/.bin/tsx', [`src/server/cli/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: response.status, body: await response.json() };
}

async function snapshot(base: string) {
  const login = await json(`${base}/api/v1/auth/login`, { method: 'POST', body: JSON.stringify({ email: 'admin@rebox.test', password: 'rebox-demo' }) });
  const token = login.body.data.token as string;
  const users = await json(`${base}/api/v1/user/getAllUsers?pageSize=200&sort=email`, { headers: { authorization: token } });
  const list = await json(`${base}/api/v1/coupon/get-coupon-list-for-frontend`);
  const banner = list.body.data.data[0].bannerImage as string;
  const image = Buffer.from(await (await fetch(`${base}/uploads/images/${banner}`)).arrayBuffer());
  const userRows = users.body.data.items as { email: string; available_reward_points: number; user_id: number }[];
  const histories = await Promise.all(
    userRows.map(async (u) => (await json(`${base}/api/v1/points/history/${u.user_id}?pageSize=200`, { headers: { authorization: token } })).body.data),
  );
  return {
    users: userRows.map((u) => `${u.email}:${u.available_reward_points}`),
    ledger: histories,
    image: createHash('sha256').update(image).digest('hex'),
  };
}

it('backs up a running server, and restore after a wipe brings back users, ledger and images', async () => {
  server = await startServerProcess(inject('serverRunDir'), dataDir, { CLIENT_DIST: clientDist });
  // Some activity worth keeping: a redemption writes a ledger entry.
  const login = await json(`${server.url}/api/v1/auth/login`, { method: 'POST', body: JSON.stringify({ email: 'user@rebox.test', password: 'rebox-demo' }) });
  const list = await json(`${server.url}/api/v1/coupon/get-coupon-list-for-frontend`);
  const redeemed = await json(`${server.url}/api/v1/coupon/redeem-coupon-code`, {
    method: 'POST',
    headers: { authorization: login.body.data.token },
    body: JSON.stringify({ couponCodeId: list.body.data.data[0].id, userId: login.body.data.user.user_id }),
  });
  expect(redeemed.status).toBe(200);
  const before = await snapshot(server.url);

  const file = path.join(dataDir, 'backups', 'test.tar.gz');
  const backup = cli('backup', [file]);
  expect(backup.stderr).toBe('');
  expect(backup.status).toBe(0);
  expect(existsSync(file)).toBe(true);

  // A change after the backup, which the restore must not bring back.
  const late = await json(`${server.url}/api/v1/auth/register`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Late', email: 'after-backup@rebox.test', password: 'long-enough-pw' }),
  });
  expect(late.status).toBe(201);

  // Restore refuses while the server holds the data directory.
  const refused = cli('restore', [file]);
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toMatch(/Stop it first/);

  await server.stop('SIGTERM');
  rmSync(pgliteDir(dataDir), { recursive: true, force: true });
  const restore = cli('restore', [file]);
  expect(restore.status).toBe(0);

  server = await startServerProcess(inject('serverRunDir'), dataDir, { CLIENT_DIST: clientDist, SEED_DEMO: 'false' });
  const after = await snapshot(server.url);
  expect(after).toEqual(before);
  expect(after.users.some((u) => u.startsWith('after-backup@'))).toBe(false);
});
