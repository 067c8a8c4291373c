// The route table's paths by access, read from routes.tsx (importing it would pull in React)
// with each path taken from the table of screen paths, so a screen added later is walked by the
// sweeps without anyone listing it.
import { readFileSync } from 'node:fs';
import { PATHS } from '@/shared/screen-paths';

/** 'PATHS.admin.users' -> '/admin/users'. */
function pathOf(expression: string): string {
  const value = expression
    .split('.')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], PATHS);
  if (typeof value !== 'string') throw new Error(`routes.tsx names ${expression}, which the table of screen paths lacks`);
  return value;
}

export function routesFor(accesses: readonly string[]): string[] {
  const source = readFileSync('src/client/app/routes.tsx', 'utf8');
  const routes = [...source.matchAll(/\{ path: (PATHS(?:\.\w+)+), access: '([^']+)'/g)];
  if (routes.length < 20) throw new Error(`read ${routes.length} routes from routes.tsx: its entries changed shape`);
  return routes.filter(([, , access]) => accesses.includes(access!)).map(([, expression]) => pathOf(expression!));
}

/** A path with its parameters filled in (":userId" → "12"). */
export const withParams = (path: string, params: Record<string, string>) => path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `missing-${name}`);
