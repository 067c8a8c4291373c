/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { apiUrl, SHELL_API } from '../src/shared/shell-api-paths';
import { tellPages } from './clients';
import { RevalidatingStrategy } from './revalidating-strategy';

declare const self: ServiceWorkerGlobalScope;

export const CATALOGUE_CACHE = 'rebox-catalogue-v1';
const CATALOGUE_PATH = apiUrl(SHELL_API.catalogue);

/**
 * The public coupon list: a returning visitor sees it at once, online or not, and when the
 * server has a newer one the page is told so it can fetch again (now served the fresh copy).
 * Public data, the same for every user, so it survives logout.
 */
export const catalogueStrategy = new RevalidatingStrategy({
  cacheName: CATALOGUE_CACHE,
  // The page may send its token with the request; the list is the same either way.
  matchOptions: { ignoreVary: true },
  onStaleServed: async () => {
    await tellPages({ type: 'CATALOGUE_UPDATED' });
  },
});

export function catalogueUrl(): string {
  return new URL(CATALOGUE_PATH, self.location.origin).href;
}

export function registerCatalogueCache() {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && url.pathname === CATALOGUE_PATH && request.mode !== 'navigate',
    catalogueStrategy,
  );
}
