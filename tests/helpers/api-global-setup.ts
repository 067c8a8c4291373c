// Prepares one seeded database that every API test file copies, so each file starts from
// the same demo data without paying for a new database and seeding each time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { seedDemo } from '@/server/seed/demo-seed';
import { makePushCertificate } from './push-receiver';
import { PG_TEMPLATE_DB, postgresUrlFor } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const certificateDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-push-'));
  makePushCertificate(certificateDir);
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    const template = await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, PG_TEMPLATE_DB) });
    await seedDemo(template.db);
    await template.close();
    await admin.end();
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
      await cleanup.end();
      rmSync(certificateDir, { recursive: true, force: true });
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rebox-api-'));
  const database = await openDatabase({ kind: 'pglite' });
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(certificateDir, { recursive: true, force: true });
  };
}
