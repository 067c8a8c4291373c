import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { etagOf, listLiveCoupons } from './catalogue.service';
import { redemptionRoutes } from './redemptions.routes';

export const couponRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public. The list sits at data.data (spec section 7). An ETag lets the service worker
  // and returning visitors revalidate for a 304 instead of the whole list.
  api.get('/coupon/get-coupon-list-for-frontend', { schema: { tags: ['coupons'] } }, async (request, reply) => {
    const body = JSON.stringify(ok({ data: await listLiveCoupons(db) }, 'Coupons fetched'));
    const etag = etagOf(body);
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  await app.register(redemptionRoutes, { db });
};
