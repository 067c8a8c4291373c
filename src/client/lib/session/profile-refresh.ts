// Profile refresh (spec section 4): fetch the user by id, parse the JSON-string data,
// store it in the session. On failure the alert 'Failed to update user profile'.
// Shared by every feature that changes the balance (redeem, returns, events), hence in lib/.
import type { SessionUser } from '@/shared/contract/auth';
import { profileRefreshFailedMessage, showAlert } from '../alerts';
import { getUserById } from '../api/get-user-by-id';
import { sessionAtom, withUser } from './session';
import type { AppStore } from '../store';

/**
 * Parses getUserById's data (a JSON string) into the session's user shape. The schema (and
 * zod) load on first use: a signed-out first visit never refreshes a profile.
 */
export async function parseProfile(data: unknown): Promise<SessionUser> {
  const raw: unknown = typeof data === 'string' ? JSON.parse(data) : data;
  const { sessionUserSchema } = await import('@/shared/contract/auth');
  return sessionUserSchema.parse(raw);
}

/** Applies a fresh user to the session if it still belongs to the signed-in user. */
export function applyProfile(store: AppStore, user: SessionUser, at = Date.now()): boolean {
  const session = store.get(sessionAtom);
  if (!session || session.user.user_id !== user.user_id) return false;
  store.set(sessionAtom, withUser(session, user, at));
  return true;
}

// One refresh at a time: the app's on start and a screen's on opening share it.
let running: Promise<SessionUser | null> | null = null;

export function refreshProfile(store: AppStore): Promise<SessionUser | null> {
  running ??= askForProfile(store).finally(() => {
    running = null;
  });
  return running;
}

/** Within this the stored figures count as fresh: a screen opened right after sign-in or the app's start does not ask again. */
const FRESH_FOR_MS = 10_000;

/** A refresh unless the session's figures were confirmed a moment ago (or are being asked for now). */
export function refreshProfileIfStale(store: AppStore, now = Date.now()): Promise<SessionUser | null> {
  const session = store.get(sessionAtom);
  if (!running && session && now - session.refreshedAt < FRESH_FOR_MS) return Promise.resolve(null);
  return refreshProfile(store);
}

async function askForProfile(store: AppStore): Promise<SessionUser | null> {
  const session = store.get(sessionAtom);
  if (!session) return null;
  try {
    const user = await parseProfile(await getUserById(session.user.user_id));
    return applyProfile(store, user) ? user : null;
  } catch (error) {
    console.error('Profile refresh failed', error);
    showAlert(store, 'error', profileRefreshFailedMessage());
    return null;
  }
}
