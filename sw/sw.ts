/// <reference lib="webworker" />
// The service worker entry only wires the concerns together; each lives in its own module.
import { registerCatalogueCache } from './catalogue-cache';
import { registerImageCache } from './image-cache';
import { registerMessages } from './messages';
import { registerPrecache } from './precache';
import { registerProfileQueue } from './profile-queue';
import { registerPush } from './push';
import { registerScannerCache } from './scanner-cache';
import { warmCaches } from './warm-up';

declare const self: ServiceWorkerGlobalScope;

// `self.__WB_MANIFEST` must be written out here: the build replaces this exact text.
registerPrecache(self.__WB_MANIFEST);
registerCatalogueCache();
registerImageCache();
registerProfileQueue();
registerScannerCache();
registerMessages();
registerPush();

self.addEventListener('activate', (event) => {
  // Take the open page at once (its later requests come through us), then fill the runtime
  // caches it filled before we were there. Offline activation simply warms nothing.
  event.waitUntil(
    self.clients
      .claim()
      .then(() => warmCaches(event, self.location.origin))
      .catch((error: unknown) => console.warn('Rebox: warming the caches failed', error)),
  );
});
