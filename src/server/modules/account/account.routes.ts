import type { FastifyPluginAsync } from 'fastify';
import { SERVER_MESSAGES } from '@/shared/server-messages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExportSchema, csvAnswer } from '@/shared/contract/account';
import { deleteAccountBody } from '@/shared/contract/auth';
import { envelopeSchema } from '@/shared/contract/envelope';
import type { Db } from '@/server/db/client';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { createAccountService } from './account.service';
import type { Outbox } from '../notifications/outbox';
import { API_PATHS } from '@/shared/api-paths';

const P = API_PATHS.account;

const tags = ['account'];

export const accountRoutes: FastifyPluginAsync<{ db: Db; caches: ReadCaches; outbox: Outbox }> = async (app, { db, caches, outbox }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAccountService(db, caches, outbox);

  api.get(P.export, { config: { access: 'authenticated' }, schema: { tags, description: 'Self. Everything Rebox holds about the caller: profile, points ledger, redemptions, returns, events.', response: { 200: envelopeSchema(accountExportSchema) } } }, async (request, reply) => {
    const data = await service.exportData(callerOf(request));
    reply.header('Content-Disposition', 'attachment; filename="rebox-my-data.json"');
    return ok(data, 'Your data');
  });

  api.get(P.ledgerCsv, { config: { access: 'authenticated' }, schema: { tags, description: 'Self. The points ledger as CSV (text/csv, not the JSON envelope).', response: { 200: csvAnswer('The ledger, oldest first: date, points, reason, note, source_type, source_id.') } } }, async (request, reply) => {
    const csv = await service.ledgerCsv(callerOf(request));
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="rebox-points.csv"').send(csv);
  });

  api.delete(
    P.remove,
    { config: { access: 'authenticated' }, schema: { tags, body: deleteAccountBody, response: { 200: envelopeSchema(z.null()) }, description: 'Self, with the password. Anonymises the account, ends every session; ledger and redemptions stay.' } },
    async (request) => {
      await service.deleteAccount(callerOf(request), request.body.password);
      return ok(null, SERVER_MESSAGES.accountDeleted);
    },
  );
};
