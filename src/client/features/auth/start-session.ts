// Signing in (spec section 4): store the session, toast, refresh the profile. The guest
// guard of /login and /register then moves the visitor on (to where they were going, or
// their dashboard) as soon as the session exists.
import { toast } from '@/client/lib/toast';
import type { LoginAnswer } from '@/shared/contract/auth';
import { LOGIN_TOAST_MS, loginToastMessage } from '@/client/lib/alerts';
import { setPersisted } from '@/client/lib/persisted-atom';
import { refreshProfile } from '@/client/lib/session/profile-refresh';
import { sessionAtom } from '@/client/lib/session/session';
import type { AppStore } from '@/client/lib/store';

export async function startSession(store: AppStore, answer: LoginAnswer, message = loginToastMessage()) {
  // Stored before the guard moves on, so a reload straight after login stays signed in.
  await setPersisted(store, sessionAtom, { token: answer.token, user: answer.user, refreshedAt: Date.now() });
  toast.success(message, { duration: LOGIN_TOAST_MS, id: 'login' });
  void refreshProfile(store);
}
