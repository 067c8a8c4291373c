import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { diskFullNoticed, noteWriteStored, TROUBLE_ANSWERS } from '../../lib/database-errors';
import { fail, ok } from '../../lib/envelope';

/**
 * 200 only when the database answers and can store: what a load balancer needs to know. A full
 * disk is learnt from a write that failed for it (lib/error-handler.ts), since reads still work.
 */
const health: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  // Not encapsulated (fastify-plugin), so this hook sees the answers of every module
  // registered after it. A 201 is a row stored, so the disk has room again; a 200 to a POST
  // may have stored nothing (a login, an idempotent replay).
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode === 201) noteWriteStored();
  });

  app.get('/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await database.ping();
    } catch {
      // The sentence monitors already match on, shorter than the one other routes answer.
      const away = TROUBLE_ANSWERS.unavailable;
      return reply.code(503).header('Retry-After', String(away.retryAfterSeconds)).send(fail('The database is not answering.'));
    }
    if (diskFullNoticed()) {
      const full = TROUBLE_ANSWERS['disk-full'];
      return reply.code(503).header('Retry-After', String(full.retryAfterSeconds)).send(fail(full.message));
    }
    return ok({ database: database.kind }, 'Rebox is up.');
  });
};

export const healthRoutes = fp(health, { name: 'health' });
