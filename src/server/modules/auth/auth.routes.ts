import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody, registerBody, updateAccountBody } from '../../../shared/contract/auth';
import { idParam } from '../../../shared/contract/envelope';
import type { Db } from '../../db/client';
import { AttemptLimiter, retrySentence } from '../../lib/attempt-limiter';
import { callerOf } from '../../lib/authorization';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import type { Tokens } from '../../lib/tokens';
import { createAuthService } from './auth.service';

export interface RateLimit {
  max: number;
  windowMs: number;
}

interface AuthRouteOptions {
  db: Db;
  tokens: Tokens;
  loginRateLimit?: RateLimit;
  registrationRateLimit?: RateLimit;
}

/**
 * Failed logins are limited strictly per email and address together, so a guesser is slowed
 * where they are, and loosely per email alone (a guesser spread over many addresses) and per
 * address alone (many emails from one place; an office shares one address): a stranger can
 * no longer lock a person out by failing ten times from elsewhere.
 */
function loginRules(limit: RateLimit) {
  return {
    pair: { name: 'login-email-address', max: limit.max, windowMs: limit.windowMs },
    email: { name: 'login-email', max: limit.max * 10, windowMs: limit.windowMs },
    address: { name: 'login-address', max: limit.max * 3, windowMs: limit.windowMs },
  };
}

function tooMany(reply: FastifyReply, retryAfter: number, what: string): HttpError {
  reply.header('Retry-After', String(retryAfter));
  return new HttpError(429, `Too many ${what}. ${retrySentence(retryAfter)}`);
}

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { db, tokens, loginRateLimit, registrationRateLimit }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService(db, tokens);
  const limiter = new AttemptLimiter();
  const login = loginRules(loginRateLimit ?? { max: 10, windowMs: 15 * 60 * 1000 });
  // Throw-away accounts were how points got farmed (security audit): a handful an hour per
  // address is plenty for a family or a counter signing people up.
  const registration = { name: 'register-address', ...(registrationRateLimit ?? { max: 20, windowMs: 60 * 60 * 1000 }) };

  api.post('/auth/register', { schema: { tags: ['auth'], body: registerBody } }, async (request, reply) => {
    const reserved = limiter.reserve([[registration, request.ip]]);
    if ('retryAfter' in reserved) throw tooMany(reply, reserved.retryAfter, 'new accounts from this address');
    const answer = await service.register(request.body);
    return reply.code(201).send(ok(answer, 'Welcome to Rebox! Your account is ready.'));
  });

  api.post('/auth/login', { schema: { tags: ['auth'], body: loginBody } }, async (request, reply) => {
    const { email } = request.body;
    // Reserved before the password is checked: parallel guesses cannot all get through.
    const reserved = limiter.reserve([
      [login.pair, `${email} ${request.ip}`],
      [login.email, email],
      [login.address, request.ip],
    ]);
    if ('retryAfter' in reserved) throw tooMany(reply, reserved.retryAfter, 'login attempts');
    try {
      const answer = await service.login(request.body);
      reserved.release();
      return ok(answer, 'User logged in');
    } catch (error) {
      // Only a wrong email or password counts; anything else is given back.
      if (!(error instanceof HttpError && error.statusCode === 401)) reserved.release();
      throw error;
    }
  });

  api.put(
    '/auth/update/:id',
    { schema: { tags: ['auth'], params: idParam, body: updateAccountBody } },
    async (request) => ok(await service.update(callerOf(request), request.params.id, request.body), 'Your account was updated.'),
  );
};
