import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { apiDocsTransform, apiDocsTransformObject, documentRefusals } from '../http/api-docs';
import { errorHandler } from '../http/error-handler';
import { registerPrivateAnswers } from '../http/security-headers';
import { ADMINS } from './access';
import { authorization, type CallerCache, type CallerRow } from './authorization';
import { createTokens } from './tokens';

const tokens = createTokens('a-test-secret-that-is-long-enough-for-hs256');
// The callers' cache answers for the sessions below, so no database is read.
const rows: Record<string, CallerRow> = {
  'admin-session': { id: 1, role: 'ADMIN', active: true } as CallerRow,
  'user-session': { id: 2, role: 'NORMAL_USER', active: true } as CallerRow,
};
const callers: CallerCache = { get: (sessionId) => rows[sessionId], peek: () => null, invalidate: () => undefined };
const tokenOf = (id: number, role: Role, sessionId: string) => tokens.sign(id, role, sessionId);

/** The app's access plumbing (docs, private answers, authorization) around the given /api/v1 routes. */
async function appWith(routes: (api: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  documentRefusals(app);
  registerPrivateAnswers(app);
  await app.register(swagger, { openapi: { info: { title: 'test', version: '1' } }, transform: apiDocsTransform, transformObject: apiDocsTransformObject });
  await app.register(authorization, { db: {} as Db, tokens, callers });
  await app.register(async (api) => routes(api), { prefix: '/api/v1' });
  await app.ready();
  return app;
}

const answer = async () => ({ success: true, message: 'ok', data: null });

describe('access rules declared on the routes', () => {
  it('stops the boot at a /api/v1 route without one, naming it', async () => {
    await expect(appWith((api) => api.get('/forgotten/:id', answer))).rejects.toThrow('The route GET /api/v1/forgotten/:id declares no access rule');
  });

  it('refuses a route that checks the session itself unless every signed-in role may call it', async () => {
    await expect(appWith((api) => api.post('/spend', { config: { access: ADMINS, sessionCheckedByRoute: true } }, answer))).rejects.toThrow('POST /api/v1/spend checks the session itself');
  });

  it('collects every route into the app\'s access table', async () => {
    const app = await appWith((api) => {
      api.get('/open', { config: { access: 'public' } }, answer);
      api.get('/admin-only', { config: { access: ADMINS } }, answer);
    });
    expect(app.accessTable).toEqual({ 'GET /api/v1/open': 'public', 'GET /api/v1/admin-only': ADMINS });
    await app.close();
  });

  it('is what the refusals in /api/docs and the private-answer header follow', async () => {
    const app = await appWith((api) => {
      api.get('/open', { config: { access: 'public' } }, answer);
      api.post('/sign-in', { config: { access: 'public', privateAnswer: true } }, answer);
      api.get('/admin-only', { config: { access: ADMINS } }, answer);
    });
    const paths = app.swagger().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths['/api/v1/open']!.get!.responses)).not.toContain('401');
    expect(Object.keys(paths['/api/v1/admin-only']!.get!.responses)).toEqual(expect.arrayContaining(['401', '403']));

    const open = await app.inject({ url: '/api/v1/open' });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/api/v1/sign-in' })).headers['cache-control']).toBe('private, no-store');

    const admin = await app.inject({ url: '/api/v1/admin-only', headers: { authorization: await tokenOf(1, 'ADMIN', 'admin-session') } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    const recycler = await app.inject({ url: '/api/v1/admin-only', headers: { authorization: await tokenOf(2, 'NORMAL_USER', 'user-session') } });
    expect(recycler.statusCode).toBe(403);
    expect(recycler.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ url: '/api/v1/admin-only' })).statusCode).toBe(401);
    await app.close();
  });
});
