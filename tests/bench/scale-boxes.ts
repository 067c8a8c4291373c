// The boxes at national scale: 10 boxes per recycler and 3 events per box (10,000,000 boxes and
// 30,000,000 events at 1M recyclers), generated in the database like the rest of the scale data,
// and the box budgets timed on the built server: a counter's scan of 20 codes, the figures for
// the whole service and for one client, a batch of 10,000 boxes and its labels PDF.
import { BOX_ALPHABET, checkCharacter } from '@/shared/box-codes';
import type { Shape } from './scale-data';

export const BOXES_PER_RECYCLER = 10;
export const BOX_CLIENTS = 10;
const PER_BATCH = 10_000;
const SCAN_CODES = 20;
const SCAN_WARM_UPS = 5;
const SCAN_TIMED = 50;
// An odd multiplier is a bijection modulo 2^40: box g's code is unique and not sequential.
const SPREAD = 2_654_435_761n;
const MOD = 1n << 40n;

/** Box g's code, as the SQL below writes it. */
export function benchBoxCode(g: number): string {
  const bits = (BigInt(g) * SPREAD) % MOD;
  let data = '';
  for (let i = 7; i >= 0; i--) data += BOX_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return data + checkCharacter(data);
}

/**
 * Odd boxes are out with a customer (shipped 0-119 days ago); even ones made a trip and are back
 * in stock (created, shipped, returned by a recycler at a store, collected). The distributors and
 * business users belong to the clients in turn.
 */
export function boxStatements(s: Shape, staffIds: { distributor: number; business: number }, firstRecycler: number): string[] {
  const boxes = s.boxes;
  const batches = Math.ceil(boxes / PER_BATCH);
  const R0 = firstRecycler;
  return [
    // The scan bench credits many returns in a row: limits for people, not for a bench.
    `update settings set max_staff_points_per_day = 100000000, max_recycler_return_points_per_day = 100000000`,
    `insert into clients (id, name) select g, 'Client ' || g from generate_series(1, ${BOX_CLIENTS}) g`,
    `select setval(pg_get_serial_sequence('clients', 'id'), ${BOX_CLIENTS})`,
    `update users set client_id = 1 + id % ${BOX_CLIENTS} where id between ${staffIds.distributor} and ${staffIds.business + 79}`,
    `create or replace function bench_box_code(g bigint) returns text language plpgsql immutable as $$
     declare alphabet constant text := '${BOX_ALPHABET}'; bits bigint := (g * ${SPREAD}) % ${MOD}; data text := ''; factor int := 2; total int := 0; addend int;
     begin
       for i in reverse 7..0 loop data := data || substr(alphabet, ((bits >> (i * 5)) & 31)::int + 1, 1); end loop;
       for i in reverse 8..1 loop
         addend := factor * (strpos(alphabet, substr(data, i, 1)) - 1);
         factor := 3 - factor;
         total := total + addend / 32 + addend % 32;
       end loop;
       return data || substr(alphabet, (32 - total % 32) % 32 + 1, 1);
     end $$`,
    `insert into box_batches (id, client_id, count, created_by, created_at)
     select g, 1 + g % ${BOX_CLIENTS}, ${PER_BATCH}, 3, now() - interval '200 days' from generate_series(1, ${batches}) g`,
    `select setval(pg_get_serial_sequence('box_batches', 'id'), ${batches})`,
    // The boxes' figures (migration 0023) are kept by a statement trigger: it counts these in one go.
    `insert into boxes (id, code, client_id, batch_id, state, trip, shipped_at, back_at, created_at)
     select g, bench_box_code(g), 1 + (1 + (g - 1) / ${PER_BATCH}) % ${BOX_CLIENTS}, 1 + (g - 1) / ${PER_BATCH},
            case when g % 2 = 0 then 'in_stock' else 'out' end, 1, now() - (g % 120) * interval '1 day',
            case when g % 2 = 0 then now() - (g % 120) * interval '1 day' + (g % 50) * interval '1 hour' end, now() - interval '200 days'
     from generate_series(1, ${boxes}) g`,
    `select setval(pg_get_serial_sequence('boxes', 'id'), ${boxes})`,
    `drop function bench_box_code(bigint)`,
    `insert into box_events (box_id, kind, trip, actor_id, at) select g, 'created', 0, 3, now() - interval '200 days' from generate_series(1, ${boxes}) g`,
    `insert into box_events (box_id, kind, trip, actor_id, at)
     select g, 'shipped', 1, ${staffIds.distributor} + g % 50, now() - (g % 120) * interval '1 day' from generate_series(1, ${boxes}) g`,
    `insert into box_events (box_id, kind, trip, actor_id, recycler_id, store_id, points, at)
     select g, 'returned', 1, ${staffIds.distributor} + g % 50, ${R0} + g % ${s.recyclers}, 1 + g % ${s.stores}, 10, now() - (g % 120) * interval '1 day' + (g % 50) * interval '1 hour'
     from generate_series(2, ${boxes}, 2) g`,
    `insert into box_events (box_id, kind, trip, actor_id, at)
     select g, 'collected', 1, ${staffIds.distributor} + g % 50, now() - (g % 120) * interval '1 day' + interval '3 days' from generate_series(2, ${boxes}, 2) g`,
  ];
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const round = (n: number) => Math.round(n * 10) / 10;

export interface BoxFigures {
  scanP95: number;
  batchSeconds: number;
  batchId: number;
}

/**
 * A distributor's counter scans 20 out boxes for a recycler, one request at a time (each box is
 * scanned once: a run takes the next unscanned out boxes, from the highest ids down); then an
 * admin makes a batch of 10,000.
 */
export async function measureBoxScansAndBatch(url: string, s: Shape, tokens: { distributor: string; admin: string }, recyclerIds: number[], run: number): Promise<BoxFigures> {
  const boxes = s.boxes;
  // The out boxes are the odd ids; each run starts lower, so a reused database has fresh ones. A
  // database reused from another checkout has no count of its runs: skip the blocks already scanned.
  const blockStart = (n: number) => (boxes % 2 === 0 ? boxes - 1 : boxes) - n * 2 * SCAN_CODES * (SCAN_WARM_UPS + SCAN_TIMED);
  while (run < 100 && !(await isOut(url, tokens.admin, benchBoxCode(blockStart(run))))) run++;
  let next = blockStart(run);
  const times: number[] = [];
  for (let i = 0; i < SCAN_WARM_UPS + SCAN_TIMED; i++) {
    const codes = Array.from({ length: SCAN_CODES }, () => {
      const code = benchBoxCode(next);
      next -= 2;
      return code;
    });
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/points/returns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens.distributor },
      body: JSON.stringify({ userId: recyclerIds[i % recyclerIds.length], boxCodes: codes }),
    });
    const body = (await response.json()) as { message: string; data: { outcomes: { outcome: string }[] } | null };
    if (response.status !== 201) throw new Error(`a scan of ${SCAN_CODES} codes answered ${response.status}: ${body.message}`);
    const credited = body.data!.outcomes.filter((o) => o.outcome === 'credited').length;
    if (credited !== SCAN_CODES) throw new Error(`a scan of ${SCAN_CODES} out boxes credited ${credited}`);
    if (i >= SCAN_WARM_UPS) times.push(performance.now() - started);
  }
  const started = performance.now();
  const batchId = await makeBatch(url, tokens.admin, PER_BATCH);
  return { scanP95: round(percentile(times, 95)), batchSeconds: round((performance.now() - started) / 1000), batchId };
}

async function isOut(url: string, token: string, code: string): Promise<boolean> {
  const response = await fetch(`${url}/api/v1/boxes/${code}`, { headers: { authorization: token } });
  return response.ok && ((await response.json()) as { data: { returnable: boolean } }).data.returnable;
}

/** An admin's new batch of `count` boxes for client 1: its id. */
export async function makeBatch(url: string, adminToken: string, count: number): Promise<number> {
  const response = await fetch(`${url}/api/v1/boxes/batches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: adminToken },
    body: JSON.stringify({ clientId: 1, count }),
  });
  const batch = (await response.json()) as { message: string; data: { batchId: number } };
  if (response.status !== 201) throw new Error(`a batch of ${count} answered ${response.status}: ${batch.message}`);
  return batch.data.batchId;
}
