import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '../../shared/roles';

export const TOKEN_LIFETIME = '12h';

export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

export interface Tokens {
  sign(userId: number, role: Role): Promise<string>;
  /** Resolves to the claims or null for a missing, tampered, expired or non-HS256 token. */
  verify(token: string): Promise<{ userId: number; role: Role } | null>;
}

export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, role) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0) return null;
        return { userId, role: payload.role as Role };
      } catch {
        return null;
      }
    },
  };
}
