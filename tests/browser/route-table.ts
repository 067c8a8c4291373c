// The route table's paths by access, read from routes.tsx (importing it would pull in React),
// so a screen added later is walked by the sweeps without anyone listing it.
import { readFileSync } from 'node:fs';

export function routesFor(accesses: readonly string[]): string[] {
  const source = readFileSync('src/client/app/routes.tsx', 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)', access: '([^']+)'/g)].filter(([, , access]) => accesses.includes(access!)).map(([, path]) => path!);
}

/** A path with its parameters filled in (":userId" → "12"). */
export const withParams = (path: string, params: Record<string, string>) => path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `missing-${name}`);
