// "Refresh" beside stored points. Unlike the load-time refresh, it also runs offline: the
// service worker queues it and delivers the new balance when the connection returns, so the
// person hears "queued", not "failed".
import { QUEUED_HEADER } from '@/shared/sw-messages';
import { profileRefreshFailedMessage, showAlert } from '../alerts';
import { ApiError } from '../api/api-client';
import { getUserById } from '../api/get-user-by-id';
import { applyProfile, parseProfile } from './profile-refresh';
import { sessionAtom } from './session';
import { toast } from '../toast';
import type { AppStore } from '../store';

export type RefreshOutcome = 'refreshed' | 'queued' | 'failed';

export async function refreshPoints(store: AppStore): Promise<RefreshOutcome> {
  const session = store.get(sessionAtom);
  if (!session) return 'failed';
  try {
    // A queued refresh answers 503 at once (the call helper never retries), and a person can press again.
    const data = await getUserById(session.user.user_id);
    return applyProfile(store, await parseProfile(data)) ? 'refreshed' : 'failed';
  } catch (error) {
    if (error instanceof ApiError && error.headers?.get(QUEUED_HEADER)) {
      toast(error.message, { id: 'rebox-refresh-queued' });
      return 'queued';
    }
    console.error('Profile refresh failed', error);
    showAlert(store, 'error', profileRefreshFailedMessage());
    return 'failed';
  }
}
