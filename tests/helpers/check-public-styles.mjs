// The first-visit stylesheet (src/client/styles/public.css) is generated only from the files its
// `@source` lines name. This check walks what a signed-out visitor can load (main.tsx, its
// imports, the public routes' pages and anything they load on demand, but not the dashboard
// layout or its pages) and fails when one of those files is outside public.css: its classes
// would be missing until dashboard.css happened to load. Part of `npm run lint`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';

const CLIENT = path.resolve('src/client');
const STYLES = path.join(CLIENT, 'styles/public.css');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// The route table loads every page on demand; only its public-layout pages count (added below).
// The dashboard layout's loader is the route table's too (boot preloads it for signed-in routes only).
const ROUTE_TABLES = new Set(['app/routes.tsx', 'app/app-routes.tsx', 'app/layouts/load-dashboard-layout.ts'].map((f) => path.join(CLIENT, f)));

const SRC = path.resolve('src');

function resolveImport(from, specifier) {
  // `@/` is src/ (tsconfig paths).
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

const staticImport = /^(?:import|export)\s(?!type\s)[^'";]*?(?:from\s*)?['"]((?:\.|@\/)[^'"]+)['"]/gm;
const dynamicImport = /import\(\s*['"]((?:\.|@\/)[^'"]+)['"]\s*\)/g;

function reachable(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    // `export const load = () => import('…')` is a dynamic import, not a static one.
    const specifiers = [...source.matchAll(staticImport)].filter((m) => !m[0].includes('import(')).map((m) => m[1]);
    if (!ROUTE_TABLES.has(file)) specifiers.push(...[...source.matchAll(dynamicImport)].map((m) => m[1]));
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}

const routesFile = path.join(CLIENT, 'app/routes.tsx');
const publicPages = [...readFileSync(routesFile, 'utf8').matchAll(/layout: '(?:public|site)',\s*page: page\(\(\) => import\('([^']+)'\)/g)]
  .map((m) => resolveImport(routesFile, m[1]))
  .filter(Boolean);
// src/shared holds no markup, so only the client's own files need to be sources.
const files = [...reachable([path.join(CLIENT, 'main.tsx'), ...publicPages])].filter(
  (f) => /\.tsx?$/.test(f) && f.startsWith(CLIENT + path.sep),
);

const css = readFileSync(STYLES, 'utf8');
const globsOf = (pattern) =>
  [...css.matchAll(pattern)].map((m) => {
    const glob = path.relative(CLIENT, path.resolve(path.dirname(STYLES), m[1])).split(path.sep).join('/');
    // As in Tailwind, a source without a file extension is a folder: everything under it.
    return /\.[a-z{},]+$/.test(path.posix.basename(glob)) ? glob : `${glob}/**`;
  });
const included = picomatch(globsOf(/@source '([^']+)';/g));
const excluded = picomatch(globsOf(/@source not '([^']+)';/g));

const missing = files
  .map((f) => path.relative(CLIENT, f).split(path.sep).join('/'))
  .filter((rel) => !included(rel) || excluded(rel));
if (publicPages.length < 4 || files.length < 40) {
  console.error(`public styles: found only ${publicPages.length} public pages and ${files.length} files; has routes.tsx changed shape?`);
  process.exit(1);
}
if (missing.length) {
  console.error(`public styles: these files reach the first visit but are not @source of src/client/styles/public.css:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`public styles: ${files.length} first-visit files, all sources of public.css: ok`);
