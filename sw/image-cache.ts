/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

export const IMAGE_CACHE = 'rebox-images-v1';
export const IMAGES_PATH = '/uploads/images/';

/**
 * Banner and profile images: their names are random and never reused (the server serves them
 * as immutable), so a cached copy is always right. Bounded in count and age so a phone that
 * browses for months does not fill up; error and opaque answers (status 0) are never kept.
 */
export const imageStrategy = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

export function registerImageCache() {
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith(IMAGES_PATH), imageStrategy);
}
