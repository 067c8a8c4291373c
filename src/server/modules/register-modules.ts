// Every API module, mounted under /api/v1. Each module owns its routes and service.
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { authRoutes } from './auth/auth.routes';
import { couponRoutes } from './coupons/coupons.routes';
import { healthRoutes } from './health/health.routes';
import { userRoutes } from './users/users.routes';

export async function registerModules(api: FastifyInstance, options: AppOptions) {
  const { db } = options.database;
  await api.register(healthRoutes, { database: options.database });
  await api.register(authRoutes, { db, tokens: options.tokens, loginRateLimit: options.loginRateLimit });
  await api.register(userRoutes, { db });
  await api.register(couponRoutes, { db });
}
