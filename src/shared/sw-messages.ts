// The contract between the page and the service worker: the messages each side posts and
// the few names both must agree on. The SW may import only src/shared, so what the page and
// the SW both need to know lives here once.

/**
 * Set on the SW's own answer to a refresh it queued (503): the page says "queued", not "failed".
 */
export const QUEUED_HEADER = 'Rebox-Queued';

/**
 * Where the page keeps the signed-in session in IndexedDB (idb-keyval's default store):
 * the persisted atom `session` version 1. The SW reads it to drop a queued refresh of a user
 * who has logged out, and updates it when a replayed refresh answers while no page is open.
 * A unit test beside the session atom keeps the two names equal.
 */
export const SESSION_STORAGE_KEY = 'rebox:session:v1';

/** Page → service worker. */
export type PageToSwMessage =
  /** The update flow (vite-plugin-pwa's updateServiceWorker sends exactly this). */
  | { type: 'SKIP_WAITING' }
  /** The page is back online: replay queued profile refreshes now (Background Sync may lag or be missing). */
  | { type: 'REPLAY_QUEUE' }
  /** A user logged out: delete their queued refreshes and their cached answers and images. */
  | { type: 'LOGGED_OUT'; userId: number; profileImage: string | null };

/** Service worker → page. */
export type SwToPageMessage =
  /** A queued profile refresh was replayed: `data` is getUserById's data (the user as a JSON string). */
  | { type: 'PROFILE_REFRESHED'; userId: number; data: unknown; at: number }
  /** A refresh failed for lack of network and waits in the queue. */
  | { type: 'PROFILE_QUEUED'; userId: number }
  /** The catalogue the page was given came from the cache and the server has a newer one. */
  | { type: 'CATALOGUE_UPDATED' }
  /** The SW finished a purge after LOGGED_OUT (lets the page and tests know it is done). */
  | { type: 'LOGOUT_PURGED'; userId: number }
  /** A push arrived: an open page's bell asks for its count now, not at the next focus. */
  | { type: 'NOTIFICATION_ARRIVED' };

const PAGE_TYPES = new Set<string>(['SKIP_WAITING', 'REPLAY_QUEUE', 'LOGGED_OUT']);
const SW_TYPES = new Set<string>(['PROFILE_REFRESHED', 'PROFILE_QUEUED', 'CATALOGUE_UPDATED', 'LOGOUT_PURGED', 'NOTIFICATION_ARRIVED']);

function typeOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' ? type : null;
}

export function isPageToSwMessage(value: unknown): value is PageToSwMessage {
  const type = typeOf(value);
  if (type === null || !PAGE_TYPES.has(type)) return false;
  if (type !== 'LOGGED_OUT') return true;
  const { userId, profileImage } = value as { userId?: unknown; profileImage?: unknown };
  return Number.isInteger(userId) && (profileImage === null || typeof profileImage === 'string');
}

export function isSwToPageMessage(value: unknown): value is SwToPageMessage {
  const type = typeOf(value);
  return type !== null && SW_TYPES.has(type);
}

/**
 * The service worker's own answer to a profile refresh it queued while offline, with a code
 * like the server's sentences (server-messages.ts), so the page shows it in the person's
 * language. The i18n mark lets Lingui's extractor find it without macros.
 */
export const PROFILE_QUEUED_SENTENCE = /*i18n*/ { id: 'offline.profile-queued', message: 'You are offline. Your points will update when the connection returns.' };
