// A refusal answers its sentence's stable code beside the English message (and the
// values filled into it), so the client can say it in the person's language. The English
// wording is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@/shared/server-messages';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newCoupon, newUser } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REDEEM = '/api/v1/coupon/redeem-coupon-code';

describe('a refusal names its sentence', () => {
  it('answers too few points 409 with code redeem.not-enough-points, the English sentence and how many are missing', async () => {
    const { token, user } = await newUser(server, 30);
    const coupon = await newCoupon(server, { pointToRedeem: 100 });
    const answer = await server.call('POST', REDEEM, { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      success: false,
      message: 'You need 70 more points to redeem this coupon.',
      data: null,
      code: 'redeem.not-enough-points',
      values: { missing: 70 },
    });
  });

  it('keeps the English "1 more point" under its own code', async () => {
    const { token, user } = await newUser(server, 9);
    const coupon = await newCoupon(server, { pointToRedeem: 10 });
    const answer = await server.call('POST', REDEEM, { token, body: { couponCodeId: coupon.id, userId: user.user_id } });
    expect(answer.body).toMatchObject({ message: 'You need 1 more point to redeem this coupon.', code: 'redeem.not-enough-point', values: { missing: 1 } });
  });

  it('answers a wrong password with auth.login-failed', async () => {
    const answer = await server.call('POST', '/api/v1/auth/login', { body: { email: 'nobody@rebox.test', password: 'not-the-password' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'The email or password is incorrect.', data: null, code: 'auth.login-failed' });
  });

  it('answers a request that fails validation with request.invalid and the English detail', async () => {
    const answer = await server.call('POST', '/api/v1/auth/login', { body: { email: 'not an email', password: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('request.invalid');
    expect(answer.body.message).toMatch(/email/i);
  });

  it('answers an unknown API address with request.no-route and what was asked', async () => {
    const answer = await server.call('GET', '/api/v1/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: false,
      message: 'Nothing here: GET /api/v1/no-such-thing does not exist.',
      data: null,
      code: 'request.no-route',
      values: { method: 'GET', path: '/api/v1/no-such-thing' },
    });
  });

  it('uses only codes of SERVER_MESSAGES, each with the message it answers', async () => {
    const { token } = await newUser(server);
    const answer = await server.call('GET', '/api/v1/user/getUserById/1', { token });
    expect(answer.status).toBe(403);
    const sentence = Object.values(SERVER_MESSAGES).find((s) => s.id === answer.body.code);
    expect(sentence?.message).toBe(answer.body.message);
  });
});

describe('a success a person is told about names its sentence too', () => {
  it('answers a new account with auth.welcome beside the English welcome', async () => {
    const answer = await server.call('POST', '/api/v1/auth/register', { body: { name: 'Coded Welcome', email: `coded-${Date.now()}@rebox.test`, password: 'long-enough-password' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: SERVER_MESSAGES.welcome.message, code: 'auth.welcome' });
  });

  it('answers a reset request with auth.reset-requested', async () => {
    const answer = await server.call('POST', '/api/v1/auth/forgot-password', { body: { email: 'nobody-coded@rebox.test' } });
    expect(answer.body).toMatchObject({ success: true, message: SERVER_MESSAGES.resetRequested.message, code: 'auth.reset-requested' });
  });
});

describe('GET /api/docs', () => {
  it('documents the failure envelope with its code', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    const doc = (await response.json()) as {
      info: { description: string };
      components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
    };
    const failure = doc.components.schemas.ErrorEnvelope;
    expect(Object.keys(failure?.properties ?? {})).toEqual(['success', 'message', 'data', 'code', 'values']);
    expect(failure?.required).toContain('code');
    expect(doc.info.description).toContain('redeem.not-enough-points');
  });
});
