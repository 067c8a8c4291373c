/// <reference lib="webworker" />
import type { SwToPageMessage } from '../src/shared/sw-messages';

declare const self: ServiceWorkerGlobalScope;

/** Posts a message to every open page of the app, controlled or not (a page may load before the SW claims it). */
export async function tellPages(message: SwToPageMessage): Promise<number> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
  return pages.length;
}
