import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@/shared/contract/envelope';
import { pointsHistoryAnswer, pointsHistoryQuery, userIdParam } from '@/shared/contract/points';
import type { Db } from '@/server/db/client';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { createPointsService } from './points.service';
import { API_PATHS } from '@/shared/api-paths';
import { ADMINS } from '@/server/lib/auth/access';

const tags = ['points'];

export const pointsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPointsService(db);
  const response = { 200: envelopeSchema(pointsHistoryAnswer) };

  api.get(
    API_PATHS.points.history,
    { config: { access: 'authenticated' }, schema: { tags, querystring: pointsHistoryQuery, description: 'The caller’s own ledger, newest first.', response } },
    async (request) => ok(await service.history(callerOf(request).userId, request.query), 'Points history'),
  );

  api.get(
    API_PATHS.points.historyOf.pattern,
    { config: { access: ADMINS }, schema: { tags, params: userIdParam, querystring: pointsHistoryQuery, description: 'Admin: any user’s ledger.', response } },
    async (request) => ok(await service.history(request.params.userId, request.query), 'Points history'),
  );
};
