// Ending a session, by choice (logout) or because it expired. Other features add their own
// clean-up (the PWA clears its per-user caches) with onSessionEnd instead of being imported
// here, which keeps the dependency direction lib <- features.
import { atom } from 'jotai';
import { SHELL_API } from '@/shared/shell-api-paths';
import { loggedOutMessage, sessionExpiredMessage, showAlert } from '../alerts';
import { apiCall } from '../api/api-client';
import { forgetEarlyReads } from '../api/early-reads';
import { LOGIN_PATH, goTo } from '../navigation';
import { clearPersistedAtoms } from '../persisted-atom';
import { sessionAtom } from './session';
import { appStore, type AppStore } from '../store';

export type SessionEndReason = 'logout' | 'expired';
type SessionEndTask = (reason: SessionEndReason) => void | Promise<void>;

const tasks = new Set<SessionEndTask>();

/** Runs `task` whenever a session ends; returns the unsubscribe function. */
export function onSessionEnd(task: SessionEndTask): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

async function endSession(store: AppStore, reason: SessionEndReason) {
  // The session goes first and synchronously, so no screen renders with a dead token.
  store.set(sessionAtom, null);
  forgetEarlyReads();
  // Every listed persisted atom not kept on logout (app/persisted-atoms.ts).
  await clearPersistedAtoms(store);
  await Promise.all(
    [...tasks].map(async (task) => {
      try {
        await task(reason);
      } catch (error) {
        console.warn('A clean-up step after the session ended failed', error);
      }
    }),
  );
}

/**
 * Whether the "Log out?" confirmation is up. Every Logout entry (bottom bar, header
 * and catalogue menus) opens it; the bottom bar, present in both layouts, hosts the one dialog.
 */
export const logoutConfirmAtom = atom(false);

// A server that does not answer must not keep a phone on the way out waiting.
const SERVER_LOGOUT_TIMEOUT_MS = 5000;

/** Ends the session on the server too, best effort: offline or failing, the device signs out anyway. */
async function endServerSession(token: string): Promise<void> {
  if (!navigator.onLine) return;
  try {
    // The token goes explicitly: the session leaves the store before the request is sent.
    await apiCall(SHELL_API.logout, { method: 'POST', headers: { Authorization: token }, signal: AbortSignal.timeout(SERVER_LOGOUT_TIMEOUT_MS) });
  } catch (error) {
    console.warn('The server did not end the session; this device is signed out anyway', error);
  }
}

export interface LogoutOptions {
  /** False when the server already ended the session (sign out everywhere, a deleted account). */
  endOnServer?: boolean;
  /** The success alert; the spec's logout sentence by default. */
  message?: string;
  /** Where to go next: /login by default. */
  to?: string;
}

/** Logout (spec section 4): end the server session, clear state and storage, success alert, /login. */
export async function logout(store: AppStore = appStore, options: LogoutOptions = {}): Promise<void> {
  const { endOnServer = true, message = loggedOutMessage(), to = LOGIN_PATH } = options;
  const token = store.get(sessionAtom)?.token;
  const serverEnding = endOnServer && token ? endServerSession(token) : Promise.resolve();
  const ending = endSession(store, 'logout');
  store.set(logoutConfirmAtom, false);
  showAlert(store, 'success', message);
  goTo(to);
  await Promise.all([ending, serverEnding]);
}

/**
 * Expired token or a 401 (spec section 8): clear, error alert, /login. Once, however many calls
 * fail together: the session is gone synchronously, so later calls find nothing to end.
 */
export async function expireSession(store: AppStore = appStore): Promise<void> {
  if (store.get(sessionAtom) === null) return;
  const ending = endSession(store, 'expired');
  showAlert(store, 'error', sessionExpiredMessage());
  goTo(LOGIN_PATH, { replace: true });
  await ending;
}
