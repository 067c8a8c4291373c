// The box suites' server: North Logistics' and South Parcel Co's ids, a batch made by an admin,
// a shipping scan; after the file, the ledger still adds up and the boxes' figures (kept by
// triggers) agree with a count of the boxes themselves.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { clients } from '@/server/db/schema';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import type { Batch, ScanAnswer } from '@/shared/contract/boxes';
import { startTestServer, type TestServer } from '../helpers/test-server';

export interface BoxSuite {
  server: TestServer;
  northId: number;
  southId: number;
}

export function useBoxServer(): BoxSuite {
  const suite = {} as BoxSuite;
  beforeAll(async () => {
    suite.server = await startTestServer({ publicUrl: 'https://rebox.test' });
    const rows = await suite.server.database.db.select({ id: clients.id, name: clients.name }).from(clients);
    suite.northId = rows.find((c) => c.name === 'North Logistics')!.id;
    suite.southId = rows.find((c) => c.name === 'South Parcel Co')!.id;
  });
  afterAll(async () => {
    expect(await findBalanceMismatches(suite.server.database.db)).toEqual([]);
    // After every test's moves: made, shipped, returned, posted, collected, retired, backdated.
    await expectFiguresMatchBoxes(suite.server);
    await suite.server.close();
  });
  return suite;
}

export const tokenOf = async (suite: BoxSuite, email: string) => (await suite.server.login(email)).token;

export async function batch(suite: BoxSuite, clientId: number, count: number): Promise<string[]> {
  const made = await suite.server.call<Batch>('POST', '/api/v1/boxes/batches', { token: await tokenOf(suite, 'admin@rebox.test'), body: { clientId, count } });
  expect(made.status).toBe(201);
  return made.body.data.codes;
}

export const ship = async (suite: BoxSuite, token: string, codes: string[]) => suite.server.call<ScanAnswer>('POST', '/api/v1/boxes/ship', { token, body: { codes } });
export const outcomes = (answer: { outcomes: { code: string; outcome: string }[] }) => Object.fromEntries(answer.outcomes.map((o) => [o.code, o.outcome]));

/** The boxes' figures (kept by triggers) agree with a count of the boxes themselves. */
async function expectFiguresMatchBoxes(server: TestServer) {
  const counted = await server.database.db.execute(sql`
    select coalesce(sum(abs(difference)), 0)::int as off from (
      select client_id, state, trip, count(*) - coalesce((select sum(n) from box_state_counts c where c.client_id = b.client_id and c.state = b.state and c.trips = b.trip), 0) as difference
      from boxes b group by client_id, state, trip
      union all
      select client_id, state, trips, n - (select count(*) from boxes b where b.client_id = c.client_id and b.state = c.state and b.trip = c.trips) from box_state_counts c
    ) d`);
  expect(Number((counted as unknown as { rows: { off: number }[] }).rows[0]!.off)).toBe(0);
  const stillOut = await server.database.db.execute(sql`
    select (select count(*) from boxes where state = 'out')::int as boxes, (select coalesce(sum(n), 0) from box_trip_days where days_back = -1)::int as figures`);
  const row = (stillOut as unknown as { rows: { boxes: number; figures: number }[] }).rows[0]!;
  expect(row.figures).toBe(row.boxes);
}
