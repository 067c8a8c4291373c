// Every API module, mounted under /api/v1. Each module owns its routes and service.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Tokens } from '../lib/tokens';
import { authRoutes, type RateLimit } from './auth/auth.routes';
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

/** What the modules need from the process: the database, the token keys and the limits. */
export interface ModuleOptions {
  database: Database;
  tokens: Tokens;
  /** Failed logins allowed per email and address in a window (auth.routes.ts; tests change it). */
  loginRateLimit?: RateLimit;
  /** Registrations allowed per address in a window. */
  registrationRateLimit?: RateLimit;
}

export async function registerModules(api: FastifyInstance, options: ModuleOptions) {
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
