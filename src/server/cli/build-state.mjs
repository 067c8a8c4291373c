// Decides whether the build in dist/ is older than the sources it came from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'sw', 'public', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function isBuildStale(outputs = ['dist/client/index.html', 'dist/server/main.js']) {
  if (!outputs.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}
