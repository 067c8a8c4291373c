// The signed-in session: token and user, persisted, with the time of the last refresh
// so offline screens can say "as of".
import { atom } from 'jotai';
import { jwtDecode } from 'jwt-decode';
import type { SessionUser } from '@/shared/contract/auth';
import type { Session } from '@/shared/session';
import { persistedAtom } from '../persisted-atom';

export type { Session } from '@/shared/session';

// The schema (and zod) load only when a session is stored: never on a first visit.
export const sessionAtom = persistedAtom<Session | null>(
  'session',
  1,
  async () => (await import('@/shared/session')).sessionSchema.nullable(),
  null,
);

export const currentUserAtom = atom((get) => get(sessionAtom)?.user ?? null);
export const isAuthAtom = atom((get) => get(sessionAtom) !== null);

/** The token's `exp` in ms, or null when the token cannot be read or has none (the server checks its signature). */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Spec section 5: the session is valid while the token's exp is later than now. */
export function isSessionValid(session: Session | null, now = Date.now()): session is Session {
  if (!session) return false;
  const expiresAt = tokenExpiresAt(session.token);
  return expiresAt !== null && expiresAt > now;
}

export function withUser(session: Session, user: SessionUser, now = Date.now()): Session {
  return { ...session, user, refreshedAt: now };
}
