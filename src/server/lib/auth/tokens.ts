import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '@/shared/roles';

export const TOKEN_LIFETIME = '12h';

export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

export interface TokenClaims {
  userId: number;
  role: Role;
  /** The session the token belongs to (the `sid` claim): ended on the server at logout. */
  sessionId: string;
}

export interface Tokens {
  sign(userId: number, role: Role, sessionId: string): Promise<string>;
  /** Resolves to the claims or null for a missing, tampered, expired or non-HS256 token, or one without a session. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** A new session id: 128 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, role, sessionId) =>
      new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    verify: async (token) => {
      const claims = verifyHs256(token, key);
      if (!claims) return null;
      const userId = Number(claims.sub);
      if (!Number.isInteger(userId) || userId <= 0) return null;
      if (typeof claims.sid !== 'string' || claims.sid.length === 0 || claims.sid.length > 64) return null;
      return { userId, role: claims.role as Role, sessionId: claims.sid };
    },
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The claims of a compact HS256 JWT signed with `key` that has a `sub` and has not expired,
 * else null. Checked on every authenticated request, so it is synchronous node:crypto rather
 * than jose's WebCrypto, whose every verify is a job on libuv's thread pool that queues behind
 * the load itself while the event loop idles. Strict: exactly HS256 (no `none`,
 * no other algorithm), no `crit` header, canonical base64url, constant-time comparison.
 */
export function verifyHs256(token: string, key: Uint8Array, now = Date.now()): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader);
  if (!header || header.alg !== 'HS256' || 'crit' in header || (header.typ !== undefined && header.typ !== 'JWT')) return null;
  const expected = createHmac('sha256', key).update(`${encodedHeader}.${encodedPayload}`).digest();
  const given = Buffer.from(encodedSignature, 'base64url');
  // Canonical form only: re-encoding must give back the exact text (no trailing bits, no padding).
  if (given.length !== expected.length || given.toString('base64url') !== encodedSignature || !timingSafeEqual(given, expected)) return null;
  const claims = decodeJson(encodedPayload);
  if (!claims || typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return null;
  const seconds = Math.floor(now / 1000);
  if (claims.exp <= seconds) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) return null;
  return claims;
}
