import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/contract/envelope';
import type { Db } from '../../db/client';
import { callerOf } from '../../lib/authorization';
import { ok } from '../../lib/envelope';
import { createUserService } from './users.service';

export const userRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createUserService(db);

  // The spec's contract: `data` holds the user as a JSON string, which the client parses.
  api.get('/user/getUserById/:id', { schema: { tags: ['users'], params: idParam } }, async (request) =>
    ok(JSON.stringify(await service.getById(callerOf(request), request.params.id)), 'User found'),
  );
};
