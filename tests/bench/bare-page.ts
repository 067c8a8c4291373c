// The yardstick of the first-visit and offline figures: a bare React + react-dom page that
// renders 24 text cards, built by vite with the app's build basics (production, es2022, no
// module preload lists, .br/.gz beside each asset) and served by the same Rebox server
// (CLIENT_DIST), with a cache-first service worker for the offline repeat visit. Whatever the
// machine, the catalogue can only be as fast as this page: its figures divided by this page's
// measure the app, not the machine.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare React page: the bench's yardstick." />
    <title>Bare React page</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

const MAIN_JS = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const cards = Array.from({ length: 24 }, (_, i) =>
  h('article', { key: i, 'data-testid': 'coupon-card' }, h('h2', null, 'Coupon ' + (i + 1)), h('p', null, (i % 2 ? '10 % off' : '$10 off') + ', ' + (50 + i * 25) + ' points')),
);
createRoot(document.getElementById('root')).render(h('main', null, h('h1', null, 'Coupons'), cards));
if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js');
`;

// Cache-first with the page and its assets cached as they are fetched: what the app's
// service worker does for a repeat visit, without anything else.
const SW_JS = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const key = event.request.mode === 'navigate' ? '/' : event.request;
  event.respondWith(caches.open('bare').then(async (cache) => {
    const cached = await cache.match(key);
    if (cached) return cached;
    const response = await fetch(event.request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  }));
});
`;

function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|html)$/.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Builds the bare page into `<runDir>/bare` and returns that directory (a CLIENT_DIST). */
export async function buildBarePage(runDir: string): Promise<string> {
  const source = path.join(runDir, 'bare-src');
  const out = path.join(runDir, 'bare');
  mkdirSync(path.join(source, 'public'), { recursive: true });
  writeFileSync(path.join(source, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(source, 'main.js'), MAIN_JS);
  writeFileSync(path.join(source, 'public', 'sw.js'), SW_JS);
  await build({
    configFile: false,
    root: source,
    logLevel: 'warn',
    mode: 'production',
    // react and react-dom from the project's node_modules, as the app gets them.
    resolve: { alias: { react: path.resolve('node_modules/react'), 'react-dom': path.resolve('node_modules/react-dom') } },
    build: { outDir: out, emptyOutDir: true, sourcemap: false, target: 'es2022', modulePreload: false },
  });
  precompress(out);
  return out;
}
