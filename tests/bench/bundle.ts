// Budget 1: the JavaScript and CSS the signed-out catalogue loads on first visit, gzip,
// measured by loading the built page in Chromium and gzipping what it fetched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { openBrowser } from '../helpers/browser';
import type { Figure } from './report';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** react + react-dom alone, minified for production, as the yardstick of the ratio budget. */
async function reactAloneGzip(): Promise<number> {
  const result = await build({
    stdin: {
      contents: "import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; createRoot(document.body).render(createElement('div'));",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

export async function measureBundle(baseUrl: string, clientDir: string): Promise<Figure[]> {
  const browser = await openBrowser({ serviceWorkers: 'block' });
  const scripts = new Set<string>();
  const styles = new Set<string>();
  browser.page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if (type === 'script') scripts.add(url.pathname);
    if (type === 'stylesheet') styles.add(url.pathname);
  });
  await browser.page.goto(baseUrl, { waitUntil: 'networkidle' });
  await browser.page.locator('[data-testid="coupon-card"]').first().waitFor();
  await browser.close();
  const gz = (paths: Set<string>) =>
    [...paths].reduce((sum, p) => sum + gzipSync(readFileSync(path.join(clientDir, p)), { level: 9 }).length, 0);
  const js = gz(scripts);
  const css = gz(styles);
  const react = await reactAloneGzip();
  return [
    { name: 'catalogue first-visit JS (gzip)', value: kb(js), unit: 'KB', kind: 'max', budget: 95, note: `${scripts.size} files` },
    { name: 'react + react-dom alone (gzip)', value: kb(react), unit: 'KB', kind: null },
    { name: 'first-visit JS / react+react-dom', value: Math.round((js / react) * 100) / 100, unit: '×', kind: 'max', budget: 1.4 },
    { name: 'catalogue CSS (gzip)', value: kb(css), unit: 'KB', kind: 'max', budget: 15 },
  ];
}
