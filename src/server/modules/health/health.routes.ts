import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { fail, ok } from '../../lib/envelope';

/** 200 only when the database answers: what a load balancer needs to know. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await database.ping();
      return ok({ database: database.kind }, 'Rebox is up.');
    } catch {
      return reply.code(503).send(fail('The database is not answering.'));
    }
  });
};
