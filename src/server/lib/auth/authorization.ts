import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { forbidden, unauthorized } from '../http/http-error';
import type { Access } from './access';
import type { Tokens } from './tokens';
import type { ReadCache } from '../cache/read-cache';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

/** The 403 of a route's access rule (as opposed to an ownership 403 from a service). */
export const ROLE_NOT_ALLOWED = M.roleNotAllowed.message;

export interface Caller {
  userId: number;
  role: Role;
}

/** The caller's whole user row, as read once per request by identify(). */
export type CallerRow = typeof users.$inferSelect;

/** Each /api/v1 operation ('GET /api/v1/settings') and who may call it, as its route declares. */
export type AccessTable = Readonly<Record<string, Access>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Filled as the routes are declared: what the tests walk, never a list kept by hand. */
    accessTable: AccessTable;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** The caller's row as read at the start of this request: a self read needs no second query. */
    callerRow: CallerRow | null;
    /** The session of the caller's token (tokens.ts `sid`). */
    sessionId: string | null;
    /**
     * On a route that checks the session in its own statement (`sessionCheckedByRoute`), when
     * the callers' cache did not know it: the session still to check. `caller` is then the
     * token's claim; confirmCaller() reads the session before any answer but the route's success.
     */
    unconfirmedSession: string | null;
    confirmSession: (() => Promise<Caller>) | null;
  }
  interface FastifyContextConfig {
    /**
     * The handler's own statement checks the session (open, the token's account, not deleted,
     * active) together with its write, saving the session read's round trip; anything else it
     * answers after confirmCaller(). Only for routes open to every signed-in role.
     */
    sessionCheckedByRoute?: boolean;
  }
}

/** The raw JWT as the Authorization value (spec section 6); `Bearer <jwt>` is accepted too. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  return value.trim() || null;
}

// Prepared once per database (a named statement on PostgreSQL): it runs for every
// authenticated request that the caller cache cannot answer. The session must be open and
// belong to the account; the account must not be deleted.
const preparedCallerQueries = new WeakMap<Db, ReturnType<typeof prepareCallerBySession>>();
const prepareCallerBySession = (db: Db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), isNull(sessions.endedAt), isNull(users.deletedAt)))
    .prepare('rebox_caller_by_session');
function callerBySession(db: Db) {
  let query = preparedCallerQueries.get(db);
  if (!query) preparedCallerQueries.set(db, (query = prepareCallerBySession(db)));
  return query;
}

/** The callers' rows by session id (undefined: the session has ended), kept for a moment (lib/read-cache.ts). */
export type CallerCache = ReadCache<string, CallerRow | undefined>;

export const SESSION_ENDED = M.sessionEnded.message;

async function identify(request: FastifyRequest, db: Db, tokens: Tokens, callers: CallerCache, deferrable = false): Promise<Caller | null> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized(M.sessionExpired);
  if (deferrable && !callers.peek(claims.sessionId)) {
    request.sessionId = claims.sessionId;
    request.unconfirmedSession = claims.sessionId;
    request.confirmSession = async () => {
      request.unconfirmedSession = null;
      request.confirmSession = null;
      request.caller = await identify(request, db, tokens, callers);
      return callerOf(request);
    };
    return { userId: claims.userId, role: claims.role };
  }
  // The role, the account's state and the session come from the database, so a logout, a
  // password change, a deactivation or a new role take effect at once, not when the token expires.
  const row = await callers.get(claims.sessionId, async () => {
    const [found] = await callerBySession(db).execute({ sessionId: claims.sessionId, userId: claims.userId });
    return found?.user;
  });
  if (!row) throw unauthorized(M.sessionEnded);
  if (!row.active) throw unauthorized(M.accountInactive);
  request.callerRow = row;
  request.sessionId = claims.sessionId;
  return { userId: row.id, role: row.role as Role };
}

export function isAllowed(access: Access, caller: Caller | null): boolean {
  if (access === 'public') return true;
  if (!caller) return false;
  if (access === 'authenticated') return true;
  return access.includes(caller.role);
}

export const authorization = fp<{ db: Db; tokens: Tokens; callers: CallerCache }>(async (app: FastifyInstance, { db, tokens, callers }) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('callerRow', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('unconfirmedSession', null);
  app.decorateRequest('confirmSession', null);
  const table: Record<string, Access> = {};
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      const access = route.config?.access;
      if (!access) throw new Error(`The route ${key} declares no access rule: give it config: { access } (lib/auth/access.ts).`);
      table[key] = access;
      // The token's role is only a claim until the session is read: it may decide nothing.
      const deferrable = route.config?.sessionCheckedByRoute === true;
      if (deferrable && access !== 'authenticated') throw new Error(`The route ${key} checks the session itself, so it must be open to every signed-in role.`);
      const check = async (request: FastifyRequest) => {
        const optional = access === 'public';
        try {
          request.caller = await identify(request, db, tokens, callers, deferrable);
        } catch (error) {
          // A public route still answers a visitor whose stale token fails.
          if (!optional) throw error;
        }
        if (isAllowed(access, request.caller)) return;
        if (!request.caller) throw unauthorized();
        throw forbidden(M.roleNotAllowed);
      };
      // onRequest, before body parsing and validation: a caller without the right gets
      // 401/403 and learns nothing about what a valid request would look like.
      const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [check, ...existing];
    }
  });
});

/**
 * The caller once their session is read: at once where authorization read it already, else
 * (a `sessionCheckedByRoute` route) after reading it, refusing an ended session or account.
 */
export async function confirmCaller(request: FastifyRequest): Promise<Caller> {
  return request.confirmSession ? request.confirmSession() : callerOf(request);
}

/** The caller of a route whose access rule needs one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
