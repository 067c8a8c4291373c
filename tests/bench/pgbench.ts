// The yardstick of the PostgreSQL redemption rate: `pgbench -N` (TPC-B without the branch and
// teller updates: begin, update an account, read it, insert a history row, commit) on the same
// server, in the same run, on a database of its own. A redemption is the same kind of work
// (move a balance, write a row, commit), so the ratio says how much the API adds around it,
// whatever the machine's speed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/**
 * 20 clients, as when the budget was set (the API's pool had 20 connections then; it has about
 * two per core now, src/server/db/client.ts defaultPoolSize): the yardstick stays as it was.
 */
const CLIENTS = 20;
const SECONDS = 10;

export function pgbenchPath(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  // Debian keeps it with the server's binaries (package postgresql-NN).
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => `${root}/${v}/bin/pgbench`).find((p) => existsSync(p));
  return found ?? null;
}

function connectionEnv(url: URL, database: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: database,
  };
}

export interface PgbenchResult {
  tps: number;
  note: string;
}

/** Transactions per second of `pgbench -N -c 20 -j 2 -T 10` at scale 10 (1,000,000 accounts). */
export async function measurePgbench(postgresUrl: string): Promise<PgbenchResult> {
  const binary = pgbenchPath();
  if (!binary) throw new Error('pgbench not found: install PostgreSQL\'s server package (Debian: postgresql)');
  const { default: pg } = await import('pg');
  const name = `rebox_pgbench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const env = connectionEnv(new URL(postgresUrl), name);
    const init = spawnSync(binary, ['-i', '-q', '-s', '10'], { env, encoding: 'utf8', timeout: 180_000 });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${(init.stderr || '').trim().split('\n').slice(-2).join(' ')}`);
    const run = spawnSync(binary, ['-N', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS)], { env, encoding: 'utf8', timeout: 120_000 });
    const tps = /tps = ([\d.]+)/.exec(run.stdout ?? '');
    if (run.status !== 0 || !tps) throw new Error(`pgbench -N failed: ${(run.stderr || run.stdout || '').trim().split('\n').slice(-2).join(' ')}`);
    const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
    return { tps: Math.round(Number(tps[1])), note: `pgbench -N -c ${CLIENTS} -j 2 -T ${SECONDS}, scale 10${latency ? `, latency ${latency} ms` : ''}` };
  } finally {
    // Not `with (force)`: an autovacuum worker on the new tables cannot be signalled by a
    // role without pg_signal_backend, while a plain drop ends it by itself. pgbench has exited.
    await admin.query(`drop database if exists ${name}`).catch(() => undefined);
    await admin.end();
  }
}
