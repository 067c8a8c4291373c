// Prometheus metrics (prom-client): requests and their latency per route, redemptions and
// points, the database pool, the read caches. Not public: main.ts serves them on METRICS_PORT
// (a port the load balancer does not expose), or this plugin on /metrics for a bearer
// METRICS_TOKEN; with neither, /metrics does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '@/server/db/client';
import { fail } from '../http/envelope';

export interface Metrics {
  registry: Registry;
  cacheLookup(cache: string): (hit: boolean) => void;
  cacheInvalidatedByAnotherProcess(cache: string): void;
}

// What a money-moving route answers on success, declared on the route (`config: { moves }`) and
// read from its envelope once sent, so the services stay as they are.
export type Moved = { redemptions?: number; pointsSpent?: number; pointsIssued?: number };

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyContextConfig {
    /** What a success moved, from its answer's data (a replayed idempotent answer moved nothing). */
    moves?: (data: Record<string, unknown>) => Moved;
  }
}

export interface MetricsOptions {
  database: Pick<Database, 'poolStats'>;
  /** Serve /metrics on the app's port to a caller presenting `Authorization: Bearer <token>`. */
  token?: string;
  /** The text to serve, when not this registry's alone (cluster workers ask the primary for everyone's). */
  collect?: () => Promise<string>;
}

/** Latency buckets in seconds: a cached read answers in about a millisecond, a redemption in a few. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const registry = new Registry();
    const requests = new Counter({
      name: 'rebox_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'rebox_http_request_duration_seconds',
      help: 'Time to answer, by route pattern and method.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const redemptions = new Counter({ name: 'rebox_redemptions_total', help: 'Coupons redeemed (idempotent replays not counted).', registers: [registry] });
    const pointsSpent = new Counter({ name: 'rebox_points_spent_total', help: 'Points spent on redemptions.', registers: [registry] });
    const pointsIssued = new Counter({
      name: 'rebox_points_issued_total',
      help: 'Points credited: recorded returns, confirmed reports, attendance.',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const lookups = new Counter({
      name: 'rebox_cache_lookups_total',
      help: 'Read cache lookups, answered from memory (hit) or from the database (miss).',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    });
    const remoteInvalidations = new Counter({
      name: 'rebox_cache_remote_invalidations_total',
      help: 'Read caches emptied because another API process wrote (LISTEN/NOTIFY).',
      labelNames: ['cache'] as const,
      registers: [registry],
    });
    const { poolStats } = options.database;
    if (poolStats) {
      new Gauge({
        name: 'rebox_db_pool_connections',
        help: 'Database pool connections, in use or idle.',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = poolStats();
          this.set({ state: 'in_use' }, stats.total - stats.idle);
          this.set({ state: 'idle' }, stats.idle);
        },
      });
      new Gauge({
        name: 'rebox_db_pool_waiting',
        help: 'Queries waiting for a pool connection.',
        registers: [registry],
        collect() {
          this.set(poolStats().waiting);
        },
      });
    }

    app.decorate('metrics', {
      registry,
      cacheLookup: (cache: string) => {
        const hit = lookups.labels(cache, 'hit');
        const miss = lookups.labels(cache, 'miss');
        return (isHit: boolean) => (isHit ? hit : miss).inc();
      },
      cacheInvalidatedByAnotherProcess: (cache: string) => remoteInvalidations.labels(cache).inc(),
    } satisfies Metrics);

    // By route pattern (never the raw path: ids would make a series each), 'unmatched' for 404s.
    // On every request, so kept cheap: a callback hook (no promise), and each series' handles
    // looked up once by a plain string instead of prom-client's label hashing each time.
    const series = new Map<string, { count: { inc(): void }; time: { observe(seconds: number): void } }>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let handles = series.get(key);
      if (!handles) {
        handles = { count: requests.labels(request.method, route, String(reply.statusCode)), time: latency.labels(request.method, route) };
        series.set(key, handles);
      }
      handles.count.inc();
      handles.time.observe(reply.elapsedTime / 1000);
      done();
    });

    // Only on the routes that move points, so no other answer is read twice.
    app.addHook('onRoute', (route) => {
      const moves = route.config?.moves;
      if (!moves) return;
      const count = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode >= 300 || reply.getHeader('idempotent-replayed') || typeof payload !== 'string') return payload;
        try {
          const moved = moves((JSON.parse(payload) as { data: Record<string, unknown> }).data ?? {});
          if (moved.redemptions) redemptions.inc(moved.redemptions);
          if (moved.pointsSpent) pointsSpent.inc(moved.pointsSpent);
          if (moved.pointsIssued) pointsIssued.labels(route.url).inc(moved.pointsIssued);
        } catch {
          // Not the envelope we expected: nothing to count.
        }
        return payload;
      };
      const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
      route.onSend = [...existing, count];
    });

    if (options.token) {
      const expected = digest(options.token);
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice(7) : header;
        if (!timingSafeEqual(digest(given), expected)) {
          return reply.code(401).header('WWW-Authenticate', 'Bearer').send(fail('The metrics need the METRICS_TOKEN as a bearer token.'));
        }
        const text = options.collect ? await options.collect() : await registry.metrics();
        return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(text);
      });
    }
  },
  { name: 'metrics' },
);
