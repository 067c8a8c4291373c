// Reliability tests run the real server process: build its bundle once per run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    serverRunDir: string;
  }
}

export default function setup(project: TestProject) {
  const runDir = path.resolve('dist/.test-runs', `server-${process.pid}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const built = spawnSync('node', ['src/server/cli/build-server.mjs', path.join(runDir, 'server')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server build failed (see above).');
  project.provide('serverRunDir', runDir);
  return () => rmSync(runDir, { recursive: true, force: true });
}
