import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordBody, loginAnswer, loginBody, registerBody, resetPasswordBody, sessionUserSchema, undoEmailChangeBody, updateAccountBody } from '@/shared/contract/auth';
import { envelopeSchema, idParam, refusals } from '@/shared/contract/envelope';
import { SERVER_MESSAGES as M, type ServerMessage } from '@/shared/server-messages';
import type { Db } from '@/server/db/client';
import { retryMinutes, type AttemptLimiter } from '@/server/lib/auth/attempt-limiter';
import { callerOf, type CallerCache } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { HttpError } from '@/server/lib/http/http-error';
import type { Mailer } from '@/server/lib/mailer';
import type { Tokens } from '@/server/lib/auth/tokens';
import { createAuthService } from './auth.service';
import { createEmailChangeService } from './email-change.service';
import { createPasswordResetService } from './password-reset.service';
import { API_PATHS } from '@/shared/api-paths';

const P = API_PATHS.auth;

export interface RateLimit {
  max: number;
  windowMs: number;
}

interface AuthRouteOptions {
  db: Db;
  tokens: Tokens;
  callers: CallerCache;
  mailer: Mailer;
  /** Shared by every API process on PostgreSQL (lib/auth/attempt-limiter.ts). */
  limiter: AttemptLimiter;
  publicUrl: string;
  loginRateLimit?: RateLimit;
  registrationRateLimit?: RateLimit;
  /** Reset mails to one email, from any address. */
  resetMailRateLimit?: RateLimit;
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

/** The refusal of a limited attempt: its sentence for a wait of one minute, or of more. */
function tooMany(reply: FastifyReply, retryAfter: number, [oneMinute, minutes]: readonly [ServerMessage, ServerMessage]): HttpError {
  reply.header('Retry-After', String(retryAfter));
  const wait = retryMinutes(retryAfter);
  return new HttpError(429, wait === 1 ? oneMinute : minutes, { minutes: wait });
}

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, options) => {
  const { db, tokens, callers, mailer, limiter, publicUrl, loginRateLimit, registrationRateLimit, resetMailRateLimit } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const emailChanges = createEmailChangeService({
    db,
    mailer,
    callers,
    publicUrl,
    onMailError: (error) => app.log.error({ err: error }, 'the email change mail could not be sent'),
  });
  const service = createAuthService(db, tokens, callers, emailChanges);
  const resets = createPasswordResetService({
    db,
    mailer,
    publicUrl,
    signIn: service.signIn,
    onMailError: (error) => app.log.error({ err: error }, 'the password reset mail could not be sent'),
  });
  const login = loginRules(loginRateLimit ?? { max: 10, windowMs: 15 * 60 * 1000 });
  // Throw-away accounts were how points got farmed (security audit): a handful an hour per
  // address is plenty for a family or a counter signing people up.
  const registration = { name: 'register-address', ...(registrationRateLimit ?? { max: 20, windowMs: 60 * 60 * 1000 }) };

  api.post(P.register, { config: { access: 'public', privateAnswer: true }, schema: { tags: ['auth'], body: registerBody, response: { 201: envelopeSchema(loginAnswer), ...refusals(429) } } }, async (request, reply) => {
    const reserved = await limiter.reserve([[registration, request.ip]]);
    if ('retryAfter' in reserved) throw tooMany(reply, reserved.retryAfter, [M.tooManyRegistrationsMinute, M.tooManyRegistrations]);
    const answer = await service.register(request.body);
    return reply.code(201).send(ok(answer, M.welcome));
  });

  api.post(P.login, { config: { access: 'public', privateAnswer: true }, schema: { tags: ['auth'], body: loginBody, response: { 200: envelopeSchema(loginAnswer), ...refusals(401, 429) } } }, async (request, reply) => {
    const { email } = request.body;
    // Reserved before the password is checked: parallel guesses cannot all get through.
    const reserved = await limiter.reserve([
      [login.pair, `${email} ${request.ip}`],
      [login.email, email],
      [login.address, request.ip],
    ]);
    if ('retryAfter' in reserved) throw tooMany(reply, reserved.retryAfter, [M.tooManyLoginsMinute, M.tooManyLogins]);
    try {
      const answer = await service.login(request.body);
      await reserved.release();
      return ok(answer, 'User logged in');
    } catch (error) {
      // Only a wrong email or password counts; anything else is given back.
      if (!(error instanceof HttpError && error.statusCode === 401)) await reserved.release();
      throw error;
    }
  });

  api.put(
    P.update.pattern,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        params: idParam,
        body: updateAccountBody,
        response: { 200: envelopeSchema(sessionUserSchema) },
        description: 'A new password or email of one’s own account needs currentPassword. A new password ends every other session; a new email mails the old address a link that undoes it for 7 days.',
      },
    },
    async (request) => ok(await service.update(callerOf(request), request.sessionId, request.params.id, request.body), M.accountUpdated),
  );

  api.post(P.logout, { config: { access: 'authenticated' }, schema: { tags: ['auth'], description: 'Ends this session on the server.', response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    callerOf(request);
    await service.logout(request.sessionId!);
    return ok(null, 'You are signed out.');
  });

  api.post(P.logoutEverywhere, { config: { access: 'authenticated' }, schema: { tags: ['auth'], description: 'Ends every session of the account, this one included.', response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.logoutEverywhere(callerOf(request).userId);
    return ok(null, M.signedOutEverywhere);
  });

  // Limited like logins, per address and per email, and every attempt counts: each one may send a mail.
  const resetRules = loginRules(loginRateLimit ?? { max: 10, windowMs: 15 * 60 * 1000 });
  const resetMailsPerEmail = { name: 'reset-email', ...(resetMailRateLimit ?? { max: 5, windowMs: 60 * 60 * 1000 }) };
  app.addHook('onClose', () => resets.flush());
  api.post(
    P.forgotPassword,
    { config: { access: 'public' }, schema: { tags: ['auth'], body: forgotPasswordBody, description: 'Always the same answer; mails a one-time link valid for 30 minutes when the email has an account.', response: { 200: envelopeSchema(z.null()), ...refusals(429) } } },
    async (request, reply) => {
      const reserved = await limiter.reserve([
        [{ ...resetRules.pair, name: 'reset-email-address' }, `${request.body.email} ${request.ip}`],
        [{ ...resetRules.address, name: 'reset-address' }, request.ip],
        // Whatever the address: nobody floods one person's inbox from many places.
        [resetMailsPerEmail, request.body.email],
      ]);
      if ('retryAfter' in reserved) throw tooMany(reply, reserved.retryAfter, [M.tooManyResetRequestsMinute, M.tooManyResetRequests]);
      resets.request(request.body.email, request.body.locale);
      return ok(null, M.resetRequested);
    },
  );

  api.post(
    P.resetPassword,
    { config: { access: 'public', privateAnswer: true }, schema: { tags: ['auth'], body: resetPasswordBody, description: 'Sets a new password with a mailed token, ends every session, and signs in (answers like login).', response: { 200: envelopeSchema(loginAnswer), ...refusals(429) } } },
    async (request, reply) => {
      const reserved = await limiter.reserve([[{ ...resetRules.address, name: 'reset-token-address' }, request.ip]]);
      if ('retryAfter' in reserved) throw tooMany(reply, reserved.retryAfter, [M.tooManyResetAttemptsMinute, M.tooManyResetAttempts]);
      const answer = await resets.reset(request.body);
      await reserved.release();
      return ok(answer, M.passwordResetDone);
    },
  );

  api.post(
    P.undoEmailChange,
    { config: { access: 'public' }, schema: { tags: ['auth'], body: undoEmailChangeBody, description: 'With the token mailed to the old address: puts that email back and ends every session and reset link (7 days).', response: { 200: envelopeSchema(z.object({ email: z.string() })), ...refusals(429) } } },
    async (request, reply) => {
      const reserved = await limiter.reserve([[{ ...resetRules.address, name: 'email-undo-address' }, request.ip]]);
      if ('retryAfter' in reserved) throw tooMany(reply, reserved.retryAfter, [M.tooManyResetAttemptsMinute, M.tooManyResetAttempts]);
      const { email } = await emailChanges.undo(request.body.token);
      await reserved.release();
      return ok({ email }, M.emailChangeUndone);
    },
  );
};
