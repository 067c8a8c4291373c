// Lingui's configuration (the CLI and the Vite plugin look for it at the root). English is the
// source: its messages stay in the code (vite.config.ts compiles them in at build time), so
// the first visit loads no catalogue; German and Arabic load on demand. "pseudo" is the
// accented, lengthened locale the browser test uses to find text that is not translatable;
// tests/helpers/pseudo-catalogue.mjs writes it (Lingui's own pseudo-locale only accents).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'ar', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/client/locales/{locale}', include: ['<rootDir>/src/client', '<rootDir>/src/shared', '<rootDir>/sw'] }],
  // Where a message is used, without line numbers: a line moved is not a catalogue changed.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
