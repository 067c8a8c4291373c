import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const port = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be between 0 and 65535`)
    .max(65535, `${name} must be between 0 and 65535`);

const envSchema = z.object({
  PORT: port('PORT').default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'DATABASE_POOL_SIZE must be a whole number' })
    .int('DATABASE_POOL_SIZE must be a whole number')
    .min(1, 'DATABASE_POOL_SIZE must be at least 1')
    .max(500, 'DATABASE_POOL_SIZE must be at most 500')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: z
    .enum(['true', 'false'], { message: 'SEED_DEMO must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  REGISTRATIONS_PER_HOUR: z.coerce
    .number({ message: 'REGISTRATIONS_PER_HOUR must be a number' })
    .int('REGISTRATIONS_PER_HOUR must be a whole number')
    .min(1, 'REGISTRATIONS_PER_HOUR must be at least 1')
    .default(20),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: z.string().regex(/^https?:\/\/[^/]+/, 'PUBLIC_URL must be an http(s) address like https://rebox.example').optional(),
  CLIENT_DIST: z.string().default('dist/client'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // API processes on this machine sharing one port (node:cluster); 'auto': one per core.
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9][0-9]{0,2})$/, 'WORKERS must be a whole number from 1 to 999, or auto')
    .optional(),
  // Addresses or CIDRs of the load balancers, comma separated: whose X-Forwarded-For to believe.
  TRUST_PROXY: z.string().regex(/^[0-9a-fA-F:./,\s]+$/, 'TRUST_PROXY must be addresses or CIDRs, comma separated, like 127.0.0.1 or 10.0.0.0/8').optional(),
  METRICS_PORT: port('METRICS_PORT').optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // Web Push: the VAPID key pair (made once into DATA_DIR when unset) and whom push services may contact.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address').optional(),
  // Tests only: origins of local push receivers that subscriptions may name despite a private address.
  PUSH_TEST_ORIGINS: z.string().regex(/^\s*https:\/\/[^,\s]+(\s*,\s*https:\/\/[^,\s]+)*\s*$/, 'PUSH_TEST_ORIGINS must be https:// origins, comma separated').optional(),
  DRAIN_SECONDS: z.coerce
    .number({ message: 'DRAIN_SECONDS must be a number' })
    .min(0, 'DRAIN_SECONDS must be 0 or more')
    .max(600, 'DRAIN_SECONDS must be at most 600')
    .optional(),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  clientDist: string;
  /** API processes to run on this machine: 1 unless WORKERS says more. */
  workers: number;
  /** How long /health/ready answers 503 after SIGTERM before the listener closes. */
  drainMs: number;
};

export class EnvError extends Error {}

/** Reads the environment once at boot; a bad value stops the start with one sentence naming it. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EnvError(`${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])}).`);
  }
  const { WORKERS, DATABASE_URL, DRAIN_SECONDS } = parsed.data;
  const workers = WORKERS === 'auto' ? os.availableParallelism() : Number(WORKERS ?? 1);
  if (WORKERS && WORKERS !== '1' && !DATABASE_URL) {
    throw new EnvError(
      `WORKERS=${WORKERS} needs DATABASE_URL, because one process owns the embedded database (PGlite): set DATABASE_URL=postgres://… or leave WORKERS unset.`,
    );
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    clientDist: path.resolve(parsed.data.CLIENT_DIST),
    workers,
    // Behind a load balancer (PostgreSQL) long enough for its health check to notice (the
    // shipped HAProxy config: two failed checks half a second apart); PGlite has none in front.
    drainMs: (DRAIN_SECONDS ?? (DATABASE_URL ? 2 : 0)) * 1000,
  };
}
