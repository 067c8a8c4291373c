/// <reference lib="webworker" />
import { tellPages } from './clients';
import { forgetExpirationEntries } from './expiration-entries';
import { isPrivateEntry } from './private-entries';
import { dropQueuedRefreshes } from './profile-queue';

declare const self: ServiceWorkerGlobalScope;

/**
 * A shared phone shows nothing of the previous user: their queued refreshes (which hold their
 * token) and every cached answer or image of theirs go, in every cache this origin has, with
 * the expiration records that name them.
 */
export async function purgeUser(userId: number, profileImage: string | null): Promise<void> {
  await dropQueuedRefreshes(userId);
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (isPrivateEntry(new URL(request.url), self.location.origin, profileImage)) await cache.delete(request);
    }
  }
  await forgetExpirationEntries((url) => isPrivateEntry(url, self.location.origin, profileImage));
  await tellPages({ type: 'LOGOUT_PURGED', userId });
}
