import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvAnswer } from '@/shared/contract/account';
import { envelopeSchema, idParam, imageFile } from '@/shared/contract/envelope';
import {
  createUserBody,
  exportUsersQuery,
  listUsersQuery,
  PROFILE_IMAGE_FIELDS,
  profileFields,
  roleParam,
  updateUserBody,
  USERS_CSV_HEADER,
  userSchema,
  usersPage,
} from '@/shared/contract/users';
import type { Db } from '@/server/db/client';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { callerOf } from '@/server/lib/auth/authorization';
import { sendCsv } from '@/server/lib/http/csv-stream';
import { ok } from '@/server/lib/http/envelope';
import { parseFields, readForm } from '@/server/lib/http/form';
import { badRequest } from '@/server/lib/http/http-error';
import { prepareImage } from '@/server/lib/images';
import { createProfileService } from './profile.service';
import type { Mailer } from '@/server/lib/mailer';
import { createInvitations } from '@/server/modules/auth/invitations';
import { createUserAdminService } from './user-admin.service';
import { createUserService } from './users.service';
import type { Outbox } from '../notifications/outbox';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import { API_PATHS } from '@/shared/api-paths';
import { SHELL_API } from '@/shared/shell-api-paths';
import { ADMINS } from '@/server/lib/auth/access';

const P = API_PATHS.user;

const tags = ['users'];

export const userRoutes: FastifyPluginAsync<{ db: Db; caches: ReadCaches; outbox: Outbox; mailer: Mailer; publicUrl: string }> = async (app, { db, caches, outbox, mailer, publicUrl }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createUserService(db);
  const invitations = createInvitations({ db, mailer, publicUrl, onMailError: (error) => app.log.error({ err: error }, 'the account invitation mail could not be sent') });
  const admin = createUserAdminService(db, caches, invitations, outbox);
  const profile = createProfileService(db, caches);

  // The spec's contract: `data` holds the user as a JSON string, which the client parses.
  api.get(
    SHELL_API.userById.pattern,
    { config: { access: 'authenticated' }, schema: { tags, params: idParam, description: 'Self or admin. data is the user (userSchema) as a JSON string.', response: { 200: envelopeSchema(z.string()) } } },
    async (request) => ok(JSON.stringify(await service.getById(callerOf(request), request.params.id, request.callerRow)), 'User found'),
  );

  api.get(
    P.all,
    { config: { access: ADMINS }, schema: { tags, querystring: listUsersQuery, response: { 200: envelopeSchema(usersPage) } } },
    async (request) => ok(await service.list(request.query), 'Users fetched'),
  );

  api.get(
    P.exportCsv,
    { config: { access: ADMINS }, schema: { tags, querystring: exportUsersQuery, description: 'Admin. Every user of the filter, in the sort, as CSV (text/csv, streamed: not the JSON envelope).', response: { 200: csvAnswer('One line per user, under the header line.') } } },
    async (request, reply) => sendCsv(reply, `rebox-users-${new Date().toISOString().slice(0, 10)}.csv`, USERS_CSV_HEADER, service.exportBatches(request.query)),
  );

  api.get(
    P.byRole.pattern,
    { config: { access: ADMINS }, schema: { tags, params: roleParam, response: { 200: envelopeSchema(z.array(userSchema)) } } },
    async (request) => ok(await service.byRole(request.params.role), 'Users fetched'),
  );

  api.post(
    P.create,
    { config: { access: ADMINS }, schema: { tags, body: createUserBody, description: 'Admin. Without a password the account is mailed an invitation whose link chooses it.', response: { 201: envelopeSchema(userSchema) } } },
    async (request, reply) => {
      const { user, invited } = await admin.create(callerOf(request), request.body);
      return reply.code(201).send(ok(user, invited ? 'User created and invited' : 'User created'));
    },
  );

  api.patch(
    P.update,
    {
      config: { access: ADMINS },
      schema: {
        tags,
        body: updateUserBody,
        description: 'Admin. pointsAdjustment (+/-) needs a reason and becomes a ledger entry.',
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (request) => ok(await admin.update(callerOf(request), request.body), 'User updated'),
  );

  api.delete(P.remove.pattern, { config: { access: ADMINS }, schema: { tags, params: idParam, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await admin.remove(callerOf(request), request.params.id);
    return ok(null, 'User deleted');
  });

  api.patch(
    P.updateProfile,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        multipart: profileFields.extend({ profile_image: imageFile }).partial(),
        description: 'Self. multipart/form-data: name (text) and/or profile_image (PNG, JPEG, WebP or GIF, at most 5 MB).',
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (request) => {
      const form = await readForm(request, PROFILE_IMAGE_FIELDS);
      const { name } = parseFields(profileFields, form.fields);
      const image = form.file ? await prepareImage(form.file.bytes, 'profile image') : null;
      if (name === undefined && !image) throw badRequest(M.profileNothingToUpdate);
      return ok(await profile.update(callerOf(request).userId, name, image), M.profileUpdated);
    },
  );
};
