import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam, pageSchema } from '@/shared/contract/envelope';
import {
  assignManagerBody,
  inviteClerkBody,
  createStoreBody,
  managedStoreSchema,
  managerParams,
  storeManagerSchema,
  listStoresQuery,
  storeActiveBody,
  storeDetailSchema,
  storeDirectoryEntrySchema,
  returnPointSchema,
  storeSchema,
  updateStoreBody,
} from '@/shared/contract/stores';
import type { Db } from '@/server/db/client';
import type { Mailer } from '@/server/lib/mailer';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { createInvitations } from '@/server/modules/auth/invitations';
import { createStoreManagerService } from './store-managers.service';
import { createStoreService } from './stores.service';
import { API_PATHS } from '@/shared/api-paths';
import { ADMINS, STORE_STAFF } from '@/server/lib/auth/access';

const P = API_PATHS.stores;

export const storeRoutes: FastifyPluginAsync<{ db: Db; mailer: Mailer; publicUrl: string }> = async (app, { db, mailer, publicUrl }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createStoreService(db);
  const invitations = createInvitations({ db, mailer, publicUrl, onMailError: (error) => app.log.error({ err: error }, 'the clerk invitation mail could not be sent') });
  const managers = createStoreManagerService({ db, invitations, owned: service.owned });
  const managerList = { 200: envelopeSchema(z.array(storeManagerSchema)) };
  const tags = ['stores'];
  const one = { 200: envelopeSchema(storeSchema) };

  api.get(P.managed, { config: { access: ['STORE_MANAGER'] }, schema: { tags, response: { 200: envelopeSchema(z.array(managedStoreSchema)) } } }, async (request) =>
    ok(await managers.managed(callerOf(request)), 'The stores you manage'),
  );
  api.get(P.managers.pattern, { config: { access: STORE_STAFF }, schema: { tags, params: idParam, response: managerList } }, async (request) =>
    ok(await managers.list(callerOf(request), request.params.id), 'Store managers'),
  );
  api.post(P.managers.pattern, { config: { access: STORE_STAFF }, schema: { tags, params: idParam, body: assignManagerBody, response: managerList, description: 'Owner or admin. The email of a STORE_MANAGER account.' } }, async (request) =>
    ok(await managers.assign(callerOf(request), request.params.id, request.body), 'Store manager assigned'),
  );
  api.post(P.inviteManager.pattern, { config: { access: STORE_STAFF }, schema: { tags, params: idParam, body: inviteClerkBody, response: managerList, description: 'Owner or admin. Makes a STORE_MANAGER account of the store\'s business (or keeps theirs), assigns it, and mails a link that sets its password.' } }, async (request) =>
    ok(await managers.invite(callerOf(request), request.params.id, request.body), 'Invitation sent'),
  );
  api.delete(P.manager.pattern, { config: { access: STORE_STAFF }, schema: { tags, params: managerParams, response: managerList } }, async (request) =>
    ok(await managers.unassign(callerOf(request), request.params.id, request.params.userId), 'Store manager removed'),
  );
  api.get(P.mine, { config: { access: ['BUSINESS_USER'] }, schema: { tags, response: { 200: envelopeSchema(z.array(storeSchema)) } } }, async (request) => ok(await service.mine(callerOf(request)), 'Your stores'));
  api.get(P.directory, { config: { access: 'authenticated' }, schema: { tags, response: { 200: envelopeSchema(z.array(storeDirectoryEntrySchema)) } } }, async () => ok(await service.directory(), 'Stores fetched'));
  api.get(P.returnPoints, { config: { access: 'public' }, schema: { tags, description: 'Public: the active stores where boxes can be brought back.', response: { 200: envelopeSchema(z.array(returnPointSchema)) } } }, async () =>
    ok(await service.returnPoints(), 'Return points'),
  );
  api.get(P.list, { config: { access: ADMINS }, schema: { tags, querystring: listStoresQuery, response: { 200: envelopeSchema(pageSchema(storeSchema)) } } }, async (request) =>
    ok(await service.list(request.query), 'Stores fetched'),
  );
  api.get(P.one.pattern, { config: { access: STORE_STAFF }, schema: { tags, params: idParam, response: { 200: envelopeSchema(storeDetailSchema) } } }, async (request) =>
    ok(await service.get(callerOf(request), request.params.id), 'Store found'),
  );
  api.post(P.list, { config: { access: STORE_STAFF }, schema: { tags, body: createStoreBody, response: { 201: envelopeSchema(storeSchema) } } }, async (request, reply) =>
    reply.code(201).send(ok(await service.create(callerOf(request), request.body), 'Store created')),
  );
  api.put(P.one.pattern, { config: { access: STORE_STAFF }, schema: { tags, params: idParam, body: updateStoreBody, response: one } }, async (request) =>
    ok(await service.update(callerOf(request), request.params.id, request.body), 'Store updated'),
  );
  api.patch(P.active.pattern, { config: { access: STORE_STAFF }, schema: { tags, params: idParam, body: storeActiveBody, response: one } }, async (request) => {
    const store = await service.update(callerOf(request), request.params.id, { active: request.body.active });
    return ok(store, store.active ? 'Store activated' : 'Store deactivated');
  });
};
