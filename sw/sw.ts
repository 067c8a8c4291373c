/// <reference lib="webworker" />
// The service worker entry only wires the concerns together; each lives in its own module.
import { registerPrecache } from './precache';

declare const self: ServiceWorkerGlobalScope;

// `self.__WB_MANIFEST` must be written out here: the build replaces this exact text.
registerPrecache(self.__WB_MANIFEST);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
