// Security properties a user or an attacker would notice: headers that stop script
// injection and framing, uploads that can only ever be images, tokens that must be
// HS256 with an expiry, and a login that does not tell which emails exist.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { startTestServer, TEST_SECRET, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const key = new TextEncoder().encode(TEST_SECRET);

describe('response headers', () => {
  it('sends a CSP without inline script that forbids framing, plus nosniff and a referrer policy', async () => {
    const response = await fetch(`${server.url}/api/v1/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    // eval stays refused; 'wasm-unsafe-eval' only lets the QR reader's WebAssembly compile.
    expect(scriptSrc.split(' ')).not.toContain("'unsafe-eval'");
    expect(scriptSrc.split(' ').filter((source) => source.includes('eval'))).toEqual(["'wasm-unsafe-eval'"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves uploads only as images, sandboxed, whatever the name asks for', async () => {
    const list = await server.call<{ data: Coupon[] }>('GET', '/api/v1/coupon/get-coupon-list-for-frontend');
    const banner = list.body.data.data[0]!.bannerImage!;
    const image = await fetch(`${server.url}/uploads/images/${banner}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    for (const name of ['x.html', 'x.svg', '..%2F..%2Fpackage.json', `${banner.replace('.webp', '.html')}`]) {
      const response = await fetch(`${server.url}/uploads/images/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('content-type'), name).toContain('application/json');
    }
  });
});

describe('tokens', () => {
  async function profileWith(token: string) {
    const { user } = await server.login('user@rebox.test');
    return server.call('GET', `/api/v1/user/getUserById/${user.user_id}`, { token });
  }

  it('refuses a token signed with another HS algorithm, one without exp, and one with an unsigned header', async () => {
    const { user } = await server.login('user@rebox.test');
    const hs512 = await new SignJWT({ role: 'NORMAL_USER' }).setProtectedHeader({ alg: 'HS512' }).setSubject(String(user.user_id)).setExpirationTime('1h').sign(key);
    const noExp = await new SignJWT({ role: 'NORMAL_USER' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.user_id)).sign(key);
    const body = Buffer.from(JSON.stringify({ sub: String(user.user_id), role: 'ADMIN', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
    for (const token of [hs512, noExp, none]) {
      const answer = await profileWith(token);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toMatch(/log in/i);
    }
  });

  it('accepts its own HS256 token with an expiry, raw or as Bearer', async () => {
    const { token, user } = await server.login('user@rebox.test');
    expect((await server.call('GET', `/api/v1/user/getUserById/${user.user_id}`, { token })).status).toBe(200);
    expect((await server.call('GET', `/api/v1/user/getUserById/${user.user_id}`, { token: `Bearer ${token}` })).status).toBe(200);
  });
});

describe('login', () => {
  async function timeLogin(email: string): Promise<number> {
    const started = performance.now();
    const answer = await server.call('POST', '/api/v1/auth/login', { body: { email, password: 'wrong-password-1' } });
    expect(answer.status).toBe(401);
    return performance.now() - started;
  }

  it('takes comparable time for an unknown email and a wrong password (no account enumeration)', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternate, and spread over several emails so the per-email limit is not reached.
    for (let i = 0; i < 5; i++) {
      known.push(await timeLogin(['admin@rebox.test', 'business@rebox.test', 'events@rebox.test', 'distributor@rebox.test', 'superadmin@rebox.test'][i]!));
      unknown.push(await timeLogin(`nobody-${i}@rebox.test`));
    }
    const ratio = median(unknown) / median(known);
    // Both verify an argon2 hash: an unknown email is not answered in a fraction of the time.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('stores argon2id hashes, never the password', async () => {
    const { users } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'user@rebox.test'));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain('rebox-demo');
  });
});
