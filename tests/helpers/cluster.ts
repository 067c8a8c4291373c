// What the cluster suite (tests/cluster) starts: API processes (the built server), HAProxy
// with the configs of src/server/deploy, PostgreSQL databases, and a Patroni pair with its
// etcd. Everything listens on 127.0.0.1 and everything started is stopped by `Processes.stopAll`
// (afterAll), also when a test failed half-way. The Patroni pair and its etcd: patroni.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type RunningServer } from './browser-global-setup';

export const DEPLOY_DIR = path.resolve('src/server/deploy');
/** One secret for every API process of a test: a token signed by one is accepted by all. */
export const CLUSTER_JWT_SECRET = 'cluster-test-secret-long-enough-for-hs256-signing';
export const METRICS_TOKEN = 'cluster-test-metrics-token';

/** The tools the suite needs from Debian; a sentence naming the install command when one is missing. */
export function missingTools(): string | null {
  const missing: string[] = [];
  const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  if (!has('haproxy')) missing.push('haproxy');
  if (!has('patroni')) missing.push('patroni');
  if (!has('etcd')) missing.push('etcd-server');
  if (!existsSync('/usr/lib/postgresql') || readdirSync('/usr/lib/postgresql').length === 0) missing.push('postgresql');
  return missing.length ? `The cluster suite needs ${missing.join(', ')}: apt-get install -y ${missing.join(' ')}` : null;
}

/** The newest PostgreSQL's server binaries (Debian keeps them outside PATH). */
export function postgresBinDir(): string {
  const version = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).at(-1)!;
  return `/usr/lib/postgresql/${version}/bin`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by a `waitFor` check when waiting longer cannot help (the process died). */
export class GiveUp extends Error {}

/** Until `check` resolves truthy (errors count as not yet, but GiveUp), or throws naming `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      last = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}.`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A child process of the suite, with its output kept for the failure message. */
export interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export function spawnChild(name: string, command: string, args: string[], options: Parameters<typeof spawn>[2] = {}): Child {
  let output = '';
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.on('error', (error) => (output += `\n${name}: ${error.message}`));
  return {
    name,
    process: child,
    output: () => output,
    stop: (signal = 'SIGTERM', graceMs = 10_000) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill(signal);
      }),
  };
}

/** Everything a test file started, stopped in reverse order. */
export class Processes {
  private readonly stops: { name: string; stop: () => Promise<void> }[] = [];

  add(name: string, stop: () => Promise<void>) {
    this.stops.push({ name, stop });
  }

  async stopAll() {
    for (const { name, stop } of this.stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => console.warn(`cluster: stopping ${name} failed: ${(error as Error).message}`));
    }
  }
}

export function tempDir(prefix: string, processes: Processes): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  processes.add(`temp dir ${dir}`, async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// --- PostgreSQL databases -------------------------------------------------------------------

export function adminUrl(): string {
  return process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://rebox:rebox@127.0.0.1:5432/rebox';
}

export function urlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** An empty database of its own (dropped at the end): the API processes migrate and seed it. */
export async function freshDatabase(processes: Processes, baseUrl = adminUrl()): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `rebox_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  processes.add(`database ${name}`, async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return urlFor(baseUrl, name);
}

// --- API processes --------------------------------------------------------------------------

export interface ApiOptions {
  runDir: string;
  databaseUrl: string;
  env?: Record<string, string>;
}

/** The built server as a process on a free port, configured for a fleet behind HAProxy. */
export async function startApi(processes: Processes, options: ApiOptions): Promise<RunningServer> {
  const dataDir = tempDir('rebox-cluster-api-', processes);
  const server = await startServerProcess(options.runDir, dataDir, {
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: CLUSTER_JWT_SECRET,
    CLIENT_DIST: dataDir,
    METRICS_TOKEN,
    // HAProxy's address: the limits count the visitor's (X-Forwarded-For).
    TRUST_PROXY: '127.0.0.1',
    DRAIN_SECONDS: '1',
    ...options.env,
  });
  processes.add(`API ${server.url}`, async () => {
    // A process a test killed already has a signalCode and no exitCode: nothing to wait for.
    if (server.process.exitCode === null && server.process.signalCode === null) await server.stop('SIGKILL');
  });
  return server;
}

// --- HAProxy --------------------------------------------------------------------------------

export interface Haproxy {
  url: string;
  statsUrl: string;
  child: Child;
  /** Each server's status in the stats page (UP, DOWN, ...), by server name. */
  statuses(backend: string): Promise<Record<string, string>>;
}

/** haproxy in the foreground with one of the repo's configs, its variables from `env`. */
export async function startHaproxy(processes: Processes, config: string, env: Record<string, string>, bindVariable: string): Promise<Haproxy> {
  const port = await freePort();
  const statsPort = await freePort();
  const file = path.join(DEPLOY_DIR, config);
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { env: { ...process.env, ...env, [bindVariable]: `127.0.0.1:${port}` }, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused ${config}: ${check.stderr || check.stdout}`);
  const child = spawnChild(`haproxy ${config}`, 'haproxy', ['-db', '-f', file], {
    env: { ...process.env, ...env, [bindVariable]: `127.0.0.1:${port}`, REBOX_LB_STATS: `127.0.0.1:${statsPort}` },
  });
  processes.add(child.name, () => child.stop('SIGTERM', 3000));
  await waitFor(`haproxy (${config}) to listen on ${port}`, async () => {
    if (child.process.exitCode !== null) throw new GiveUp(`haproxy exited: ${child.output()}`);
    return listening(port);
  });
  const statsUrl = `http://127.0.0.1:${statsPort}/`;
  return {
    url: `http://127.0.0.1:${port}`,
    statsUrl,
    child,
    async statuses(backend) {
      const csv = await (await fetch(`${statsUrl};csv`)).text();
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
      const col = (name: string) => header!.indexOf(name);
      return Object.fromEntries(rows.filter((r) => r[col('pxname')] === backend && !['FRONTEND', 'BACKEND'].includes(r[col('svname')]!)).map((r) => [r[col('svname')]!, r[col('status')]!]));
    },
  };
}
