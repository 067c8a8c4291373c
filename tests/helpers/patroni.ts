// The Patroni pair of the cluster suite: one etcd member and two PostgreSQL nodes under Patroni
// with src/server/deploy/patroni.yml, started and stopped through cluster.ts's Processes.
import { chownSync, copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './browser-global-setup';
import { DEPLOY_DIR, postgresBinDir, spawnChild, tempDir, waitFor, type Child, type Processes } from './cluster';

export interface PatroniNode {
  name: string;
  pgPort: number;
  restPort: number;
  dataDir: string;
  child: Child;
}

export interface PatroniPair {
  nodes: PatroniNode[];
  superuserUrl(node: PatroniNode): string;
  /** Patroni's view: each member's role (leader, sync_standby, replica) and state. */
  members(): Promise<{ name: string; role: string; state: string; timeline?: number }[]>;
  leader(): Promise<PatroniNode>;
}

const SUPERUSER_PASSWORD = 'cluster-test-superuser';
export const PATRONI_APP_PASSWORD = 'rebox';

function postgresUser(): { uid: number; gid: number } {
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n').find((line) => line.startsWith('postgres:'));
  if (!passwd) throw new Error('There is no postgres user: apt-get install -y postgresql creates it.');
  const [, , uid, gid] = passwd.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * etcd (one member) and two PostgreSQL nodes under Patroni with src/server/deploy/patroni.yml:
 * resolves when one is the leader and the other its synchronous standby, streaming. The
 * API's role `rebox` (password 'rebox', CREATEDB) is made at bootstrap (PATRONI_rebox_PASSWORD).
 */
export async function startPatroniPair(processes: Processes): Promise<PatroniPair> {
  const postgres = postgresUser();
  // Owned by postgres: Patroni runs initdb / pg_basebackup in it, as postgres (root may not run PostgreSQL).
  const base = tempDir('rebox-patroni-', processes);
  chownSync(base, postgres.uid, postgres.gid);
  const config = path.join(base, 'patroni.yml');
  copyFileSync(path.join(DEPLOY_DIR, 'patroni.yml'), config);
  chownSync(config, postgres.uid, postgres.gid);

  const [clientPort, peerPort] = [await freePort(), await freePort()];
  const etcd = spawnChild('etcd', 'etcd', [
    '--name', 'rebox-test',
    '--data-dir', path.join(base, 'etcd'),
    '--listen-client-urls', `http://127.0.0.1:${clientPort}`,
    '--advertise-client-urls', `http://127.0.0.1:${clientPort}`,
    '--listen-peer-urls', `http://127.0.0.1:${peerPort}`,
    '--initial-advertise-peer-urls', `http://127.0.0.1:${peerPort}`,
    '--initial-cluster', `rebox-test=http://127.0.0.1:${peerPort}`,
  ]);
  processes.add('etcd', () => etcd.stop('SIGTERM', 3000));
  await waitFor('etcd to answer', async () => (await fetch(`http://127.0.0.1:${clientPort}/health`)).ok, 20_000);

  const nodes: PatroniNode[] = [];
  for (const name of ['pg1', 'pg2']) {
    const node = { name, pgPort: await freePort(), restPort: await freePort(), dataDir: path.join(base, name) } as PatroniNode;
    node.child = spawnChild(`patroni ${name}`, 'patroni', [config], {
      uid: postgres.uid,
      gid: postgres.gid,
      cwd: base,
      env: {
        PATH: process.env.PATH,
        HOME: base,
        LANG: 'C.UTF-8',
        PATRONI_NAME: name,
        PATRONI_POSTGRESQL_DATA_DIR: node.dataDir,
        PATRONI_POSTGRESQL_BIN_DIR: postgresBinDir(),
        PATRONI_POSTGRESQL_PGPASS: path.join(base, `${name}.pgpass`),
        PATRONI_POSTGRESQL_LISTEN: `127.0.0.1:${node.pgPort}`,
        PATRONI_POSTGRESQL_CONNECT_ADDRESS: `127.0.0.1:${node.pgPort}`,
        PATRONI_RESTAPI_LISTEN: `127.0.0.1:${node.restPort}`,
        PATRONI_RESTAPI_CONNECT_ADDRESS: `127.0.0.1:${node.restPort}`,
        PATRONI_ETCD3_HOSTS: `127.0.0.1:${clientPort}`,
        PATRONI_SUPERUSER_PASSWORD: SUPERUSER_PASSWORD,
        PATRONI_REPLICATION_PASSWORD: 'cluster-test-replication',
        // Patroni takes the role's name from the variable as written: lower case, as the API's URL.
        PATRONI_rebox_PASSWORD: PATRONI_APP_PASSWORD,
        PATRONI_rebox_OPTIONS: 'createdb',
      },
    });
    nodes.push(node);
    processes.add(`patroni ${name}`, async () => {
      await node.child.stop('SIGTERM', 15_000);
      // Patroni stops its PostgreSQL on SIGTERM; should it have died first, stop what it left.
      const pidFile = path.join(node.dataDir, 'postmaster.pid');
      if (existsSync(pidFile)) {
        const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        try {
          process.kill(pid, 'SIGQUIT');
        } catch {
          // already gone
        }
      }
    });
    // The first one bootstraps (initdb) alone; the second then clones it.
    if (nodes.length === 1) await waitFor(`${name} to bootstrap`, async () => (await fetch(`http://127.0.0.1:${node.restPort}/primary`)).ok, 60_000, 250);
  }

  const members = async () => {
    const cluster = (await (await fetch(`http://127.0.0.1:${nodes[0]!.restPort}/cluster`)).json()) as { members: { name: string; role: string; state: string; timeline?: number }[] };
    return cluster.members;
  };
  await waitFor(
    'a leader and a streaming synchronous standby',
    async () => {
      const list = await members();
      return list.some((m) => m.role === 'leader' && m.state === 'running') && list.some((m) => m.role === 'sync_standby' && ['running', 'streaming'].includes(m.state));
    },
    90_000,
    250,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${nodes.map((n) => `--- ${n.name}\n${n.child.output().slice(-3000)}`).join('\n')}`);
  });
  return {
    nodes,
    superuserUrl: (node) => `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${node.pgPort}/postgres`,
    members,
    async leader() {
      const leader = (await members()).find((m) => m.role === 'leader');
      const node = nodes.find((n) => n.name === leader?.name);
      if (!node) throw new Error('Patroni reports no leader.');
      return node;
    },
  };
}

/** kill -9 of a node's postmaster (its children follow it); Patroni sees PostgreSQL gone. */
export function killPostmaster(node: PatroniNode): number {
  const pid = Number(readFileSync(path.join(node.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
  return pid;
}
