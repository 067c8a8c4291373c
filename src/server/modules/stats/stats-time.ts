// Dashboard periods are UTC calendar days and months, the same on every API process
// whatever the server's or the database session's time zone.
const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The last `days` UTC days, oldest first, today included, as YYYY-MM-DD. */
export function lastUtcDays(now: Date, days: number): string[] {
  const today = startOfUtcDay(now).getTime();
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export const iso = (date: Date) => date.toISOString();

export const num = (value: unknown) => Number(value ?? 0);
