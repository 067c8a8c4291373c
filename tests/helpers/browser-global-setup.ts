// The browser suite runs against the real thing: a production build of the PWA and the
// server bundle, started as its own process on a fresh data directory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker (sharedServerUrl() picks the worker's own). */
    baseUrls: string[];
    runDir: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Builds client and server into dist/.test-runs/<id> so parallel runs never share files. */
export function buildInto(runDir: string, env: Record<string, string> = {}) {
  const client = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // The build people get: vitest runs with NODE_ENV=test, which would give React's and
    // Lingui's development builds (Lingui's compiles messages at run time, and so hid a warning
    // the real build logged for every English string).
    env: { ...process.env, ...env, NODE_ENV: 'production', REBOX_CLIENT_OUT: path.join(runDir, 'client') },
  });
  if (client.status !== 0) throw new Error('The client build failed (see above).');
  const server = spawnSync('node', ['src/server/cli/build-server.mjs', path.join(runDir, 'server')], { stdio: 'inherit' });
  if (server.status !== 0) throw new Error('The server build failed (see above).');
}

const DEMO_TEMPLATE = 'demo-data';

/**
 * A data directory of its own holding a copy of the demo database the suite seeded once: a
 * server started on a new database spends seconds on migrations and the demo seed, which the
 * copy has done (the data is the same; the start-up itself is the reliability suite's test).
 */
export function demoDataCopy(runDir: string, name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `rebox-${name}-`));
  cpSync(path.join(runDir, DEMO_TEMPLATE), dir, { recursive: true });
  return dir;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built server as a real process and waits until it answers. */
export async function startServerProcess(runDir: string, dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  // A given PORT lets a test bring a server (say, a new build) back on the same origin.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child = spawn('node', [path.join(runDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(runDir, 'client'),
      LOG_LEVEL: 'warn',
      // Suites register many accounts from 127.0.0.1; the limit itself is tested in tests/api.
      REGISTRATIONS_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

// Chromium 150 forgets context.setOffline(true) at the next navigation (navigator.onLine is
// true again after a reload), so every offline journey would time out instead of failing clearly.
const MIN_CHROMIUM_MAJOR = 156;

function requireChromiumAtLeast(chrome: string, major: number) {
  const printed = spawnSync(chrome, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const found = Number(/(\d+)\.\d+\.\d+/.exec(printed)?.[1] ?? 0);
  if (found < major) {
    throw new Error(
      `Chromium ${major} or newer is needed at ${chrome} (found "${printed.trim()}"). Upgrade it with "apt-get update && apt-get install -y chromium".`,
    );
  }
}

export default async function setup(project: TestProject) {
  // Fail loudly, never skip: a browser suite that did not run proves nothing.
  const chrome = chromiumPath();
  if (!existsSync(chrome)) {
    throw new Error(
      `No Chromium at ${chrome}. Install it with "apt-get install -y chromium" or set CHROME_PATH to a Chromium binary.`,
    );
  }
  requireChromiumAtLeast(chrome, MIN_CHROMIUM_MAJOR);
  const runDir = path.resolve('dist/.test-runs', `browser-${process.pid}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  buildInto(runDir);
  // One server per worker, each on its own copy of the demo data, so files running side by side
  // (maxWorkers above 1 on a machine with more cores) never meet in the same data. With one file
  // at a time (two cores: vite.config.ts) this is one server, as before.
  const seeding = await startServerProcess(runDir, path.join(runDir, DEMO_TEMPLATE));
  if ((await seeding.stop()) !== 0) throw new Error(`The server seeding the demo data did not stop cleanly:\n${seeding.output()}`);
  const workers = Math.max(1, project.config.maxWorkers);
  const servers = await Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const dataDir = path.join(runDir, `data-${i + 1}`);
      cpSync(path.join(runDir, DEMO_TEMPLATE), dataDir, { recursive: true });
      return startServerProcess(runDir, dataDir);
    }),
  );
  project.provide('baseUrls', servers.map((server) => server.url));
  project.provide('runDir', runDir);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(runDir, { recursive: true, force: true });
  };
}
