// Ten API processes started at the same moment on an empty database: the start lock
// (pg_advisory_lock around migrate and seed, src/server/db/client.ts) lets one migrate and
// seed while the others wait, so every migration is applied once and the demo data once.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, queryRows } from '@/server/db/client';
import { freshDatabase, Processes, startApi } from '../helpers/cluster';

const processes = new Processes();
afterAll(() => processes.stopAll());

it('4. ten processes started together on an empty database: migrations applied once, demo data once, all ready', async () => {
  const databaseUrl = await freshDatabase(processes);
  const started = performance.now();
  const servers = await Promise.all(Array.from({ length: 10 }, () => startApi(processes, { runDir: inject('serverRunDir'), databaseUrl })));
  const allUpMs = Math.round(performance.now() - started);
  const ready = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/api/v1/health/ready`)).status));
  expect(ready).toEqual(Array(10).fill(200));
  for (const server of servers) expect(server.output()).not.toMatch(/could not start|unhandled/i);

  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const [migrations] = await queryRows<{ rows: number; distinct: number }>(
      database.db,
      sql`select count(*)::int as rows, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    expect(migrations).toEqual({ rows: journal.entries.length, distinct: journal.entries.length });
    const [seed] = await queryRows<{ admins: number; coupons: number; companies: number }>(
      database.db,
      sql`select (select count(*)::int from users where email = 'superadmin@rebox.test') as admins,
                 (select count(*)::int from coupons) as coupons,
                 (select count(*)::int from coupon_companies) as companies`,
    );
    expect(seed).toEqual({ admins: 1, coupons: 24, companies: 4 });
    console.info(`cluster 4: 10 processes started together, all ready after ${allUpMs} ms; ${migrations!.rows} migrations applied once each, demo data seeded once`);
  } finally {
    await database.close();
  }
});
