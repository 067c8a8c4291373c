// buildApp(): the whole server as one Fastify instance, used by main.ts and by the tests.
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { HelmetOptions } from 'helmet';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiDocsTransform, apiDocsTransformObject, documentRefusals } from './lib/http/api-docs';
import { authorization, type CallerCache } from './lib/auth/authorization';
import { createCacheBroadcast } from './lib/cache/cache-broadcast';
import { countLookups, createReadCache } from './lib/cache/read-cache';
import { fail } from './lib/http/envelope';
import { clientErrorHandler, errorHandler, frameworkErrorHandler } from './lib/http/error-handler';
import { MAX_UPLOAD_BYTES } from './lib/images';
import { createMailer } from './lib/mailer';
import { metricsPlugin, type MetricsOptions } from './lib/observability/metrics';
import { registerPrivateAnswers, registerSecurityHeaders, securityHeaders } from './lib/http/security-headers';
import { createClientShell, type BoxFactsLookup } from './client-shell';
import { publicBoxFacts } from './modules/boxes/box-public-facts';
import { type CatalogueCache, createCatalogueCache } from './modules/coupons/catalogue.service';
import { registerModules, type ModuleOptions } from './modules/register-modules';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { startJobQueue } from './lib/jobs/job-queue';
import { startNotificationWork } from './modules/notifications/notification-work';
import { loadOrCreatePushKeys } from './modules/notifications/push-keys';
import { SERVER_MESSAGES } from '@/shared/server-messages';

export interface AppOptions extends ModuleOptions {
  /** The built PWA; absent in API-only tests. */
  clientDist?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * The load balancers' addresses (TRUST_PROXY, e.g. '127.0.0.1' or '10.0.0.0/8'): their
   * X-Forwarded-For names the visitor, whose address the attempt limits count.
   */
  trustProxy?: string;
  /** /metrics on this port for a bearer token, or where the text comes from (lib/observability/metrics.ts). */
  metrics?: Omit<MetricsOptions, 'database'>;
}

export type App = FastifyInstance;

const JSON_BODY_LIMIT = 1024 * 1024;

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' compiles WebAssembly (the QR reader's, from our own origin) and
      // nothing else: eval and inline scripts stay refused.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  hsts: false,
};

export async function buildApp(options: AppOptions): Promise<App> {
  const headers = securityHeaders(HELMET_OPTIONS);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    exposeHeadRoutes: false,
    genReqId: () => crypto.randomUUID(),
    trustProxy: options.trustProxy ?? false,
    // One line per request is written by the onResponse hook below, instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    // Graceful stop: in-flight requests finish, new ones get 503 while closing.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler(headers),
  }).withTypeProvider<ZodTypeProvider>();

  // One structured line per request. The path only, never the query (it could carry a
  // secret), and no headers or bodies: tokens, passwords and image bytes stay out of logs.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  // Before every route, so each one is counted (lib/observability/metrics.ts).
  await app.register(metricsPlugin, { ...options.metrics, database: options.database });

  // The read caches: the public catalogue, and the callers' rows that authorization reads on
  // every request. The services whose writes change them empty them (lib/cache/read-cache.ts,
  // afterWrite); on PostgreSQL that also empties them in every other API process at once
  // (lib/cache/cache-broadcast.ts, LISTEN/NOTIFY), with the 1 s TTL as the backstop.
  const broadcast = createCacheBroadcast(options.database, app.log);
  broadcast.onRemoteInvalidation = app.metrics.cacheInvalidatedByAnotherProcess;
  const catalogue = broadcast.share('catalogue', countLookups(createCatalogueCache(options.database.db), app.metrics.cacheLookup('catalogue')));
  const callers: CallerCache = broadcast.share('callers', countLookups(createReadCache(1000) as CallerCache, app.metrics.cacheLookup('callers')));
  await broadcast.start();
  app.addHook('onClose', () => broadcast.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  documentRefusals(app);

  registerSecurityHeaders(app, headers);
  registerPrivateAnswers(app);
  // JSON answers (a 5,000-coupon catalogue is half a megabyte) leave compressed; the built PWA
  // is compressed once at build time and served as is (registerClient, preCompressed).
  // Request bodies are never decompressed: a small gzip must not become a huge body.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 256 * 1024 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rebox API',
        version: '1.0.0',
        // Failures carry a stable code beside the English sentence (ErrorEnvelope).
        description:
          'The portal API under /api/v1. Every answer is an envelope { success, message, data }. A failure (any 4xx or 5xx) is ' +
          '{ success: false, message, data: null, code, values? } (components.schemas.ErrorEnvelope): `message` is the sentence for a ' +
          'person in English; `code` is its stable id (for example redeem.not-enough-points), which never changes when the wording ' +
          'does; `values` are what was filled into the sentence (for example { missing: 70 }). A client shows the sentence of `code` ' +
          'in the person\'s language and falls back to `message` for a code it does not know. request.invalid marks a request that ' +
          'failed validation (its message names the field, in English); untranslated marks operators\' answers (health, metrics).',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: apiDocsTransform,
    transformObject: apiDocsTransformObject,
  });
  await app.register(authorization, { db: options.database.db, tokens: options.tokens, callers });

  const mailer = createMailer(options.mail ?? {}, app.log);
  const queue = await startJobQueue(options.database, { onError: (error) => app.log.error({ err: error }, 'job queue') });
  app.addHook('onClose', () => queue.stop());
  const pushKeys = options.push?.keys ?? loadOrCreatePushKeys(null, {});
  const outbox = await startNotificationWork({ database: options.database, queue, mailer, pushKeys, testOrigins: options.push?.testOrigins ?? [], publicUrl: options.publicUrl ?? 'http://localhost:8080' });
  await app.register((api) => registerModules(api, options, { callers, catalogue, mailer, outbox, pushKeys }), { prefix: '/api/v1' });
  await app.register(uploadRoutes, { db: options.database.db });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  registerClient(app, options.clientDist, catalogue, (code) => publicBoxFacts(options.database.db, code));
  return app;
}

/** Serves the built PWA; unknown non-API paths fall back to its shell (client-side routes). */
function registerClient(app: FastifyInstance, clientDist: string | undefined, catalogue: CatalogueCache, boxFacts: BoxFactsLookup) {
  const indexPath = clientDist ? path.join(clientDist, 'index.html') : null;
  const hasClient = indexPath !== null && fs.existsSync(indexPath);
  const shellFor = hasClient ? createClientShell(fs.readFileSync(indexPath, 'utf8'), catalogue, boxFacts) : null;
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDist!,
      wildcard: false,
      index: false,
      // The .br and .gz files written beside each asset by the build (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const rel = path.relative(clientDist!, filePath);
        // Hashed assets never change; the shell, the SW and the manifest must be revalidated.
        res.header('Cache-Control', rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = url.startsWith('/api/') || url.startsWith('/uploads/');
    // Only navigations (paths without a file extension) get the shell; a missing asset is a 404.
    const isFile = /\.[a-z0-9]+$/i.test(url);
    if (isApi || isFile || !hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(fail(SERVER_MESSAGES.noRoute, { method: request.method, path: url }));
    }
    // Vary: the shell's language and direction follow Accept-Language (client-shell.ts).
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language').type('text/html; charset=utf-8');
    if (request.method !== 'GET') return reply.sendFile('index.html');
    const search = request.url.slice(url.length);
    return reply.send(await shellFor!(url, { search, acceptLanguage: request.headers['accept-language'] }));
  });
}
