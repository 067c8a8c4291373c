import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COUPON_NULLABLE_FIELDS,
  companyIdParam,
  couponFields,
  couponListAnswer,
  couponSchema,
  couponUpdateFields,
} from '@/shared/contract/coupons';
import { envelopeSchema, idParam, imageFile } from '@/shared/contract/envelope';
import type { Db } from '@/server/db/client';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { ok } from '@/server/lib/http/envelope';
import { blankToNull, parseFields, readForm } from '@/server/lib/http/form';
import { badRequest } from '@/server/lib/http/http-error';
import { prepareImage } from '@/server/lib/images';
import { type CatalogueCache, pickEncoding } from './catalogue.service';
import { companyRoutes } from './companies.routes';
import { createCouponCodeService } from './coupon-codes.service';
import { redemptionReportRoutes } from './redemption-report.routes';
import { redemptionRoutes } from './redemptions.routes';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import { API_PATHS } from '@/shared/api-paths';
import { SHELL_API } from '@/shared/shell-api-paths';
import { ADMINS } from '@/server/lib/auth/access';

const P = API_PATHS.coupons;

const FORM_DESCRIPTION =
  'multipart/form-data: the text fields of couponFields (companyId, couponDescription, couponCode, couponType, couponValue, ' +
  'pointToRedeem, redeemLink, stock, perUserLimit, validFrom, validUntil, codePool: unique codes one per line or comma separated) ' +
  'and banner (PNG, JPEG, WebP or GIF, at most 5 MB).';

// Typed as a plain schema: the handler sends the list's bytes as they were serialised (Fastify
// passes bytes to no serializer), and a 304 with no body.
const CATALOGUE_SCHEMA: FastifySchema = {
  tags: ['coupons'],
  description: 'Public. data.data: the live coupons. Sends an ETag; answers 304 to a matching If-None-Match.',
  response: { 200: envelopeSchema(couponListAnswer), 304: { description: 'The list is the one of If-None-Match.', content: {} } },
};

export const couponRoutes: FastifyPluginAsync<{ db: Db; caches: ReadCaches; catalogue: CatalogueCache }> = async (app, { db, caches, catalogue }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createCouponCodeService(db, caches);

  // Public. The list sits at data.data (spec section 7). An ETag lets the service worker
  // and returning visitors revalidate for a 304 instead of the whole list. While the database
  // is away the last good list is answered, marked by X-Rebox-Stale.
  api.get(
    SHELL_API.catalogue,
    {
      config: { access: 'public' },
      // No response schema: the body is serialised once per version, to hash it for the ETag
      // and to compress it (catalogue.service.ts). Not compressed again by @fastify/compress.
      compress: false,
      schema: CATALOGUE_SCHEMA,
    },
    async (request, reply) => {
      const answer = await catalogue.get();
      reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (answer.stale) reply.header('X-Rebox-Stale', 'database-away');
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(encoding === 'identity' ? answer.body : answer[encoding]);
    },
  );

  api.get(
    P.ofCompany.pattern,
    { config: { access: ADMINS }, schema: { tags: ['coupons'], params: companyIdParam, response: { 200: envelopeSchema(z.array(couponSchema)) } } },
    async (request) => ok(await service.listByCompany(request.params.companyId), 'Coupons fetched'),
  );

  api.post(
    P.create,
    {
      config: { access: ADMINS },
      schema: {
        tags: ['coupons'],
        consumes: ['multipart/form-data'],
        multipart: couponFields.extend({ banner: imageFile.optional() }),
        description: `${FORM_DESCRIPTION} Without a banner the coupon takes a copy of its company's.`,
        response: { 201: envelopeSchema(couponSchema) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, ['banner']);
      const fields = parseFields(couponFields, blankToNull(form.fields, COUPON_NULLABLE_FIELDS));
      const banner = form.file ? await prepareImage(form.file.bytes, 'banner') : null;
      return reply.code(201).send(ok(await service.create(fields, banner), 'Coupon created'));
    },
  );

  api.put(
    P.update.pattern,
    {
      config: { access: ADMINS },
      schema: {
        tags: ['coupons'],
        params: idParam,
        consumes: ['multipart/form-data'],
        multipart: couponUpdateFields.extend({ banner: imageFile.optional() }),
        description: `${FORM_DESCRIPTION} Every field is optional; the banner replaces the old one.`,
        response: { 200: envelopeSchema(couponSchema) },
      },
    },
    async (request) => {
      const form = await readForm(request, ['banner']);
      const fields = parseFields(couponUpdateFields, blankToNull(form.fields, COUPON_NULLABLE_FIELDS));
      const banner = form.file ? await prepareImage(form.file.bytes, 'banner') : null;
      if (Object.keys(fields).length === 0 && !banner) throw badRequest(M.couponNothingToUpdate);
      return ok(await service.update(request.params.id, fields, banner), 'Coupon updated');
    },
  );

  api.delete(P.remove.pattern, { config: { access: ADMINS }, schema: { tags: ['coupons'], params: idParam, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.remove(request.params.id);
    return ok(null, 'Coupon deleted');
  });

  await app.register(companyRoutes, { db, caches });
  await app.register(redemptionRoutes, { db, caches });
  await app.register(redemptionReportRoutes, { db });
};
