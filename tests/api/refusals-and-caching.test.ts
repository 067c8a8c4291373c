// Answers the router and the caches see before a route does (security audit): a refusal of
// the address itself is the app's envelope with the app's security headers, and an answer
// holding personal data is never kept by a browser's or a proxy's cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from '@/server/access-table';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LONG = 'x'.repeat(101);

// Every route with a path parameter, and the images' own route outside /api/v1.
const withParams = [
  ...Object.keys(ACCESS_TABLE)
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
