/// <reference lib="webworker" />
import { isPageToSwMessage } from '../src/shared/sw-messages';
import { purgeUser } from './logout-purge';
import { replayProfileQueue } from './profile-queue';

declare const self: ServiceWorkerGlobalScope;

/** What the pages ask of the SW (src/shared/sw-messages.ts). */
export function registerMessages() {
  self.addEventListener('message', (event) => {
    // Only our own pages: a message from another origin cannot reach a SW, but a frame of ours could be anything.
    const from = event.origin || (event.source as Client | null)?.url;
    if (from && new URL(from).origin !== self.location.origin) return;
    const message: unknown = event.data;
    if (!isPageToSwMessage(message)) return;
    switch (message.type) {
      case 'SKIP_WAITING':
        // The update flow: the page asked, the user pressed Reload.
        event.waitUntil(self.skipWaiting());
        break;
      case 'REPLAY_QUEUE':
        // Still offline is no failure: the entries stay for the next try.
        event.waitUntil(replayProfileQueue().catch(() => undefined));
        break;
      case 'LOGGED_OUT':
        event.waitUntil(purgeUser(message.userId, message.profileImage));
        break;
    }
  });
}
