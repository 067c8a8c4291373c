// The edges of HTTP every route shares: body limits, content types, malformed JSON, headers
// too long, login rate limiting, values the database itself would refuse, the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => server.close());

const LOGIN = '/api/v1/auth/login';
// Every failure names its sentence's id as `code`, with the values it was filled with.
const envelope = (message: string | RegExp, code: string, values?: Record<string, string | number>) => ({
  success: false,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  data: null,
  code,
  ...(values ? { values } : {}),
});

describe('requests every route shares', () => {
  it('answers a JSON body over 1 MB with 413', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) });
    const answer = await server.call('POST', LOGIN, { body, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(envelope('The request body is too large.', 'request.body-too-large'));
  });

  it('answers an unknown content type with 415', async () => {
    const answer = await server.call('POST', LOGIN, { body: '<login><email>a@b.co</email></login>', headers: { 'content-type': 'application/xml' } });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual(envelope('This content type is not accepted: send JSON or multipart form data.', 'request.media-type'));
  });

  it('compresses a JSON answer for a client that accepts it, and never inflates a compressed body', async () => {
    const list = await server.call('GET', '/api/v1/coupon/get-coupon-list-for-frontend', { headers: { 'accept-encoding': 'br' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('br');
    expect(list.body.success).toBe(true); // fetch decoded it: the bytes were real brotli

    // A gzip body is not unpacked (a small upload must not become a huge body): it is not JSON.
    const { gzipSync } = await import('node:zlib');
    const packed = gzipSync(JSON.stringify({ email: 'a@b.co', password: 'whatever1' }));
    const answer = await server.call('POST', LOGIN, { body: packed, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(answer.status).toBe(400);
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await server.call('POST', '/api/v1/auth/register', { body: '{"name": "x", ', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(envelope('The body is not valid JSON.', 'request.invalid-json'));
  });

  it('answers an address too long for the HTTP parser with the envelope', async () => {
    const answer = await server.call('GET', `/api/v1/health?q=${'x'.repeat(70_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual(envelope('The request headers or the address are too long.', 'request.headers-too-large'));
    // The server is still fine afterwards.
    expect((await server.call('GET', '/api/v1/health')).status).toBe(200);
  });

  it('refuses an id larger than the database can hold with 400 naming it', async () => {
    const { token } = await server.login('admin@rebox.test');
    const answer = await server.call('GET', '/api/v1/user/getUserById/2147483648', { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(envelope('id is too large', 'request.invalid'));
  });

  it('answers text the database refuses (a NUL byte) with 400, not 500', async () => {
    const answer = await server.call('POST', '/api/v1/auth/register', {
      body: { name: 'Nul\u0000Name', email: 'nul@rebox.test', password: 'long-enough-password' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe('login rate limit', () => {
  it('answers 429 with a sentence saying when to retry, after too many failures for one email', async () => {
    const wrong = { email: 'user2@rebox.test', password: 'wrong-password' };
    for (let i = 0; i < 3; i++) expect((await server.call('POST', LOGIN, { body: wrong })).status).toBe(401);
    const limited = await server.call('POST', LOGIN, { body: wrong });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(envelope('Too many login attempts. Please try again in 1 minute.', 'auth.too-many-logins-minute', { minutes: 1 }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits: the limit is on the email, not on the guess.
    const right = await server.call('POST', LOGIN, { body: { email: 'user2@rebox.test', password: 'rebox-demo' } });
    expect(right.status).toBe(429);
  });

  it('limits one address trying many emails', async () => {
    let last = 0;
    for (let i = 0; i < 10; i++) {
      last = (await server.call('POST', LOGIN, { body: { email: `guess${i}@rebox.test`, password: 'wrong-password' } })).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });
});

describe('GET /api/docs', () => {
  it('is an OpenAPI document with every declared route, tagged', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const entry of Object.keys(server.app.accessTable)) {
      const [method, pattern] = entry.split(' ') as [string, string];
      const path = pattern.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation, `${entry} is documented`).toBeTruthy();
      expect(operation!.tags?.length, `${entry} has a tag`).toBeGreaterThan(0);
    }
    const redeem = doc.paths['/api/v1/coupon/redeem-coupon-code']!.post as unknown as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(redeem.requestBody.content['application/json']!.schema.properties)).toEqual(['couponCodeId', 'userId']);
  });
});
