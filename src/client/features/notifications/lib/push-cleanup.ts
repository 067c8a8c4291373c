// The end of a session: this device must not get the previous person's pushes, nor show their count.
import { deletePushSubscription } from '../api/delete-push-subscription';
import { showUnreadOnBadge } from './app-badge';
import { currentPushSubscription } from './push-subscription';

/** `token`: the session that just ended, to tell the server with. */
export async function forgetPushOfSession(token: string | null): Promise<void> {
  showUnreadOnBadge(0);
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  // Offline or failing, the browser's unsubscribe still ends it: the server drops it at its next 410.
  if (token && navigator.onLine) await deletePushSubscription({ endpoint: subscription.endpoint }, token).catch(() => undefined);
  await subscription.unsubscribe();
}
