import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { envelopeSchema, refusals } from '@/shared/contract/envelope';
import { SchemaBehindError, type Database } from '@/server/db/client';
import { diskFullNoticed, noteWriteStored, TROUBLE_ANSWERS } from '@/server/db/database-errors';
import { fail, ok } from '@/server/lib/http/envelope';
import { API_PATHS } from '@/shared/api-paths';

const P = API_PATHS.health;

/** Set by main.ts when a SIGTERM arrives: the process is about to stop taking requests. */
export interface Readiness {
  draining: boolean;
}

export const DRAINING_MESSAGE = 'This Rebox process is stopping: send requests to another one.';

/**
 * 200 only when the database answers and can store: what a load balancer needs to know. A full
 * disk is learnt from a write that failed for it (lib/http/error-handler.ts), since reads still work.
 * `/health/live`: the process answers (a supervisor restarts it when not). `/health/ready`: it
 * should be sent requests: the database answers with every migration applied, the disk has
 * room, and it is not draining after a SIGTERM (503 from the signal until the listener closes,
 * so a load balancer stops sending first).
 */
// 503: the database is away or its disk full, or (ready) the process is stopping.
const databaseKind = { 200: envelopeSchema(z.object({ database: z.string() })), ...refusals(503) };

const health: FastifyPluginAsync<{ database: Database; readiness?: Readiness }> = async (app, { database, readiness }) => {
  // Not encapsulated (fastify-plugin), so this hook sees the answers of every module
  // registered after it. A 201 is a row stored, so the disk has room again; a 200 to a POST
  // may have stored nothing (a login, an idempotent replay).
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode === 201) noteWriteStored();
  });

  app.get(P.status, { config: { access: 'public' }, schema: { tags: ['health'], response: databaseKind } }, async (_request, reply) => {
    try {
      await database.ping();
    } catch {
      // The sentence monitors already match on, shorter than the one other routes answer.
      const away = TROUBLE_ANSWERS.unavailable;
      return reply.code(503).header('Retry-After', String(away.retryAfterSeconds)).send(fail('The database is not answering.'));
    }
    if (diskFullNoticed()) {
      const full = TROUBLE_ANSWERS['disk-full'];
      return reply.code(503).header('Retry-After', String(full.retryAfterSeconds)).send(fail(full.sentence));
    }
    return ok({ database: database.kind }, 'Rebox is up.');
  });

  // A load balancer asks every half second: no request log line for each (logLevel).
  app.get(P.live, { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: envelopeSchema(z.object({ pid: z.number().int() })) } }, logLevel: 'warn' }, async () => ok({ pid: process.pid }, 'This Rebox process is running.'));

  app.get(P.ready, { config: { access: 'public' }, schema: { tags: ['health'], response: databaseKind }, logLevel: 'warn' }, async (_request, reply) => {
    if (readiness?.draining) return reply.code(503).header('Retry-After', '1').send(fail(DRAINING_MESSAGE));
    try {
      await database.ready();
    } catch (error) {
      const away = TROUBLE_ANSWERS.unavailable;
      const message = error instanceof SchemaBehindError ? error.message : 'The database is not answering.';
      return reply.code(503).header('Retry-After', String(away.retryAfterSeconds)).send(fail(message));
    }
    if (diskFullNoticed()) {
      const full = TROUBLE_ANSWERS['disk-full'];
      return reply.code(503).header('Retry-After', String(full.retryAfterSeconds)).send(fail(full.sentence));
    }
    return ok({ database: database.kind }, 'Rebox is ready.');
  });
};

export const healthRoutes = fp(health, { name: 'health' });
