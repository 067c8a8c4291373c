import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer, SessionUser } from '@/shared/contract/auth';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /auth/register', () => {
  it('creates a NORMAL_USER and answers like login, with a token that works', async () => {
    const answer = await server.call<LoginAnswer>('POST', '/api/v1/auth/register', {
      body: { name: 'Nina Newcomer', email: 'Nina.Newcomer@Rebox.test', password: 'nina-password' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.user).toMatchObject({ name: 'Nina Newcomer', email: 'nina.newcomer@rebox.test', role: 'NORMAL_USER', available_reward_points: 0 });
    expect(answer.body.data.user.user_code).toMatch(/^[A-Z2-9]{8}$/);
    const [, payload] = answer.body.data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(answer.body.data.user.user_id), role: 'NORMAL_USER' });
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 24 * 3600);
    const me = await server.call('GET', `/api/v1/user/getUserById/${answer.body.data.user.user_id}`, { token: answer.body.data.token });
    expect(me.status).toBe(200);
    const login = await server.login('nina.newcomer@rebox.test', 'nina-password');
    expect(login.user.user_id).toBe(answer.body.data.user.user_id);
  });

  it('refuses a duplicate email, a short password and a password equal to the email', async () => {
    const dup = await server.call('POST', '/api/v1/auth/register', { body: { name: 'Again', email: 'user@rebox.test', password: 'long-enough-password' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('An account with this email already exists.');
    const short = await server.call('POST', '/api/v1/auth/register', { body: { name: 'Short', email: 'short@rebox.test', password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/password must be at least 8 characters/);
    const same = await server.call('POST', '/api/v1/auth/register', { body: { name: 'Same', email: 'same@rebox.test', password: 'same@rebox.test' } });
    expect(same.status).toBe(400);
  });
});

describe('PUT /auth/update/{id}', () => {
  it('lets a user change their name, and their password only with the current one', async () => {
    const { user, token } = await newUser(server);
    const named = await server.call<SessionUser>('PUT', `/api/v1/auth/update/${user.user_id}`, { token, body: { name: 'New Name' } });
    expect(named.status).toBe(200);
    expect(named.body.data.name).toBe('New Name');
    const noCurrent = await server.call('PUT', `/api/v1/auth/update/${user.user_id}`, { token, body: { password: 'brand-new-password' } });
    expect(noCurrent.status).toBe(400);
    const wrongCurrent = await server.call('PUT', `/api/v1/auth/update/${user.user_id}`, {
      token,
      body: { password: 'brand-new-password', currentPassword: 'not-my-password' },
    });
    expect(wrongCurrent.status).toBe(400);
    const changed = await server.call('PUT', `/api/v1/auth/update/${user.user_id}`, {
      token,
      body: { password: 'brand-new-password', currentPassword: 'long-enough-password' },
    });
    expect(changed.status).toBe(200);
    expect((await server.login(user.email, 'brand-new-password')).user.user_id).toBe(user.user_id);
  });

  it('lets an admin change another account, not a normal user', async () => {
    const { user } = await newUser(server);
    const other = await newUser(server);
    const admin = await server.login('admin@rebox.test');
    const byAdmin = await server.call<SessionUser>('PUT', `/api/v1/auth/update/${user.user_id}`, { token: admin.token, body: { email: `moved-${user.user_id}@rebox.test` } });
    expect(byAdmin.body.data.email).toBe(`moved-${user.user_id}@rebox.test`);
    const byOther = await server.call('PUT', `/api/v1/auth/update/${user.user_id}`, { token: other.token, body: { name: 'Nope' } });
    expect(byOther.status).toBe(403);
  });
});
