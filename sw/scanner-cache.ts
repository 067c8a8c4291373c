/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

export const SCANNER_CACHE = 'rebox-scanner-v1';

/**
 * The QR reader's WebAssembly (ZXing, 1 MB, 360 KB brotli) for browsers without BarcodeDetector.
 * Not precached: most people who install the portal are recyclers who never scan, and it would
 * more than double what every install downloads. Staff pages that offer the scanner fetch it
 * while they are open and it is kept here, so the next scan needs no signal for it. Its name is
 * hashed, so a cached copy is always right; one entry per build is plenty.
 */
export function registerScannerCache() {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
    new CacheFirst({
      cacheName: SCANNER_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true })],
    }),
  );
}
