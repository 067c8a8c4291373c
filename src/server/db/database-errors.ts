// Database failures that are nobody's fault in the request: the database is away (restarting,
// unreachable, out of connections) or its disk is full. They answer 503 with a sentence and
// Retry-After instead of "something went wrong", so clients and load balancers retry later.

import { SERVER_MESSAGES, type ServerMessage } from '@/shared/server-messages';

export type DatabaseTrouble = 'unavailable' | 'disk-full';

export interface DatabaseTroubleAnswer {
  status: 503;
  retryAfterSeconds: number;
  message: string;
  sentence: ServerMessage;
}

export const DATABASE_AWAY_MESSAGE = SERVER_MESSAGES.databaseAway.message;
export const DISK_FULL_MESSAGE = SERVER_MESSAGES.diskFull.message;

export const TROUBLE_ANSWERS: Record<DatabaseTrouble, DatabaseTroubleAnswer> = {
  // A restart or a failover is over in seconds.
  unavailable: { status: 503, retryAfterSeconds: 5, message: DATABASE_AWAY_MESSAGE, sentence: SERVER_MESSAGES.databaseAway },
  // Someone has to free space first.
  'disk-full': { status: 503, retryAfterSeconds: 60, message: DISK_FULL_MESSAGE, sentence: SERVER_MESSAGES.diskFull },
};

// Socket errors of the pg driver when the server cannot be reached or drops the connection.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE: admin/crash/cannot-connect-now shutdowns, and too many connections; and a write
// reaching a read-only node (25006): a connection made during a failover or a switchover that
// landed on a replica, before the load balancer's check moved it to the new primary.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
// Errors pg, pg-pool and PGlite raise with no code at all.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and everything it wraps: drizzle's DrizzleQueryError keeps the driver's error as `cause`, AggregateError lists its own. */
function* chain(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0 && seen.size < 16) {
    const next = pending.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    const e = next as ErrorLike;
    yield e;
    pending.push(e.cause);
    if (Array.isArray(e.errors)) pending.push(...e.errors);
  }
}

function isDiskFull(e: ErrorLike): boolean {
  return e.code === 'ENOSPC' || e.code === '53100';
}

function isUnavailable(e: ErrorLike): boolean {
  if (typeof e.code === 'string') {
    if (UNREACHABLE_CODES.has(e.code) || UNAVAILABLE_STATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message as string));
}

/** The innermost error: for a driver failure, the driver's own (ECONNREFUSED, a SQLSTATE) rather than drizzle's wrapper with the query. */
export function innermostCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 16; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (typeof cause !== 'object' || cause === null) break;
    current = cause;
  }
  return current;
}

/** The SQLSTATE of a database error: the driver's, found through drizzle's wrapper (which has none of its own). */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** What kind of database trouble an error is, if any; a full disk wins over anything else in the chain. */
export function classifyDatabaseError(error: unknown): DatabaseTrouble | undefined {
  const links = [...chain(error)];
  if (links.some(isDiskFull)) return 'disk-full';
  if (links.some(isUnavailable)) return 'unavailable';
  return undefined;
}

// The health route reports a full disk from a write that failed for it until a later write is
// stored (modules/health/health.routes.ts). It also forgets after a while on its own, so a load
// balancer that stops sending writes to this server because of that report does not keep it
// out forever.
export const DISK_FULL_MEMORY_MS = 60_000;
let diskFullAt: number | null = null;

export function noteDiskFull(now = Date.now()): void {
  diskFullAt = now;
}

export function noteWriteStored(): void {
  diskFullAt = null;
}

export function diskFullNoticed(now = Date.now()): boolean {
  return diskFullAt !== null && now - diskFullAt < DISK_FULL_MEMORY_MS;
}
