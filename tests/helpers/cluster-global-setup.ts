// The cluster suite (npm run test:cluster) needs HAProxy, Patroni, etcd and PostgreSQL from
// Debian and a PostgreSQL server to create databases on: it says so and stops, never skips.
// Then it builds the server bundle once, as the reliability suite does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminUrl, missingTools } from './cluster';
import { makePushCertificate } from './push-receiver';
import buildServer from './server-build-setup';

export default async function setup(project: TestProject) {
  const missing = missingTools();
  if (missing) throw new Error(missing);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `The cluster suite needs a PostgreSQL server where it may create databases (CLUSTER_DATABASE_URL, DATABASE_URL, or postgres://rebox:rebox@127.0.0.1:5432/rebox with CREATEDB): ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  // The API processes the suite starts trust its local push service (NODE_EXTRA_CA_CERTS).
  const certificates = mkdtempSync(path.join(os.tmpdir(), 'rebox-cluster-push-'));
  makePushCertificate(certificates);
  const teardown = buildServer(project);
  return () => {
    teardown();
    rmSync(certificates, { recursive: true, force: true });
  };
}
