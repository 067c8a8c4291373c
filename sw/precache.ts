/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** The app shell: precached, and every navigation outside /api and /uploads falls back to it. */
export function registerPrecache(entries: (string | PrecacheEntry)[]) {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/uploads\//] }));
}
