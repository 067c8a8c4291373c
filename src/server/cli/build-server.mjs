// Bundles the server into dist/server/main.js, with the dependencies that are plain JavaScript,
// and copies the migrations beside it. Bundled, Node reads one file at start instead of resolving
// and loading some 900 modules of fastify, drizzle, zod and the rest one by one, which keeps
// `npm start` within its start-up budget (measured by npm run bench).
import { cpSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

// An optional output folder lets test runs build beside each other without clashing.
const outDir = process.argv[2] ?? 'dist/server';
mkdirSync(outDir, { recursive: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Left in node_modules: PGlite reads its .wasm and .data files from beside its own module; sharp
  // and argon2 are native addons (pg-native, pg's optional one, is not installed); pino starts its
  // transports' worker threads by file path; pdfkit loads its fonts' metrics through its own
  // package's import map (#standard-fonts), which a bundle cannot resolve.
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'sharp', '@node-rs/argon2', 'pg-native', 'pino', 'pdfkit'],
  // The bundled CommonJS packages call require() (for Node's own modules too), which an ES module lacks.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outDir}/migrations`, { recursive: true });
