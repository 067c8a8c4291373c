// Database errors a service turns into answers for the caller.
import { innermostCause } from './database-errors';

interface DatabaseError {
  code?: string;
  constraint?: string;
}

/** The driver's error (a SQLSTATE, a constraint), not drizzle's wrapper around it. */
const driverError = (error: unknown) => (innermostCause(error) ?? {}) as DatabaseError;

/** A unique constraint refused the row (SQLSTATE 23505), optionally a given constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const inner = driverError(error);
  return inner.code === '23505' && (!constraint || inner.constraint === constraint);
}

/** PostgreSQL broke a circle of waiting transactions by refusing this one (SQLSTATE 40P01): it applied nothing. */
export function isDeadlock(error: unknown): boolean {
  return driverError(error).code === '40P01';
}
