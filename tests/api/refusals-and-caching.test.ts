// Answers the router and the caches see before a route does (security audit): a refusal of
// the address itself is the app's envelope with the app's security headers, and an answer
// holding personal data is never kept by a browser's or a proxy's cache.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/seed/demo-seed';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';

// Started while the file is collected: the routes to walk are the ones the app declares.
const server: TestServer = await startTestServer();
afterAll(() => server.close());

const LONG = 'x'.repeat(101);

// Every route with a path parameter, and the images' own route outside /api/v1.
const withParams = [
  ...Object.keys(server.app.accessTable)
    .filter((entry) => entry.includes('/:'))
    .map((entry) => entry.split(' ') as [string, string]),
  ['GET', '/uploads/images/:name'] as [string, string],
];

describe('9. a path parameter over 100 characters', () => {
  it('covers every operation with a path parameter', () => {
    expect(withParams.length).toBeGreaterThan(30);
  });

  it.each(withParams)('%s %s answers 414 with the envelope and the security headers, without the path', async (method, pattern) => {
    const path = pattern.replace(/:[A-Za-z]+/g, LONG);
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const answer = await server.call(method, path, { body });
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ success: false, message: 'The request headers or the address are too long.', data: null, code: 'request.headers-too-large' });
    expect(JSON.stringify(answer.body)).not.toContain(LONG);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers a malformed percent-encoding in a path parameter with the envelope, without the path', async () => {
    const answer = await server.call('GET', '/api/v1/events/invite/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'The request could not be read.', data: null, code: 'request.unreadable' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('11. answers holding personal data', () => {
  it('carry Cache-Control: private, no-store on every personal route, for each role', async () => {
    const recycler = await newUser(server, 50);
    const admin = await server.login('admin@rebox.test');
    const self = recycler.user.user_id;
    const month = { from: new Date(Date.now() - 30 * 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
    const personal: [string, string, string | null, unknown?][] = [
      ['GET', '/api/v1/account/export', recycler.token],
      ['GET', '/api/v1/account/ledger.csv', recycler.token],
      ['GET', `/api/v1/user/getUserById/${self}`, recycler.token],
      ['GET', '/api/v1/points/history', recycler.token],
      ['GET', '/api/v1/coupon/my-redemptions', recycler.token],
      ['GET', '/api/v1/stats/user', recycler.token],
      ['GET', '/api/v1/events/joined', recycler.token],
      ['GET', '/api/v1/points/returns/my-reports', recycler.token],
      ['GET', '/api/v1/events/invite/spring-drive', recycler.token],
      ['GET', '/api/v1/user/getAllUsers', admin.token],
      ['GET', '/api/v1/user/export.csv', admin.token],
      ['GET', `/api/v1/points/history/${self}`, admin.token],
      ['GET', `/api/v1/coupon/redemptions.csv?from=${month.from}&to=${month.to}`, admin.token],
      ['GET', '/api/v1/clients', admin.token],
      ['POST', '/api/v1/auth/login', null, { email: 'admin@rebox.test', password: DEMO_PASSWORD }],
      ['POST', '/api/v1/auth/register', null, { name: 'Cache Test', email: `cache-${Date.now()}@rebox.test`, password: 'long-enough-password' }],
    ];
    for (const [method, path, token, body] of personal) {
      const answer = await server.call(method, path, { token, body });
      expect(answer.status, `${method} ${path}: ${answer.body?.message}`).toBeLessThan(300);
      expect(answer.headers.get('cache-control'), `${method} ${path}`).toBe('private, no-store');
    }
  });

  it('leaves the public answers their own caching', async () => {
    const recycler = await newUser(server);
    for (const token of [null, recycler.token]) {
      const catalogue = await server.call<{ data: { bannerImage: string }[] }>('GET', '/api/v1/coupon/get-coupon-list-for-frontend', { token });
      expect(catalogue.headers.get('cache-control')).toBe('no-cache');
      expect(catalogue.headers.get('etag')).toBeTruthy();
      const banner = await fetch(`${server.url}/uploads/images/${catalogue.body.data.data[0]!.bannerImage}`);
      expect(banner.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const health = await server.call('GET', '/api/v1/health');
    expect(health.headers.get('cache-control')).toBeNull();
    const invite = await server.call('GET', '/api/v1/events/invite/spring-drive');
    expect(invite.headers.get('cache-control')).toBeNull();
  });
});
