// A build plugin of vite.config.ts.
import type { Plugin } from 'vite';

/**
 * The entry's own static imports named in the HTML: with `modulePreload: false` the browser
 * only finds the rolldown runtime chunk (under 1 KB, imported by the entry and every lazy chunk)
 * once the 80 KB entry has arrived and been parsed, one more round trip before anything
 * renders.
 * Lazy chunks keep no preload lists. The one worker the entry starts at once is named too.
 */
export function preloadEntryImports(): Plugin {
  return {
    name: 'rebox-preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        const links = (chunk?.imports ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        // The Intl warm-up worker (lib/performance/warm-intl.ts) is asked for only once the entry has been
        // evaluated, at the lowest priority, and then lost its race with the first render it was
        // meant to speed up.
        // Fetched with the HTML instead, it is in the cache when the entry starts it.
        const warmIntl = Object.keys(bundle ?? {}).find((file) => /(^|\/)warm-intl\.worker-[\w-]+\.js$/.test(file));
        if (warmIntl) links.push(`<link rel="prefetch" href="/${warmIntl}">`);
        return links.length ? html.replace(/(\s*)<script type="module"/, `$1${links.join('$1')}$1<script type="module"`) : html;
      },
    },
  };
}
