// Every API module, mounted under /api/v1. Each module owns its routes and service.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createAttemptLimiter } from '../lib/auth/attempt-limiter';
import type { CallerCache } from '../lib/auth/authorization';
import type { MailConfig, Mailer } from '../lib/mailer';
import type { Tokens } from '../lib/auth/tokens';
import { accountRoutes } from './account/account.routes';
import { authRoutes, type RateLimit } from './auth/auth.routes';
import type { CatalogueCache } from './coupons/catalogue.service';
import { clientRoutes } from './clients/clients.routes';
import { couponRoutes } from './coupons/coupons.routes';
import { eventRoutes } from './events/events.routes';
import { healthRoutes, type Readiness } from './health/health.routes';
import { participantRoutes } from './participants/participants.routes';
import { pointsRoutes } from './points/points.routes';
import { returnRoutes } from './returns/returns.routes';
import { settingsRoutes } from './settings/settings.routes';
import { statsRoutes } from './stats/stats.routes';
import { boxRoutes } from './boxes/boxes.routes';
import { storeRoutes } from './stores/stores.routes';
import { userRoutes } from './users/users.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import type { Outbox } from './notifications/outbox';
import type { PushKeys } from './notifications/push-keys';

/** What the modules need from the process: the database, the token keys and the limits. */
export interface ModuleOptions {
  database: Database;
  tokens: Tokens;
  /** Failed logins allowed per email and address in a window (auth.routes.ts; tests change it). */
  loginRateLimit?: RateLimit;
  /** Registrations allowed per address in a window. */
  registrationRateLimit?: RateLimit;
  /** Reset mails allowed per email, from any address (tests change it). */
  resetMailRateLimit?: RateLimit;
  /** Where people reach the app: the origin of links in mails (PUBLIC_URL). */
  publicUrl?: string;
  /** SMTP_URL and MAIL_FROM; without an SMTP URL mails are written to the log. */
  mail?: MailConfig;
  /** main.ts marks it draining at SIGTERM, so /health/ready answers 503 before the listener closes. */
  readiness?: Readiness;
  /** The VAPID keys (made for the process when absent) and PUSH_TEST_ORIGINS. */
  push?: { keys?: PushKeys; testOrigins?: readonly string[] };
}

/** What buildApp makes once and the modules share: the read caches and the mailer. */
export interface SharedParts {
  callers: CallerCache;
  catalogue: CatalogueCache;
  mailer: Mailer;
  /** Writes notifications in the transaction of the change they announce. */
  outbox: Outbox;
  pushKeys: PushKeys;
}

export async function registerModules(api: FastifyInstance, options: ModuleOptions, shared: SharedParts) {
  const { db } = options.database;
  const caches = { callers: shared.callers, catalogue: shared.catalogue };
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';
  await api.register(healthRoutes, { database: options.database, readiness: options.readiness });
  await api.register(authRoutes, {
    db,
    tokens: options.tokens,
    callers: shared.callers,
    mailer: shared.mailer,
    limiter: createAttemptLimiter(options.database),
    publicUrl,
    loginRateLimit: options.loginRateLimit,
    registrationRateLimit: options.registrationRateLimit,
    resetMailRateLimit: options.resetMailRateLimit,
  });
  const { outbox } = shared;
  await api.register(accountRoutes, { db, caches, outbox });
  await api.register(userRoutes, { db, caches, outbox, mailer: shared.mailer, publicUrl });
  await api.register(couponRoutes, { db, caches, catalogue: shared.catalogue });
  await api.register(pointsRoutes, { db });
  await api.register(clientRoutes, { db });
  await api.register(storeRoutes, { db, mailer: shared.mailer, publicUrl });
  await api.register(returnRoutes, { db, caches, outbox });
  await api.register(eventRoutes, { db });
  await api.register(participantRoutes, { db, caches, outbox });
  await api.register(settingsRoutes, { db });
  await api.register(statsRoutes, { db });
  await api.register(boxRoutes, { db, caches, outbox, publicUrl });
  await api.register(notificationRoutes, { db, publicKey: shared.pushKeys.publicKey, testOrigins: options.push?.testOrigins ?? [] });
}
