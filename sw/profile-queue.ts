/// <reference lib="webworker" />
// Profile refreshes (GET /api/v1/user/getUserById/<id>) that fail for lack of network wait in
// a workbox-background-sync queue and are replayed when the connection returns: by the
// Background Sync event where the browser has one, when a page says it is back online, and at
// the SW's next start where Background Sync is missing (Safari; the Queue does that itself).
// A replayed answer goes into the stored session and to every open page.
import { Queue } from 'workbox-background-sync';
import type { RouteHandlerCallback } from 'workbox-core/types.js';
import { registerRoute } from 'workbox-routing';
import { profileUserId } from '../src/shared/shell-api-paths';
import { PROFILE_QUEUED_SENTENCE, QUEUED_HEADER } from '../src/shared/sw-messages';
import { tellPages } from './clients';
import { parseProfileData, signedIn, storeRefreshedUser } from './session-store';

declare const self: ServiceWorkerGlobalScope;

export const PROFILE_QUEUE = 'rebox-profile-refresh';
/** A refresh older than a day tells nothing the next one will not: let it go. */
const MAX_RETENTION_MINUTES = 24 * 60;
export const QUEUED_MESSAGE = PROFILE_QUEUED_SENTENCE.message;

// Every queue operation runs one at a time: the sync event, a page's "back online" message and
// a logout purge may arrive together, and each entry must be replayed once at most.
let chain: Promise<unknown> = Promise.resolve();
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

type QueueEntry = NonNullable<Awaited<ReturnType<Queue['shiftRequest']>>>;

const queue = new Queue(PROFILE_QUEUE, {
  maxRetentionTime: MAX_RETENTION_MINUTES,
  onSync: () => replayProfileQueue(),
});

function userIdOf(entry: QueueEntry): number | null {
  const fromMetadata = (entry.metadata as { userId?: unknown } | undefined)?.userId;
  return typeof fromMetadata === 'number' ? fromMetadata : profileUserId(new URL(entry.request.url).pathname);
}

/** Takes every entry out and puts back those `keep` accepts, in their order. */
async function filterQueue(keep: (entry: QueueEntry) => boolean): Promise<void> {
  const entries: QueueEntry[] = [];
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) entries.push(entry);
  for (const entry of entries) if (keep(entry)) await queue.pushRequest(entry);
}

/** Only the newest refresh of a user matters: an older one waiting is replaced, not added to. */
function enqueue(request: Request, userId: number): Promise<void> {
  return exclusive(async () => {
    await filterQueue((entry) => userIdOf(entry) !== userId);
    await queue.pushRequest({ request, metadata: { userId } });
  });
}

/** Logout: the user's waiting refreshes (which carry their token) are deleted, not replayed. */
export function dropQueuedRefreshes(userId: number): Promise<void> {
  return exclusive(() => filterQueue((entry) => userIdOf(entry) !== userId));
}

export function replayProfileQueue(): Promise<void> {
  return exclusive(async () => {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      const userId = userIdOf(entry);
      const current = await signedIn();
      // Logged out (or someone else signed in) since it was queued: drop it.
      if (userId === null || current?.userId !== userId) continue;
      // The token of now, not of then: the old one may have expired in the meantime.
      const headers = new Headers(entry.request.headers);
      headers.set('Authorization', current.token);
      let response: Response;
      try {
        response = await fetch(new Request(entry.request, { headers }));
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error; // still offline: the sync event retries later
      }
      if (response.status >= 500) {
        await queue.unshiftRequest(entry);
        throw new Error(`The profile refresh answered ${response.status}; it stays queued.`);
      }
      // A 4xx (expired token, deleted account) has nothing to apply and nothing to retry.
      if (response.ok) await applyReplayed(userId, response);
    }
  });
}

async function applyReplayed(userId: number, response: Response) {
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  const user = parseProfileData(body?.data);
  if (!user || user.user_id !== userId) return;
  const at = Date.now();
  await storeRefreshedUser(user, at);
  await tellPages({ type: 'PROFILE_REFRESHED', userId, data: body!.data, at });
}

const refreshHandler: RouteHandlerCallback = async ({ request, url }) => {
  const userId = profileUserId(url.pathname)!;
  // Kept before the fetch: a failed fetch leaves nothing to queue from.
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    await enqueue(copy, userId);
    await tellPages({ type: 'PROFILE_QUEUED', userId });
    return new Response(JSON.stringify({ success: false, message: QUEUED_MESSAGE, code: PROFILE_QUEUED_SENTENCE.id, data: null }), {
      status: 503,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', [QUEUED_HEADER]: '1' },
    });
  }
};

export function registerProfileQueue() {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && profileUserId(url.pathname) !== null,
    refreshHandler,
  );
}
