import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/roles';
import { ACCESS_TABLE, type Access } from '../access-table';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forbidden, unauthorized } from './http-error';
import type { Tokens } from './tokens';
import type { ReadCache } from './read-cache';

/** The 403 of the access table (as opposed to an ownership 403 from a service). */
export const ROLE_NOT_ALLOWED = 'Your role is not allowed to do this.';

export interface Caller {
  userId: number;
  role: Role;
}

/** The caller's whole user row, as read once per request by identify(). */
export type CallerRow = typeof users.$inferSelect;

const callerRows = new WeakMap<Caller, CallerRow>();

/** The caller's row as read at the start of this request, so a self read needs no second query. */
export function callerRowOf(caller: Caller): CallerRow | undefined {
  return callerRows.get(caller);
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The raw JWT as the Authorization value (spec section 6); `Bearer <jwt>` is accepted too. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  return value.trim() || null;
}

// Prepared once per database (a named statement on PostgreSQL): it runs for every
// authenticated request that the caller cache cannot answer.
const preparedCallerQueries = new WeakMap<Db, ReturnType<typeof prepareCallerById>>();
const prepareCallerById = (db: Db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('rebox_caller_by_id');
function callerById(db: Db) {
  let query = preparedCallerQueries.get(db);
  if (!query) preparedCallerQueries.set(db, (query = prepareCallerById(db)));
  return query;
}

/** The callers' rows by user id, kept for a moment (lib/read-cache.ts). */
export type CallerCache = ReadCache<number, CallerRow | undefined>;

async function identify(request: FastifyRequest, db: Db, tokens: Tokens, callers: CallerCache): Promise<Caller | null> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized('Your session has expired. Please log in again.');
  // The role and the account's state come from the database, so a deactivated, deleted
  // or re-roled account loses its old powers at once rather than when the token expires.
  const row = await callers.get(claims.userId, async () => (await callerById(db).execute({ id: claims.userId }))[0]);
  if (!row || !row.active) throw unauthorized('This account is no longer active.');
  const caller: Caller = { userId: row.id, role: row.role as Role };
  callerRows.set(caller, row);
  return caller;
}

export function isAllowed(access: Access, caller: Caller | null): boolean {
  if (access === 'public') return true;
  if (!caller) return false;
  if (access === 'authenticated') return true;
  return access.includes(caller.role);
}

export const authorization = fp<{ db: Db; tokens: Tokens; callers: CallerCache }>(async (app: FastifyInstance, { db, tokens, callers }) => {
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      const access = ACCESS_TABLE[key];
      if (!access) throw new Error(`The route ${key} has no entry in src/server/access-table.ts.`);
      const check = async (request: FastifyRequest) => {
        const optional = access === 'public';
        try {
          request.caller = await identify(request, db, tokens, callers);
        } catch (error) {
          // A public route still answers a visitor whose stale token fails.
          if (!optional) throw error;
        }
        if (isAllowed(access, request.caller)) return;
        if (!request.caller) throw unauthorized();
        throw forbidden(ROLE_NOT_ALLOWED);
      };
      // onRequest, before body parsing and validation: a caller without the right gets
      // 401/403 and learns nothing about what a valid request would look like.
      const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [check, ...existing];
    }
  });
});

/** The caller of a route that the table marks as needing one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
