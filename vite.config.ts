import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { boxFrameWordsPlugin } from './src/build/box-frame-words';
import { linguiMacros } from './src/build/lingui-macros';
import { precompress } from './src/build/precompress';
import { preloadEntryImports } from './src/build/preload-entry-imports';

// The one manifest (design card): read here so vite-plugin-pwa injects and precaches it.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));
const apiPort = process.env.REBOX_API_PORT ?? '8081';
const clientOut = process.env.REBOX_CLIENT_OUT ?? '../../dist/client';

// `@/` is src/ (tsconfig paths say the same for tsc, eslint, esbuild and tsx); the test
// projects below do not inherit the root's resolve, so each names it.
const SRC_ALIAS = { '@': path.resolve('src') };

const UNIT_ROOTS = ['src/client', 'src/shared', 'sw'];
const UNIT = {
  environment: 'happy-dom' as const,
  include: UNIT_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`),
  setupFiles: ['tests/helpers/unit-setup.ts'],
  // Screens behind routes load as lazy chunks whose first import compiles them: several
  // seconds for a test on a slow machine with the other files running beside it.
  testTimeout: 15_000,
};
/** The unit test files that call vi.mock or vi.doMock (the setup file's mock is every file's). */
const UNIT_FILES_MOCKING = UNIT_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  root: 'src/client',
  resolve: { alias: SRC_ALIAS },
  publicDir: '../../public',
  envDir: '../..',
  build: {
    outDir: clientOut,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // No preload lists for lazy chunks: they cost the first visit ~1 KB gzip for every lazy
    // page's dependency list, and after it the service worker has every chunk precached anyway.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically (react, the catalogue, the shell) in one file
          // instead of a dozen small ones the lazy pages happen to share: fewer requests on a
          // first visit, and gzip compresses one file better than many.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  plugins: [
    linguiMacros(),
    react(),
    lingui(),
    tailwindcss(),
    boxFrameWordsPlugin(),
    preloadEntryImports(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../../sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // Shown offline beside the manifest icons (which the plugin adds itself, once).
      includeAssets: ['favicon.png', 'default-avatar.webp', 'icons/apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Screenshots are for the install dialog only; source maps are never served offline.
        globIgnores: ['**/*.map', 'screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
    precompress(path.resolve('src/client', clientOut)),
  ],
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: '.',
    projects: [
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          ...UNIT,
          name: 'unit',
          exclude: UNIT_FILES_MOCKING,
          // Each file in a VM context of a long-lived worker: React, happy-dom and the rest are
          // loaded once per worker instead of once per file, which more than halves the suite.
          pool: 'vmThreads',
        },
        plugins: [linguiMacros(), react(), lingui()],
      },
      {
        resolve: { alias: SRC_ALIAS },
        // The files that replace a module (vi.mock) run in a process each: in the VM pool one
        // file's mock can reach another file's imports (vitest-dev/vitest#11284).
        test: { ...UNIT, name: 'unit-mocking', include: UNIT_FILES_MOCKING.length ? UNIT_FILES_MOCKING : ['no-file'], pool: 'forks' },
        plugins: [linguiMacros(), react(), lingui()],
      },
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          // The files of a worker share its loaded modules: each file builds its own app on its
          // own database, and the server keeps its per-database state by database (WeakMaps).
          // Importing the server afresh for each file was half the suite's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/helpers/api-global-setup.ts'],
        },
      },
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file runs its own server processes on data directories and ports of its own.
          maxWorkers: 2,
          globalSetup: ['tests/helpers/server-build-setup.ts'],
        },
      },
      {
        // Not part of `npm test`: it needs haproxy, patroni, etcd-server and postgresql from
        // Debian (`npm run test:cluster`; CI installs them).
        resolve: { alias: SRC_ALIAS },
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/helpers/cluster-global-setup.ts'],
        },
      },
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One file at a time on two cores: two at a time (browser-global-setup.ts starts a
          // server per worker) is faster but starves timing-bound checks; raise it on more cores.
          fileParallelism: false,
          // A poll waits for the page as Playwright's own waits do (vitest's 1 s default is short
          // of a loaded machine's first answer); a failing assertion still fails, later.
          expect: { poll: { timeout: 5_000 } },
          // The files share their worker's loaded modules (playwright-core, axe-core, helpers):
          // each opens its own browser, and no helper keeps state between files.
          isolate: false,
          globalSetup: ['tests/helpers/browser-global-setup.ts'],
        },
      },
    ],
  },
});
