import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import type { StoreManagerStats } from '@/shared/contract/stats';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the API over real HTTP', () => {
  it('answers health only with the database behind it', async () => {
    const answer = await server.call('GET', '/api/v1/health');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  it('lists the seeded coupons at data.data, with an ETag that answers 304', async () => {
    const answer = await server.call<{ data: Coupon[] }>('GET', '/api/v1/coupon/get-coupon-list-for-frontend');
    expect(answer.status).toBe(200);
    expect(answer.body.data.data).toHaveLength(24);
    expect(new Set(answer.body.data.data.map((c) => c.couponType))).toEqual(new Set(['percentage', 'dollar']));
    const etag = answer.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/api/v1/coupon/get-coupon-list-for-frontend`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('logs a demo user in and returns the profile as a JSON string', async () => {
    const { token, user } = await server.login('user@rebox.test');
    expect(user).toMatchObject({ email: 'user@rebox.test', role: 'NORMAL_USER', available_reward_points: 500 });
    const answer = await server.call<string>('GET', `/api/v1/user/getUserById/${user.user_id}`, { token });
    expect(answer.status).toBe(200);
    expect(typeof answer.body.data).toBe('string');
    expect(JSON.parse(answer.body.data)).toMatchObject({ user_id: user.user_id, available_reward_points: 500 });
  });

  it("has a demo store manager at the counter of the business's first store", async () => {
    const { token, user } = await server.login('store@rebox.test');
    expect(user.role).toBe('STORE_MANAGER');
    const stats = await server.call<StoreManagerStats>('GET', '/api/v1/stats/store-manager', { token });
    expect(stats.status).toBe(200);
    expect(stats.body.data.stores.map((store) => store.name)).toEqual(['Rebox Corner Shop']);
  });

  it('refuses a wrong password and an unknown email with the same sentence', async () => {
    const wrong = await server.call('POST', '/api/v1/auth/login', { body: { email: 'user@rebox.test', password: 'nope-nope' } });
    const unknown = await server.call('POST', '/api/v1/auth/login', { body: { email: 'nobody@rebox.test', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('answers malformed JSON with 400 and a sentence, not a 500', async () => {
    const answer = await server.call('POST', '/api/v1/auth/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, data: null });
    expect(answer.body.message).toMatch(/JSON/);
  });

  it('serves a seeded banner as a WebP image that cannot be sniffed', async () => {
    const list = await server.call<{ data: Coupon[] }>('GET', '/api/v1/coupon/get-coupon-list-for-frontend');
    const banner = list.body.data.data[0]!.bannerImage!;
    const image = await fetch(`${server.url}/uploads/images/${banner}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const escape = await fetch(`${server.url}/uploads/images/..%2F..%2Fetc%2Fpasswd`);
    expect(escape.status).toBe(404);
  });
});
