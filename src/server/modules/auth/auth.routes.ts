import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody, registerBody, updateAccountBody } from '../../../shared/contract/auth';
import { idParam } from '../../../shared/contract/envelope';
import type { Db } from '../../db/client';
import { AttemptLimiter } from '../../lib/attempt-limiter';
import { callerOf } from '../../lib/authorization';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import type { Tokens } from '../../lib/tokens';
import { createAuthService } from './auth.service';

interface AuthRouteOptions {
  db: Db;
  tokens: Tokens;
  loginRateLimit?: { max: number; windowMs: number };
}

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { db, tokens, loginRateLimit }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService(db, tokens);
  const limit = loginRateLimit ?? { max: 10, windowMs: 15 * 60 * 1000 };
  const byAddress = new AttemptLimiter(limit.max * 3, limit.windowMs);
  const byEmail = new AttemptLimiter(limit.max, limit.windowMs);

  api.post('/auth/register', { schema: { tags: ['auth'], body: registerBody } }, async (request, reply) => {
    const answer = await service.register(request.body);
    return reply.code(201).send(ok(answer, 'Welcome to Rebox! Your account is ready.'));
  });

  api.post('/auth/login', { schema: { tags: ['auth'], body: loginBody } }, async (request, reply) => {
    const { email } = request.body;
    const wait = Math.max(byAddress.wait(request.ip), byEmail.wait(email));
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    try {
      const answer = await service.login(request.body);
      byEmail.reset(email);
      return ok(answer, 'User logged in');
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        byAddress.fail(request.ip);
        byEmail.fail(email);
      }
      throw error;
    }
  });

  api.put(
    '/auth/update/:id',
    { schema: { tags: ['auth'], params: idParam, body: updateAccountBody } },
    async (request) => ok(await service.update(callerOf(request), request.params.id, request.body), 'Your account was updated.'),
  );
};
