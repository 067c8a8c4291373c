import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { metricsPlugin } from './metrics';

async function appWith(token?: string) {
  const app = Fastify();
  await app.register(metricsPlugin, { token, database: { poolStats: () => ({ total: 5, idle: 2, waiting: 1 }) } });
  // What a route moved is declared on it (config.moves), whatever its path.
  const moves = (data: Record<string, unknown>) => ({ redemptions: 1, pointsSpent: Number(data.pointsSpent) || 0 });
  app.post('/api/v1/coupon/redeem-coupon-code', { config: { moves } }, async (request, reply) => {
    if ((request.body as { replay?: boolean }).replay) reply.header('Idempotent-Replayed', 'true');
    return { success: true, message: 'Redeemed', data: { redemptionId: 1, pointsSpent: 50 } };
  });
  app.post('/api/v1/things/:id/credit', { config: { moves: (data) => ({ pointsIssued: Number(data.points) || 0 }) } }, async () => ({ success: true, message: 'ok', data: { points: 7 } }));
  app.get('/api/v1/things/:id', async () => ({ success: true, message: 'ok', data: null }));
  return app;
}

describe('/metrics', () => {
  it('is not there without a token, and refuses a wrong one', async () => {
    const open = await appWith();
    expect((await open.inject({ url: '/metrics' })).statusCode).toBe(404);
    const guarded = await appWith('a-token-long-enough');
    const wrong = await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The metrics need the METRICS_TOKEN as a bearer token.');
  });

  it('counts requests per route pattern, redemptions and points (not replays), and the pool', async () => {
    const app = await appWith('a-token-long-enough');
    await app.inject({ url: '/api/v1/things/1' });
    await app.inject({ url: '/api/v1/things/2' });
    await app.inject({ url: '/nowhere' });
    await app.inject({ method: 'POST', url: '/api/v1/coupon/redeem-coupon-code', payload: {} });
    await app.inject({ method: 'POST', url: '/api/v1/coupon/redeem-coupon-code', payload: { replay: true } });
    await app.inject({ method: 'POST', url: '/api/v1/things/3/credit' });
    const answer = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer a-token-long-enough' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toContain('rebox_http_requests_total{method="GET",route="/api/v1/things/:id",status="200"} 2');
    expect(text).toContain('rebox_http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toMatch(/rebox_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/coupon\/redeem-coupon-code"\} 2/);
    expect(text).toContain('rebox_redemptions_total 1');
    expect(text).toContain('rebox_points_spent_total 50');
    expect(text).toContain('rebox_points_issued_total{route="/api/v1/things/:id/credit"} 7');
    expect(text).toContain('rebox_db_pool_connections{state="in_use"} 3');
    expect(text).toContain('rebox_db_pool_waiting 1');
  });

  it('counts cache hits and misses through the decorator', async () => {
    const app = await appWith('a-token-long-enough');
    const count = app.metrics.cacheLookup('callers');
    count(true);
    count(true);
    count(false);
    const text = await app.metrics.registry.metrics();
    expect(text).toContain('rebox_cache_lookups_total{cache="callers",result="hit"} 2');
    expect(text).toContain('rebox_cache_lookups_total{cache="callers",result="miss"} 1');
  });
});
