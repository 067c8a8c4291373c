// Helmet's security headers (CSP, nosniff, framing, referrer policy...), worked out once.
// @fastify/helmet 13 calls helmet(options) on every request, which parses the CSP directives
// again each time, a visible share of an API process's CPU under load. The headers depend on the
// options only, so they are computed at start and each answer gets the same set.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet would set for `options`, as name → value. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {
      // X-Powered-By: node's server never sets it, fastify neither.
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Every answer (API, files, errors, 404s) carries the headers, set before any handler runs. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * No browser or proxy cache keeps an answer holding personal data: every answer of a route that
 * needs a session, the answers carrying a token (`privateAnswer`), and a public route's answer to a
 * signed-in caller (an invite shows their status) unless the route chose its own caching (the
 * catalogue's ETag). Read from the route's own declaration (lib/auth/access.ts).
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const { access, privateAnswer } = request.routeOptions.config;
    if (access === undefined) return done(null, payload);
    const personal = access !== 'public' || privateAnswer === true || (request.caller !== null && !reply.hasHeader('cache-control'));
    if (personal) reply.header('Cache-Control', 'private, no-store');
    done(null, payload);
  });
}
