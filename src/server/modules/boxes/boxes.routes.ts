import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchSchema, batchSummarySchema, boxCodeParam, boxFactsSchema, boxStatsQuery, boxStatsSchema, codesBody, myBoxSchema, createBatchBody, returnRatesSchema, retireBody, scanAnswerSchema, shipBody } from '@/shared/contract/boxes';
import { envelopeSchema, idParam } from '@/shared/contract/envelope';
import type { Db } from '@/server/db/client';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { labelsPdf } from './box-labels';
import { createBoxService } from './boxes.service';
import type { Outbox } from '../notifications/outbox';
import { API_PATHS } from '@/shared/api-paths';
import { ADMINS } from '@/server/lib/auth/access';

const P = API_PATHS.boxes;
// The depot's scans: its distributors, and admins standing in.
const DEPOT = ['DISTRIBUTOR', ...ADMINS] as const;

export const boxRoutes: FastifyPluginAsync<{ db: Db; caches: ReadCaches; outbox: Outbox; publicUrl: string }> = async (app, { db, caches, outbox, publicUrl }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createBoxService(db, caches, outbox);
  const tags = ['boxes'];
  const scanned = { 200: envelopeSchema(scanAnswerSchema) };

  api.post(P.batches, { config: { access: ADMINS }, schema: { tags, body: createBatchBody, response: { 201: envelopeSchema(batchSchema) } } }, async (request, reply) => {
    const batch = await service.createBatch(callerOf(request), request.body.clientId, request.body.count);
    return reply.code(201).send(ok(batch, `${batch.count} boxes made`));
  });
  api.get(P.batches, { config: { access: ADMINS }, schema: { tags, response: { 200: envelopeSchema(z.array(batchSummarySchema)) } } }, async () => ok(await service.listBatches(), 'Batches fetched'));
  api.get(
    P.labels.pattern,
    {
      config: { access: ADMINS },
      schema: {
        tags,
        params: idParam,
        description: 'An A4 PDF of printable labels, 24 a page: each box’s QR code (PUBLIC_URL/b/<code>) and its code.',
        response: { 200: { description: 'The labels (application/pdf, not the JSON envelope).', content: { 'application/pdf': { schema: z.any() } } } },
      },
    },
    async (request, reply) => {
      const pages = await service.labelPages(request.params.id);
      reply.type('application/pdf').header('Content-Disposition', `attachment; filename="rebox-boxes-${request.params.id}.pdf"`);
      return reply.send(labelsPdf(publicUrl, pages, `Rebox boxes, batch ${request.params.id}`));
    },
  );
  api.post(P.ship, { config: { access: DEPOT }, schema: { tags, body: shipBody, response: scanned } }, async (request) => {
    const answer = await service.ship(callerOf(request), request.body.codes, request.body.orderRef ?? null);
    return ok(answer, `${answer.done} boxes shipped`);
  });
  api.post(P.collect, { config: { access: DEPOT }, schema: { tags, body: codesBody, response: scanned } }, async (request) => {
    const answer = await service.collect(callerOf(request), request.body.codes);
    return ok(answer, `${answer.done} boxes collected`);
  });
  api.post(P.retire, { config: { access: DEPOT }, schema: { tags, body: retireBody, response: scanned } }, async (request) => {
    const answer = await service.retire(callerOf(request), request.body.codes, request.body.reason);
    return ok(answer, `${answer.done} boxes retired`);
  });
  api.get(P.stats, { config: { access: ['DISTRIBUTOR', 'BUSINESS_USER', ...ADMINS] }, schema: { tags, querystring: boxStatsQuery, response: { 200: envelopeSchema(boxStatsSchema) } } }, async (request) =>
    ok(await service.stats(callerOf(request), request.query.clientId), 'Box figures fetched'),
  );
  api.get(
    P.returnRates,
    { config: { access: ADMINS }, schema: { tags, response: { 200: envelopeSchema(returnRatesSchema) }, description: 'The return rate, boxes out and suspected lost of the whole service and of the first 50 clients by name.' } },
    async () => ok(await service.returnRates(), 'Return rates fetched'),
  );
  api.get(P.mine, { config: { access: ['NORMAL_USER'] }, schema: { tags, response: { 200: envelopeSchema(z.array(myBoxSchema)) }, description: 'The recycler’s boxes handed in or posted back, newest first (at most 200).' } }, async (request) =>
    ok(await service.mine(callerOf(request)), 'Your boxes'),
  );
  api.get(
    P.one.pattern,
    { config: { access: 'public' }, schema: { tags, params: boxCodeParam, response: { 200: envelopeSchema(boxFactsSchema) }, description: 'Public: what this box is and what returning it earns. Staff of its client and admins also get its journey.' } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.facts(request.caller, request.params.code), 'Box found');
    },
  );
};
