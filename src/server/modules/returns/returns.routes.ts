import type { FastifyPluginAsync } from 'fastify';
import { csvAnswer } from '@/shared/contract/account';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorPaging, envelopeSchema, idParam, pageCursors, pageSchema, paging } from '@/shared/contract/envelope';
import { boxReturnSchema, boxScanReturnSchema, reasonBody, RECORDS_CSV_HEADER, recordsCsvQuery, recordsQuery, recordReturnBody, reportReturnBody, UNDO_WINDOW_MINUTES, userByCodeSchema, userCodeParam } from '@/shared/contract/returns';
import type { Db } from '@/server/db/client';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { idempotencyKeyOf } from '@/server/lib/idempotency';
import { sendCsv } from '@/server/lib/http/csv-stream';
import { createRecordsService } from './records.service';
import { createReturnReportService } from './return-reports.service';
import { createReturnService } from './returns.service';
import type { Outbox } from '../notifications/outbox';
import { API_PATHS } from '@/shared/api-paths';
import { RETURN_STAFF } from '@/server/lib/auth/access';

const P = API_PATHS.returns;

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .meta({ description: 'Optional. A repeat with the same key returns the first answer and credits nothing more.' }),
});

// What the metrics count of a credited return (lib/observability/metrics.ts).
const creditsPoints = (data: Record<string, unknown>) => ({ pointsIssued: Number(data.points) || 0 });

export const returnRoutes: FastifyPluginAsync<{ db: Db; caches: ReadCaches; outbox: Outbox }> = async (app, { db, caches, outbox }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const recorded = createReturnService(db, caches, outbox);
  const reports = createReturnReportService(db, caches, outbox);
  const records = createRecordsService(db);
  const tags = ['returns'];
  const one = { 200: envelopeSchema(boxReturnSchema) };
  const page = { 200: envelopeSchema(pageSchema(boxReturnSchema).extend(pageCursors.shape)) };
  // Page numbers, or keyset pages by the answer's next/previous cursors.
  const listQuery = paging.extend(cursorPaging.shape);

  // A count answers the return; scanned codes answer the return (or null) and each code's outcome.
  const recordedAnswer = envelopeSchema(z.union([boxReturnSchema, boxScanReturnSchema]));
  api.post(
    P.record,
    {
      config: { access: RETURN_STAFF, moves: creditsPoints },
      schema: {
        tags,
        body: recordReturnBody,
        headers: idempotencyHeaders,
        response: { 201: recordedAnswer, 200: recordedAnswer },
        description: 'boxes: a count credited at once; boxCodes: each box credited once per trip (201), or none creditable (200, return null), with each code’s outcome.',
      },
    },
    async (request, reply) => {
      const answer = await recorded.record(callerOf(request), request.body, idempotencyKeyOf(request));
      // Only successes are stored (a failure rolls back with its key), so a replay answers as the first did.
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(answer.status === 200 ? 200 : 201).send(answer.body);
    },
  );
  api.get(P.recordedByMe, { config: { access: RETURN_STAFF }, schema: { tags, querystring: recordsQuery, description: 'The returns the caller recorded or decided, newest first; from/to (a date-time range) and search (a recycler\'s name or code) narrow them.', response: page } }, async (request) =>
    ok(await records.page(callerOf(request), request.query), 'Your recorded returns'),
  );
  api.get(
    P.recordedByMeCsv,
    { config: { access: RETURN_STAFF }, schema: { tags, querystring: recordsCsvQuery, description: 'The same records as one CSV file (text/csv, streamed: not the JSON envelope).', response: { 200: csvAnswer('One line per return, under the header line.') } } },
    async (request, reply) => sendCsv(reply, `rebox-records-${new Date().toISOString().slice(0, 10)}.csv`, RECORDS_CSV_HEADER, records.csvBatches(callerOf(request), request.query)),
  );
  api.get(P.userByCode.pattern, { config: { access: RETURN_STAFF }, schema: { tags, params: userCodeParam, response: { 200: envelopeSchema(userByCodeSchema) } } }, async (request) =>
    ok(await recorded.byCode(request.params.code), 'Recycler found'),
  );

  api.post(
    P.report,
    {
      config: { access: ['NORMAL_USER'] },
      schema: {
        tags,
        body: reportReturnBody,
        headers: idempotencyHeaders,
        response: { 201: recordedAnswer, 200: recordedAnswer },
        description: 'boxes and location: pending until staff confirm (201). byPost with boxCodes: each box posted back waits for the depot’s collect, which credits it (201, with each code’s outcome; 200 and return null when none can be).',
      },
    },
    async (request, reply) => {
      // The device replays a report made offline with the key it made it with.
      const answer = await reports.report(callerOf(request), request.body, idempotencyKeyOf(request));
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(answer.status === 200 ? 200 : 201).send(answer.body);
    },
  );
  api.get(P.myReports, { config: { access: ['NORMAL_USER'] }, schema: { tags, querystring: listQuery, response: page } }, async (request) =>
    ok(await reports.myReports(callerOf(request), request.query), 'Your reported returns'),
  );
  api.get(P.pending, { config: { access: RETURN_STAFF }, schema: { tags, querystring: listQuery, response: page } }, async (request) =>
    ok(await reports.pending(callerOf(request), request.query), 'Returns waiting for confirmation'),
  );
  api.post(P.confirm.pattern, { config: { access: RETURN_STAFF, moves: creditsPoints }, schema: { tags, params: idParam, response: one } }, async (request) => {
    const answer = await reports.confirm(callerOf(request), request.params.id);
    return ok(answer, `Return confirmed: ${answer.points} points credited to ${answer.userName}`);
  });
  api.post(P.reject.pattern, { config: { access: RETURN_STAFF }, schema: { tags, params: idParam, body: reasonBody, response: one, description: 'The reason is shown to the recycler.' } }, async (request) =>
    ok(await reports.reject(callerOf(request), request.params.id, request.body.reason), 'Return rejected: no points were credited'),
  );
  api.post(
    P.undo.pattern,
    { config: { access: RETURN_STAFF }, schema: { tags, params: idParam, body: reasonBody, response: one, description: `By the person who credited it, within ${UNDO_WINDOW_MINUTES} minutes: a reversing ledger entry with the reason.` } },
    async (request) => {
      const answer = await reports.undo(callerOf(request), request.params.id, request.body.reason);
      return ok(answer, `Undone: ${answer.points} points taken back from ${answer.userName}`);
    },
  );
};
