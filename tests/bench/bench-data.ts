// Bench databases: the demo seed plus as many coupons and funded users as a figure needs,
// written straight into a data directory before the server starts on it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgliteDir } from '@/server/db/backup';
import { openDatabase, queryRows, type Database } from '@/server/db/client';
import { seedDemo } from '@/server/seed/demo-seed';

export interface BenchData {
  dataDir: string;
  fundedUserIds: number[];
  /** Set when the data lives in PostgreSQL. */
  databaseUrl?: string;
}

/** The session the bench data opened for a funded user (tokens carry it as `sid`). */
export const benchSessionId = (userId: number) => `bench-${userId}`;

async function fill(database: Database, coupons: number, fundedUsers: number, fundedPoints: number): Promise<number[]> {
  await seedDemo(database.db);
  if (coupons > 0) {
    await database.db.execute(sql`
      insert into coupons (company_id, description, code, type, value, banner_image, point_to_redeem, redeem_link)
      select (g % 4) + 1,
             'Bench ' || (array['coffee','bike','grocery','home','garden','books','shoes'])[g % 7 + 1] || ' deal number ' || g,
             'BENCH' || g, case when g % 2 = 0 then 'percentage' else 'dollar' end, 10,
             (select banner_image from coupons order by id limit 1), 50 + (g * 37) % 950, 'https://example.com/bench'
      from generate_series(1, ${coupons}) g`);
  }
  if (fundedUsers > 0) {
    // Funded through the ledger, like every balance: one 'adjustment' entry each.
    await database.db.execute(sql`
      insert into users (name, email, password_hash, role, user_code, available_reward_points)
      select 'Bench ' || g, 'bench-' || g || '@rebox.test', 'not-a-login', 'NORMAL_USER', 'B' || lpad(g::text, 7, '0'), ${fundedPoints}
      from generate_series(1, ${fundedUsers}) g`);
    await database.db.execute(sql`
      insert into points_ledger (user_id, delta, reason, source_type, note)
      select id, ${fundedPoints}, 'adjustment', 'bench', 'bench funding' from users where email like 'bench-%'`);
    // One open session each, named benchSessionId(id), so the bench can sign their tokens.
    await database.db.execute(sql`insert into sessions (id, user_id) select 'bench-' || id, id from users where email like 'bench-%'`);
  }
  const rows = await queryRows<{ id: number }>(database.db, sql`select id from users where email like 'bench-%' order by id`);
  return rows.map((r) => Number(r.id));
}

export async function prepareBenchData(options: { coupons?: number; fundedUsers?: number; fundedPoints?: number; postgresUrl?: string }): Promise<BenchData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rebox-bench-'));
  const { coupons = 0, fundedUsers = 0, fundedPoints = 0 } = options;
  if (options.postgresUrl) {
    const { default: pg } = await import('pg');
    const name = `rebox_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    const fundedUserIds = await fill(database, coupons, fundedUsers, fundedPoints);
    // As after any bulk load: statistics and visibility maps up to date, so autovacuum does
    // not start on the thousands of new rows in the middle of the measurement.
    await database.db.execute(sql`vacuum analyze`);
    await database.close();
    return { dataDir, databaseUrl: url.toString(), fundedUserIds };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  const fundedUserIds = await fill(database, coupons, fundedUsers, fundedPoints);
  await database.close();
  return { dataDir, fundedUserIds };
}

export async function dropBenchData(data: BenchData, postgresUrl?: string) {
  if (!data.databaseUrl || !postgresUrl) return;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(data.databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}

export async function overspendReport(data: BenchData): Promise<{ negative: number; mismatched: number; overspent: number }> {
  const database = data.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: data.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(data.dataDir) });
  try {
    const [row] = await queryRows<{ negative: number; mismatched: number; overspent: number }>(
      database.db,
      sql`select
            (select count(*)::int from users where available_reward_points < 0) as negative,
            (select count(*)::int from users u where u.available_reward_points <> (select coalesce(sum(delta), 0) from points_ledger l where l.user_id = u.id)) as mismatched,
            (select count(*)::int from (
               select (select coalesce(sum(r.points_spent), 0) from redemptions r where r.user_id = u.id) as spent,
                      (select coalesce(sum(l.delta), 0) from points_ledger l where l.user_id = u.id and l.reason = 'adjustment') as funded
               from users u where u.email like 'bench-%') x where x.spent > x.funded) as overspent`,
    );
    return row!;
  } finally {
    await database.close();
  }
}
