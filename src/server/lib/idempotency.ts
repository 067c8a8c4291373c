// Idempotent calls (`Idempotency-Key` header). The first answer is stored in the same
// transaction as its effects, so a repeat gets that answer and changes nothing. Racing
// repeats are safe too: the second insert of the same key waits on the unique key until the
// first transaction ends. A failed first attempt rolls back its key with everything else,
// so a retry after an error really runs again.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import type { Db, Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from './http/http-error';

export interface IdempotencyRef {
  userId: number;
  /** Which call the key belongs to, e.g. `redeem`: the same key may serve two different calls. */
  scope: string;
  key: string;
  /** The request itself: a key reused for a different request is refused, not replayed. */
  request: unknown;
}

export interface Answer<T> {
  status: number;
  body: ApiEnvelope<T>;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The header's value, or null when absent; a malformed key is a 400, never silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !KEY_PATTERN.test(value)) {
    throw badRequest(M.idempotencyBadKey);
  }
  return value;
}

/** What a stored key remembers of its request, to tell a replay from a different request. */
export const fingerprint = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

const KEY_CONSTRAINT = 'idempotency_keys_user_id_scope_key_pk';

/**
 * True when `error` is the unique key of idempotency_keys refusing a second insert: a statement
 * that stores its key together with its effects (the keyed plain redemption) then applied
 * nothing, and runIdempotent answers instead (replay, or "still being processed").
 */
export function isKeyTaken(error: unknown): boolean {
  return isUniqueViolation(error, KEY_CONSTRAINT);
}

export interface StoredAnswer {
  fingerprint: string;
  body: ApiEnvelope<unknown>;
}

/**
 * Runs `work` in one transaction; with a key, stores its answer there, or returns the
 * answer stored by an earlier request with the same key without running `work`.
 */
export async function runIdempotent<T>(
  db: Db,
  ref: IdempotencyRef | null,
  work: (tx: Transaction) => Promise<{ status: number; body: ApiEnvelope<T> }>,
): Promise<Answer<T>> {
  return db.transaction(async (tx) => {
    if (!ref) return { ...(await work(tx)), replayed: false };
    const print = fingerprint(ref.request);
    const where = and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: ref.userId, scope: ref.scope, key: ref.key, status: 0, answer: { fingerprint: print } })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [previous] = await tx.select().from(idempotencyKeys).where(where);
      const stored = previous?.answer as StoredAnswer | undefined;
      if (!previous || !stored?.body) throw conflict(M.idempotencyInProgress);
      if (stored.fingerprint !== print) throw conflict(M.idempotencyKeyReused);
      return { status: previous.status, body: stored.body as ApiEnvelope<T>, replayed: true };
    }
    // Keys are kept for a day (as payment APIs do): long enough for any retry, and the
    // table stays small. Only this user's keys of this call, so it is a short index range.
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, ref.userId),
          eq(idempotencyKeys.scope, ref.scope),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_LIFETIME_MS)),
        ),
      );
    const result = await work(tx);
    const answer: StoredAnswer = { fingerprint: print, body: result.body };
    await tx.update(idempotencyKeys).set({ status: result.status, answer }).where(where);
    return { ...result, replayed: false };
  });
}
