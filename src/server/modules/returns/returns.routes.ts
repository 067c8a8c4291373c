import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, paging } from '../../../shared/contract/envelope';
import { recordReturnBody, reportReturnBody, userCodeParam } from '../../../shared/contract/returns';
import type { Db } from '../../db/client';
import { callerOf } from '../../lib/authorization';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { createReturnReportService } from './return-reports.service';
import { createReturnService } from './returns.service';

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .meta({ description: 'Optional. A repeat with the same key returns the first answer and credits nothing more.' }),
});

export const returnRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const recorded = createReturnService(db);
  const reports = createReturnReportService(db);
  const tags = ['returns'];

  api.post('/points/returns', { schema: { tags, body: recordReturnBody, headers: idempotencyHeaders } }, async (request, reply) => {
    const answer = await recorded.record(callerOf(request), request.body, idempotencyKeyOf(request));
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.code(answer.status).send(answer.body);
  });
  api.get('/points/returns/mine', { schema: { tags, querystring: paging } }, async (request) =>
    ok(await recorded.mine(callerOf(request), request.query.page, request.query.pageSize), 'Your recorded returns'),
  );
  api.get('/users/by-code/:code', { schema: { tags, params: userCodeParam } }, async (request) =>
    ok(await recorded.byCode(request.params.code), 'Recycler found'),
  );

  api.post('/points/returns/report', { schema: { tags, body: reportReturnBody } }, async (request, reply) =>
    reply.code(201).send(ok(await reports.report(callerOf(request), request.body), 'Return reported: points are credited once staff confirm it')),
  );
  api.get('/points/returns/my-reports', { schema: { tags, querystring: paging } }, async (request) =>
    ok(await reports.myReports(callerOf(request), request.query.page, request.query.pageSize), 'Your reported returns'),
  );
  api.get('/points/returns/pending', { schema: { tags, querystring: paging } }, async (request) =>
    ok(await reports.pending(callerOf(request), request.query.page, request.query.pageSize), 'Returns waiting for confirmation'),
  );
  api.post('/points/returns/:id/confirm', { schema: { tags, params: idParam } }, async (request) => {
    const answer = await reports.confirm(callerOf(request), request.params.id);
    return ok(answer, `Return confirmed: ${answer.points} points credited to ${answer.userName}`);
  });
  api.post('/points/returns/:id/reject', { schema: { tags, params: idParam } }, async (request) =>
    ok(await reports.reject(callerOf(request), request.params.id), 'Return rejected: no points were credited'),
  );
};
