import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachBusinessUserBody,
  attachDistributorBody,
  clientFields,
  clientMemberSchema,
  clientSchema,
  clientMemberParams,
  listClientsQuery,
  updateClientBody,
} from '@/shared/contract/clients';
import { envelopeSchema, idParam, pageSchema } from '@/shared/contract/envelope';
import type { Db } from '@/server/db/client';
import { ok } from '@/server/lib/http/envelope';
import { createClientMemberService } from './client-members.service';
import { createClientService } from './clients.service';
import { API_PATHS } from '@/shared/api-paths';
import { ADMINS } from '@/server/lib/auth/access';

const P = API_PATHS.clients;

export const clientRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createClientService(db);
  const memberService = createClientMemberService(db, service);
  const tags = ['clients'];
  const one = { 200: envelopeSchema(clientSchema) };
  const memberList = { 200: envelopeSchema(z.array(clientMemberSchema)) };

  api.get(P.list, { config: { access: ADMINS }, schema: { tags, querystring: listClientsQuery, response: { 200: envelopeSchema(pageSchema(clientSchema)) } } }, async (request) =>
    ok(await service.list(request.query), 'Clients fetched'),
  );
  api.get(P.one.pattern, { config: { access: ADMINS }, schema: { tags, params: idParam, response: one } }, async (request) =>
    ok(await service.find(request.params.id), 'Client found'),
  );
  api.post(P.list, { config: { access: ADMINS }, schema: { tags, body: clientFields, response: { 201: envelopeSchema(clientSchema) } } }, async (request, reply) =>
    reply.code(201).send(ok(await service.create(request.body), 'Client created')),
  );
  api.put(P.one.pattern, { config: { access: ADMINS }, schema: { tags, params: idParam, body: updateClientBody, response: one } }, async (request) =>
    ok(await service.update(request.params.id, request.body), 'Client updated'),
  );
  api.delete(P.one.pattern, { config: { access: ADMINS }, schema: { tags, params: idParam, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.remove(request.params.id);
    return ok(null, 'Client deleted; its distributors and business users were detached');
  });

  api.get(P.distributors.pattern, { config: { access: ADMINS }, schema: { tags, params: idParam, response: memberList } }, async (request) =>
    ok(await memberService.list(request.params.id, 'DISTRIBUTOR'), 'Distributors fetched'),
  );
  api.post(P.distributors.pattern, { config: { access: ADMINS }, schema: { tags, params: idParam, body: attachDistributorBody, response: memberList } }, async (request) =>
    ok(await memberService.attach(request.params.id, 'DISTRIBUTOR', request.body.userId, request.body.serviceArea), 'Distributor attached'),
  );
  api.delete(P.distributor.pattern, { config: { access: ADMINS }, schema: { tags, params: clientMemberParams, response: memberList } }, async (request) =>
    ok(await memberService.detach(request.params.id, 'DISTRIBUTOR', request.params.userId), 'Distributor detached'),
  );

  api.get(P.businessUsers.pattern, { config: { access: ADMINS }, schema: { tags, params: idParam, response: memberList } }, async (request) =>
    ok(await memberService.list(request.params.id, 'BUSINESS_USER'), 'Business users fetched'),
  );
  api.post(P.businessUsers.pattern, { config: { access: ADMINS }, schema: { tags, params: idParam, body: attachBusinessUserBody, response: memberList } }, async (request) =>
    ok(await memberService.attach(request.params.id, 'BUSINESS_USER', request.body.userId, null), 'Business user attached'),
  );
  api.delete(P.businessUser.pattern, { config: { access: ADMINS }, schema: { tags, params: clientMemberParams, response: memberList } }, async (request) =>
    ok(await memberService.detach(request.params.id, 'BUSINESS_USER', request.params.userId), 'Business user detached'),
  );
};
