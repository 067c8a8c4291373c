// The dependency direction of docs/architecture.md, checked on every relative import:
//   shared <- client/{lib,components} <- client/features <- client/app;  shared <- server;  shared <- sw.
// Features never import each other, and no module imports itself through a cycle.
// Prints each violation and exits non-zero; part of `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

const area = (file) => {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'sw') return { layer: 'sw' };
  if (rel[0] !== 'src') return { layer: 'other' };
  if (rel[1] === 'shared') return { layer: 'shared' };
  if (rel[1] === 'server') return { layer: 'server' };
  if (rel[1] === 'client') {
    if (rel[2] === 'features') return { layer: 'feature', feature: rel[3] };
    if (rel[2] === 'lib' || rel[2] === 'components') return { layer: 'client-base' };
    return { layer: 'app' };
  }
  return { layer: 'other' };
};

const ALLOWED = {
  shared: ['shared'],
  server: ['server', 'shared'],
  sw: ['sw', 'shared'],
  'client-base': ['client-base', 'shared'],
  feature: ['feature', 'client-base', 'shared'],
  app: ['app', 'feature', 'client-base', 'shared'],
};

const files = [...walk(path.join(ROOT, 'src')), ...walk(path.join(ROOT, 'sw'))];
const graph = new Map();
const problems = [];
const importPattern = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const targets = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    const target = resolveImport(file, specifier);
    if (!target) continue;
    // Type-only imports vanish at build time: they obey the direction but cannot form a runtime cycle.
    if (!/^(import|export) type\s/.test(match[0])) targets.push(target);
    const from = area(file);
    const to = area(target);
    const rel = (f) => path.relative(ROOT, f);
    if (!(ALLOWED[from.layer] ?? []).includes(to.layer)) {
      problems.push(`${rel(file)} imports ${rel(target)}: ${from.layer} may not depend on ${to.layer}.`);
    } else if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature) {
      problems.push(`${rel(file)} imports ${rel(target)}: features do not import each other; compose them in app/.`);
    }
  }
  graph.set(file, targets);
}

// Cycles: depth-first search with colours.
const state = new Map();
const stack = [];
function visit(node) {
  state.set(node, 1);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === 1) {
      const cycle = stack.slice(stack.indexOf(next)).concat(next).map((f) => path.relative(ROOT, f));
      problems.push(`import cycle: ${cycle.join(' -> ')}`);
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(node, 2);
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length) {
  console.error(problems.map((p) => `architecture: ${p}`).join('\n'));
  process.exit(1);
}
console.log(`architecture: ${files.length} files, dependency direction and no cycles: ok`);
