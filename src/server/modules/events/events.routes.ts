import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam, imageFile, pageSchema } from '@/shared/contract/envelope';
import { createEventFields, eventSchema, inviteParam, inviteSummarySchema, listEventsQuery, updateEventFields } from '@/shared/contract/events';
import type { Db } from '@/server/db/client';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { parseFields, readForm } from '@/server/lib/http/form';
import { createEventService } from './events.service';
import { API_PATHS } from '@/shared/api-paths';
import { EVENT_STAFF } from '@/server/lib/auth/access';

const P = API_PATHS.events;

const BANNER = ['banner'] as const;

export const eventRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createEventService(db);
  const tags = ['events'];
  // Create and update take multipart (text fields + optional `banner` file), like the coupon forms.
  const multipart = { tags, consumes: ['multipart/form-data'] };
  const one = { 200: envelopeSchema(eventSchema) };

  api.get(P.list, { config: { access: EVENT_STAFF }, schema: { tags, querystring: listEventsQuery, response: { 200: envelopeSchema(pageSchema(eventSchema)) } } }, async (request) =>
    ok(await service.list(callerOf(request), request.query), 'Events fetched'),
  );
  api.get(P.one.pattern, { config: { access: EVENT_STAFF }, schema: { tags, params: idParam, response: one } }, async (request) =>
    ok(await service.get(callerOf(request), request.params.id), 'Event found'),
  );
  api.post(P.list, { config: { access: EVENT_STAFF }, schema: { ...multipart, multipart: createEventFields.safeExtend({ banner: imageFile.optional() }), response: { 201: envelopeSchema(eventSchema) } } }, async (request, reply) => {
    const form = await readForm(request, BANNER);
    const event = await service.create(callerOf(request), parseFields(createEventFields, form.fields), form.file?.bytes ?? null);
    return reply.code(201).send(ok(event, 'Event created'));
  });
  api.put(P.one.pattern, { config: { access: EVENT_STAFF }, schema: { ...multipart, multipart: updateEventFields.extend({ banner: imageFile.optional() }), params: idParam, response: one } }, async (request) => {
    const form = await readForm(request, BANNER);
    const fields = parseFields(updateEventFields, form.fields);
    return ok(await service.update(callerOf(request), request.params.id, fields, form.file?.bytes ?? null), 'Event updated');
  });
  api.delete(P.one.pattern, { config: { access: EVENT_STAFF }, schema: { tags, params: idParam, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.remove(callerOf(request), request.params.id);
    return ok(null, 'Event deleted');
  });

  // Public: the invite screen shows the event before sign-in; a signed-in visitor also sees their status.
  api.get(P.invite.pattern, { config: { access: 'public' }, schema: { tags, params: inviteParam, response: { 200: envelopeSchema(inviteSummarySchema) } } }, async (request) =>
    ok(await service.invite(request.params.inviteId, request.caller), 'Invite found'),
  );
};
