// Ending a session, by choice (logout) or because it expired. Other features add their own
// clean-up (the PWA clears its per-user caches) with onSessionEnd instead of being imported
// here, which keeps the dependency direction lib <- features.
import { LOGGED_OUT, SESSION_EXPIRED, showAlert } from './alerts';
import { LOGIN_PATH, goTo } from './navigation';
import { clearPersistedAtoms } from './persisted-atom';
import { sessionAtom } from './session';
import { appStore, type AppStore } from './store';

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

/** Logout (spec section 4): clear state and storage, success alert, /login. */
export async function logout(store: AppStore = appStore): Promise<void> {
  const ending = endSession(store, 'logout');
  showAlert(store, 'success', LOGGED_OUT);
  goTo(LOGIN_PATH);
  await ending;
}

/**
 * Expired token or a 401 (spec section 8): clear, error alert, /login. Once, however many calls
 * fail together: the session is gone synchronously, so later calls find nothing to end.
 */
export async function expireSession(store: AppStore = appStore): Promise<void> {
  if (store.get(sessionAtom) === null) return;
  const ending = endSession(store, 'expired');
  showAlert(store, 'error', SESSION_EXPIRED);
  goTo(LOGIN_PATH, { replace: true });
  await ending;
}
