// Database errors a service turns into answers for the caller.

/** A unique constraint refused the row (SQLSTATE 23505), optionally a given constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = (error as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string }) ?? {};
  const inner = e.cause ?? e;
  return inner.code === '23505' && (!constraint || inner.constraint === constraint);
}

/** PostgreSQL broke a circle of waiting transactions by refusing this one (SQLSTATE 40P01): it applied nothing. */
export function isDeadlock(error: unknown): boolean {
  const e = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return (e.cause ?? e).code === '40P01';
}
