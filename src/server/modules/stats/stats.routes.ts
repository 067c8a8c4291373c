import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { callerOf } from '../../lib/authorization';
import { ok } from '../../lib/envelope';
import { adminStats, superAdminStats } from './admin-stats';
import { businessStats, distributorStats, eventManagerStats, userStats } from './role-stats';

/** One dashboard answer per role; the access table decides who reads which. */
export const statsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const schema = { tags: ['stats'] };
  app.get('/stats/admin', { schema }, async () => ok(await adminStats(db), 'Dashboard figures'));
  app.get('/stats/super-admin', { schema }, async () => ok(await superAdminStats(db), 'Dashboard figures'));
  app.get('/stats/distributor', { schema }, async (request) => ok(await distributorStats(db, callerOf(request).userId), 'Dashboard figures'));
  app.get('/stats/business', { schema }, async (request) => ok(await businessStats(db, callerOf(request).userId), 'Dashboard figures'));
  app.get('/stats/event-manager', { schema }, async (request) => ok(await eventManagerStats(db, callerOf(request).userId), 'Dashboard figures'));
  app.get('/stats/user', { schema }, async (request) => ok(await userStats(db, callerOf(request).userId), 'Dashboard figures'));
};
