import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';

// The one manifest (design card): read here so vite-plugin-pwa injects and precaches it.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));
const apiPort = process.env.REBOX_API_PORT ?? '8081';

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  envDir: '../..',
  build: {
    outDir: process.env.REBOX_CLIENT_OUT ?? '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
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
    react(),
    tailwindcss(),
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
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts', 'sw/**/*.test.ts'],
          setupFiles: ['tests/helpers/unit-setup.ts'],
        },
        plugins: [react()],
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/helpers/api-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/helpers/server-build-setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/helpers/browser-global-setup.ts'],
        },
      },
    ],
  },
});
