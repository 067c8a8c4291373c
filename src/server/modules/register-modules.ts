// Every API module, mounted under /api/v1. Each module owns its routes and service.
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { authRoutes } from './auth/auth.routes';
import { clientRoutes } from './clients/clients.routes';
import { couponRoutes } from './coupons/coupons.routes';
import { eventRoutes } from './events/events.routes';
import { healthRoutes } from './health/health.routes';
import { participantRoutes } from './participants/participants.routes';
import { pointsRoutes } from './points/points.routes';
import { returnRoutes } from './returns/returns.routes';
import { settingsRoutes } from './settings/settings.routes';
import { statsRoutes } from './stats/stats.routes';
import { storeRoutes } from './stores/stores.routes';
import { userRoutes } from './users/users.routes';

export async function registerModules(api: FastifyInstance, options: AppOptions) {
  const { db } = options.database;
  await api.register(healthRoutes, { database: options.database });
  await api.register(authRoutes, { db, tokens: options.tokens, loginRateLimit: options.loginRateLimit, registrationRateLimit: options.registrationRateLimit });
  await api.register(userRoutes, { db });
  await api.register(couponRoutes, { db });
  await api.register(pointsRoutes, { db });
  await api.register(clientRoutes, { db });
  await api.register(storeRoutes, { db });
  await api.register(returnRoutes, { db });
  await api.register(eventRoutes, { db });
  await api.register(participantRoutes, { db });
  await api.register(settingsRoutes, { db });
  await api.register(statsRoutes, { db });
}
