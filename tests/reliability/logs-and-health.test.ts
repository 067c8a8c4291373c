// Operators' view: one structured line per request with no secrets in it, and a health
// route that answers 200 only while the database answers.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { createTokens } from '@/server/lib/auth/tokens';
import { startServerProcess, type RunningServer } from '../helpers/browser-global-setup';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-logs-'));
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('writes one JSON line per request with method, path, status, time and id, and no password or token', async () => {
  server = await startServerProcess(inject('serverRunDir'), dataDir, { CLIENT_DIST: dataDir, LOG_LEVEL: 'info' });
  const password = 'a-password-only-this-test-knows';
  const login = await fetch(`${server.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Logged', email: 'logged@rebox.test', password }),
  });
  const { data } = await login.json();
  await fetch(`${server.url}/api/v1/user/getUserById/${data.user.user_id}`, { headers: { authorization: data.token } });
  await fetch(`${server.url}/api/v1/user/getUserById/${data.user.user_id}?token=${encodeURIComponent('not-logged')}`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const output = server.output();
  const lines = output.split('\n').filter((line) => line.startsWith('{'));
  const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
  expect(requests.filter((entry) => entry.path.startsWith('/api/v1/user/getUserById/'))).toHaveLength(2); // one line each
  const profileLine = requests.find((entry) => entry.path.startsWith('/api/v1/user/getUserById/'));
  expect(profileLine).toMatchObject({ method: 'GET', status: 200 });
  expect(typeof profileLine.ms).toBe('number');
  expect(typeof profileLine.reqId).toBe('string');
  expect(requests.some((entry) => entry.path === '/api/v1/auth/register' && entry.status === 201)).toBe(true);
  expect(output).not.toContain('not-logged'); // the query string stays out
  expect(output).not.toContain(data.token);
  expect(output).not.toContain(data.token.split('.')[2]); // not even the signature
  expect(output).not.toContain(password);
});

it('answers health 200 while the database answers and 503 once it does not', async () => {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ database, tokens: createTokens('a-secret-long-enough-for-the-health-test') });
  try {
    expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    await database.close();
    const down = await app.inject({ url: '/api/v1/health' });
    expect(down.statusCode).toBe(503);
    // Read by operators and load balancers, so its code is the one without a catalogue entry.
    expect(down.json()).toEqual({ success: false, message: 'The database is not answering.', data: null, code: 'untranslated' });
  } finally {
    await app.close();
  }
});
