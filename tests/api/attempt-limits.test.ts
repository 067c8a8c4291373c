// The attempt limits the security audit found wanting (items 3, 10, 11): parallel guesses,
// registrations per address, and a stranger locking the owner out. Requests come from other
// loopback addresses (127.0.0.0/8), as other devices would.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import { startTestServer, type TestServer } from '../helpers/test-server';

const LOGIN = '/api/v1/auth/login';
const HOUR = 60 * 60 * 1000;

/** A JSON request from another loopback address (127.0.0.0/8), as a second device would. */
function fromAddress(base: string, localAddress: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: ApiEnvelope<unknown>; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${base}${path}`,
      { method, localAddress, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('3, 10, 11. attempt limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ loginRateLimit: { max: 5, windowMs: HOUR }, registrationRateLimit: { max: 4, windowMs: HOUR } });
  });
  afterAll(() => limited.close());

  it('3. of 200 parallel logins for one email, at most the allowed 5 have their password checked', async () => {
    const attempts = Array.from({ length: 200 }, (_, i) => ({ email: 'user2@rebox.test', password: i === 150 ? 'rebox-demo' : `guess-${i}` }));
    const answers = await Promise.all(attempts.map((body) => fromAddress(limited.url, '127.0.0.3', 'POST', LOGIN, body)));
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers[150]!.status).toBe(429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
  });

  it('11. a stranger failing from elsewhere does not lock the owner out; the 429 says when to retry', async () => {
    const email = 'user@rebox.test';
    for (let i = 0; i < 5; i++) expect((await fromAddress(limited.url, '127.0.0.4', 'POST', LOGIN, { email, password: `wrong-${i}` })).status).toBe(401);
    const stranger = await fromAddress(limited.url, '127.0.0.4', 'POST', LOGIN, { email, password: 'rebox-demo' });
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await fromAddress(limited.url, '127.0.0.5', 'POST', LOGIN, { email, password: 'rebox-demo' });
    expect(owner.status).toBe(200);
  });

  it('11. guesses for one email spread over many addresses still meet a looser limit per email', async () => {
    const email = 'rita@rebox.test';
    let last = 0;
    for (let address = 10; address < 30 && last !== 429; address++) {
      for (let i = 0; i < 5 && last !== 429; i++) last = (await fromAddress(limited.url, `127.0.0.${address}`, 'POST', LOGIN, { email, password: `wrong-${address}-${i}` })).status;
    }
    expect(last).toBe(429);
  });

  it('10. registrations are limited per address', async () => {
    const register = (address: string, n: number) =>
      fromAddress(limited.url, address, 'POST', '/api/v1/auth/register', { name: 'Throwaway', email: `throwaway-${address}-${n}@rebox.test`, password: 'long-enough-password' });
    for (let n = 0; n < 4; n++) expect((await register('127.0.0.6', n)).status).toBe(201);
    const fifth = await register('127.0.0.6', 4);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/^Too many new accounts from this address\. Please try again in \d+ minutes?\.$/);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('127.0.0.7', 0)).status).toBe(201);
  });
});
