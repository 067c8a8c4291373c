// product.md promises two clients with distributors and stores: each client of the demo data
// has a distributor, a business user with a store, and a clerk assigned to that store.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '@/server/db/client';
import { seedDemo } from './demo-seed';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await seedDemo(database.db);
}, 60_000);
afterAll(() => database?.close());

it('gives each client a distributor, a business user, a store and its clerk', async () => {
  const rows = await queryRows<{ client: string; distributors: number; businessUsers: number; stores: number; clerks: number }>(
    database.db,
    sql`select c.name as client,
          (select count(*)::int from users u where u.client_id = c.id and u.role = 'DISTRIBUTOR') as "distributors",
          (select count(*)::int from users u where u.client_id = c.id and u.role = 'BUSINESS_USER') as "businessUsers",
          (select count(*)::int from stores s join users o on o.id = s.owner_id where o.client_id = c.id) as "stores",
          (select count(*)::int from store_managers m join stores s on s.id = m.store_id join users o on o.id = s.owner_id
             join users clerk on clerk.id = m.user_id where o.client_id = c.id and clerk.role = 'STORE_MANAGER') as "clerks"
        from clients c order by c.name`,
  );
  expect(rows.map((row) => row.client)).toEqual(['North Logistics', 'South Parcel Co']);
  for (const row of rows) {
    expect(row.distributors, row.client).toBeGreaterThanOrEqual(1);
    expect(row.businessUsers, row.client).toBeGreaterThanOrEqual(1);
    expect(row.stores, row.client).toBeGreaterThanOrEqual(1);
    expect(row.clerks, row.client).toBeGreaterThanOrEqual(1);
  }
});
