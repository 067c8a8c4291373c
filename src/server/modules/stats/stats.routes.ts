import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema } from '@/shared/contract/envelope';
import {
  adminStatsSchema,
  businessStatsSchema,
  distributorStatsSchema,
  eventManagerStatsSchema,
  storeManagerStatsSchema,
  superAdminStatsSchema,
  userStatsSchema,
} from '@/shared/contract/stats';
import type { Db } from '@/server/db/client';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { adminStats, superAdminStats } from './admin-stats';
import { businessStats, distributorStats, eventManagerStats, storeManagerStats, userStats } from './role-stats';
import { API_PATHS } from '@/shared/api-paths';
import { ADMINS } from '@/server/lib/auth/access';

const P = API_PATHS.stats;

const schema = (data: z.ZodType) => ({ tags: ['stats'], response: { 200: envelopeSchema(data) } });

/** One dashboard answer per role; each route's access rule decides who reads which. */
export const statsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answer = <T>(data: T) => ok(data, 'Dashboard figures');

  api.get(P.admin, { config: { access: ADMINS }, schema: schema(adminStatsSchema) }, async () => answer(await adminStats(db)));
  api.get(P.superAdmin, { config: { access: ['SUPER_ADMIN'] }, schema: schema(superAdminStatsSchema) }, async () => answer(await superAdminStats(db)));
  api.get(P.distributor, { config: { access: ['DISTRIBUTOR'] }, schema: schema(distributorStatsSchema) }, async (request) =>
    answer(await distributorStats(db, callerOf(request).userId)),
  );
  api.get(P.business, { config: { access: ['BUSINESS_USER'] }, schema: schema(businessStatsSchema) }, async (request) => answer(await businessStats(db, callerOf(request).userId)));
  api.get(P.eventManager, { config: { access: ['EVENT_MANAGER'] }, schema: schema(eventManagerStatsSchema) }, async (request) =>
    answer(await eventManagerStats(db, callerOf(request).userId)),
  );
  api.get(P.storeManager, { config: { access: ['STORE_MANAGER'] }, schema: schema(storeManagerStatsSchema) }, async (request) =>
    answer(await storeManagerStats(db, callerOf(request).userId)),
  );
  api.get(P.user, { config: { access: 'authenticated' }, schema: schema(userStatsSchema) }, async (request) => answer(await userStats(db, callerOf(request).userId)));
};
