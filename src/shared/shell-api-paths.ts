// The API's prefix, and the routes the app shell itself calls: the public catalogue (cached
// by the service worker), getUserById (the profile refresh, queued while offline) and logout
// (from the bottom bar). Every other route is in api-paths.ts.
// DEV NOTE: kept apart from api-paths.ts for the first-visit budget: the catalogue's first
// script imports only this module, not the path of every staff route.

import { apiRoute } from './api-route';

export const API_PREFIX = '/api/v1';

/** The whole path, as the browser and the service worker see it. */
export function apiUrl(path: string): string {
  return `${API_PREFIX}${path}`;
}

/** Relative to API_PREFIX, the way the page's fetch wrapper takes them. */
export const SHELL_API = {
  catalogue: '/coupon/get-coupon-list-for-frontend',
  /** Answers the user as a JSON string (spec section 7). */
  userById: apiRoute('/user/getUserById/:id'),
  /** Ends this session on the server. */
  logout: '/auth/logout',
} as const;

/** The user id a profile refresh (getUserById) asks for, or null when the path is not one. */
export function profileUserId(pathname: string): number | null {
  const { pattern } = SHELL_API.userById;
  const prefix = apiUrl(pattern.slice(0, pattern.indexOf(':')));
  if (!pathname.startsWith(prefix)) return null;
  const id = pathname.slice(prefix.length);
  return /^\d+$/.test(id) ? Number(id) : null;
}
