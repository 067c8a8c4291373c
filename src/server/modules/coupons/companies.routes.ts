import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyFields, companySchema } from '@/shared/contract/coupons';
import { envelopeSchema, idParam, imageFile } from '@/shared/contract/envelope';
import type { Db } from '@/server/db/client';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { ok } from '@/server/lib/http/envelope';
import { parseFields, readForm } from '@/server/lib/http/form';
import { badRequest } from '@/server/lib/http/http-error';
import { prepareImage } from '@/server/lib/images';
import { createCompanyService } from './companies.service';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import { API_PATHS } from '@/shared/api-paths';
import { ADMINS } from '@/server/lib/auth/access';

const P = API_PATHS.coupons;

export const companyRoutes: FastifyPluginAsync<{ db: Db; caches: ReadCaches }> = async (app, { db, caches }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createCompanyService(db, caches);

  api.post(
    P.createCompany,
    {
      config: { access: ADMINS },
      schema: {
        tags: ['coupon companies'],
        consumes: ['multipart/form-data'],
        multipart: companyFields.extend({ banner: imageFile }),
        description: 'multipart/form-data: companyName (text) and banner (PNG, JPEG, WebP or GIF, at most 5 MB).',
        response: { 201: envelopeSchema(companySchema) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, ['banner']);
      const { companyName } = parseFields(companyFields, form.fields);
      if (!form.file) throw badRequest(M.bannerRequired);
      const banner = await prepareImage(form.file.bytes, 'banner');
      return reply.code(201).send(ok(await service.create(companyName, banner), 'Coupon company created'));
    },
  );

  api.put(
    P.updateCompany.pattern,
    {
      config: { access: ADMINS },
      schema: {
        tags: ['coupon companies'],
        params: idParam,
        consumes: ['multipart/form-data'],
        multipart: companyFields.partial().extend({ banner: imageFile.optional() }),
        description: 'multipart/form-data: companyName (text) and/or banner (image); the old banner is removed with the change.',
        response: { 200: envelopeSchema(companySchema) },
      },
    },
    async (request) => {
      const form = await readForm(request, ['banner']);
      const { companyName } = parseFields(companyFields.partial(), form.fields);
      const banner = form.file ? await prepareImage(form.file.bytes, 'banner') : null;
      if (companyName === undefined && !banner) throw badRequest(M.companyNothingToUpdate);
      return ok(await service.update(request.params.id, companyName, banner), 'Coupon company updated');
    },
  );

  api.get(
    P.companies,
    { config: { access: ADMINS }, schema: { tags: ['coupon companies'], response: { 200: envelopeSchema(z.array(companySchema)) } } },
    async () => ok(await service.list(), 'Companies fetched'),
  );

  api.delete(P.removeCompany.pattern, { config: { access: ADMINS }, schema: { tags: ['coupon companies'], params: idParam, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.remove(request.params.id);
    return ok(null, 'Coupon company deleted');
  });
};
