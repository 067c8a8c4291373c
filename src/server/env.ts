import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
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
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; clientDist: string };

export class EnvError extends Error {}

/** Reads the environment once at boot; a bad value stops the start with one sentence naming it. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EnvError(`${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])}).`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    clientDist: path.resolve(parsed.data.CLIENT_DIST),
  };
}
