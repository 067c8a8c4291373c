import type { FastifyPluginAsync } from 'fastify';
import { SERVER_MESSAGES } from '@/shared/server-messages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam } from '@/shared/contract/envelope';
import { attendanceAnswerSchema, inviteParam, joinedEventSchema, participantParams, participantSchema, participantsQuery } from '@/shared/contract/events';
import { reasonBody } from '@/shared/contract/returns';
import type { Db } from '@/server/db/client';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { createParticipantService } from './participants.service';
import type { Outbox } from '../notifications/outbox';
import { API_PATHS } from '@/shared/api-paths';
import { ADMINS, EVENT_STAFF } from '@/server/lib/auth/access';

const P = API_PATHS.events;

export const participantRoutes: FastifyPluginAsync<{ db: Db; caches: ReadCaches; outbox: Outbox }> = async (app, { db, caches, outbox }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createParticipantService(db, caches, outbox);
  const tags = ['participants'];

  api.get(P.joined, { config: { access: 'authenticated' }, schema: { tags, response: { 200: envelopeSchema(z.array(joinedEventSchema)) } } }, async (request) => ok(await service.joined(callerOf(request)), 'Your events'));
  api.post(P.join.pattern, { config: { access: 'authenticated' }, schema: { tags, params: inviteParam, response: { 201: envelopeSchema(joinedEventSchema) } } }, async (request, reply) =>
    reply.code(201).send(ok(await service.join(callerOf(request), request.params.inviteId), SERVER_MESSAGES.joinedEvent)),
  );
  api.get(
    P.participants.pattern,
    {
      config: { access: EVENT_STAFF },
      schema: {
        tags,
        params: idParam,
        querystring: participantsQuery,
        description: 'All participants in joining order; with pageSize (and after), one page, and the next page’s cursor in the X-Next-Cursor header.',
        response: { 200: envelopeSchema(z.array(participantSchema)) },
      },
    },
    async (request, reply) => {
      const { items, next } = await service.list(callerOf(request), request.params.id, request.query);
      // The answer stays the spec's array; the cursor of the page after it travels beside it.
      if (next) reply.header('X-Next-Cursor', next);
      return ok(items, 'Participants fetched');
    },
  );
  api.post(P.attended.pattern, { config: { access: EVENT_STAFF, moves: (data) => ({ pointsIssued: Number(data.pointsCredited) || 0 }) }, schema: { tags, params: participantParams, response: { 200: envelopeSchema(attendanceAnswerSchema) } } }, async (request) => {
    const answer = await service.attended(callerOf(request), request.params.id, request.params.userId);
    const message = answer.alreadyAttended
      ? 'Already marked attended: nothing more was credited'
      : answer.participant.awaitingConfirmation
        ? SERVER_MESSAGES.attendanceHeldForAdmin
        : `Marked attended: ${answer.pointsCredited} points credited`;
    return ok(answer, message);
  });
  api.post(
    P.confirmAttendance.pattern,
    {
      config: { access: ADMINS },
      schema: {
        tags,
        params: participantParams,
        response: { 200: envelopeSchema(attendanceAnswerSchema) },
        description: 'Admins: credits an attendance held because the event started within an hour of its creation.',
      },
    },
    async (request) => {
      const answer = await service.confirmAttendance(callerOf(request), request.params.id, request.params.userId);
      return ok(answer, `Attendance confirmed: ${answer.pointsCredited} points credited`);
    },
  );
  api.post(
    P.undoAttended.pattern,
    { config: { access: EVENT_STAFF }, schema: { tags, params: participantParams, body: reasonBody, response: { 200: envelopeSchema(participantSchema) }, description: 'By the person who marked it, within 15 minutes: a reversing ledger entry with the reason.' } },
    async (request) => ok(await service.undoAttended(callerOf(request), request.params.id, request.params.userId, request.body.reason), 'Attendance undone: the points were taken back'),
  );
  api.delete(P.participant.pattern, { config: { access: EVENT_STAFF }, schema: { tags, params: participantParams, response: { 200: envelopeSchema(participantSchema) } } }, async (request) =>
    ok(await service.remove(callerOf(request), request.params.id, request.params.userId), 'Participant removed'),
  );
};
