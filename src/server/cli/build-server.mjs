// Bundles the server into dist/server/main.js (dependencies stay in node_modules)
// and copies the migrations beside it.
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
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outDir}/migrations`, { recursive: true });
