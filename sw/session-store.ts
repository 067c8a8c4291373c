/// <reference lib="webworker" />
// The page keeps its session in IndexedDB (idb-keyval, the persisted atom `session`). The SW
// reads it to know who is signed in now, and writes a replayed profile into it when no page
// is open to do so. Only `user` and `refreshedAt` are ever written; the token is never touched.
import { get, update } from 'idb-keyval';
import { sessionUserSchema, type SessionUser } from '../src/shared/contract/auth';
import { sessionSchema, type Session } from '../src/shared/session';
import { SESSION_STORAGE_KEY } from '../src/shared/sw-messages';

export interface SignedIn {
  userId: number;
  token: string;
}

/** The stored session if it has the shape the page writes (the page checks it the same way). */
function storedSession(value: unknown): Session | null {
  const parsed = sessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Who the page says is signed in, or null after a logout. */
export async function signedIn(): Promise<SignedIn | null> {
  const stored = storedSession(await get<unknown>(SESSION_STORAGE_KEY));
  return stored ? { userId: stored.user.user_id, token: stored.token } : null;
}

/** Writes a fresh user into the stored session, only if that user is still the one signed in. */
export async function storeRefreshedUser(user: SessionUser, at: number): Promise<boolean> {
  // Nothing is written when nobody is signed in: no empty entry is left behind after a logout.
  if ((await signedIn())?.userId !== user.user_id) return false;
  let applied = false;
  await update<unknown>(SESSION_STORAGE_KEY, (value) => {
    const stored = storedSession(value);
    if (!stored || stored.user.user_id !== user.user_id) return value;
    applied = true;
    return { ...stored, user, refreshedAt: at };
  });
  return applied;
}

/** getUserById's `data` (the user as a JSON string, spec section 7) as a checked user, or null. */
export function parseProfileData(data: unknown): SessionUser | null {
  try {
    const parsed = sessionUserSchema.safeParse(typeof data === 'string' ? JSON.parse(data) : data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
