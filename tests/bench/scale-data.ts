// The national-scale data set of `npm run bench -- scale`, generated in the database
// itself with generate_series (no row leaves the server), once per size: a database that
// already holds the same shape is reused. Ids are given explicitly so every foreign key is
// arithmetic, not a lookup.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgliteDir } from '@/server/db/backup';
import { openDatabase } from '@/server/db/client';
import { hashPassword } from '@/server/lib/auth/passwords';
import { withoutSecondaryIndexes } from './scale-indexes';
import { boxStatements, BOXES_PER_RECYCLER } from './scale-boxes';

/** Bump when the generated shape changes, so an old database is generated again. */
const SHAPE_VERSION = 4;
export const SCALE_PASSWORD = 'rebox-scale';

export const STAFF = 200;
/** Recyclers with 5,000 ledger entries each (the skew): the first ids after the staff. */
export const HEAVY_RECYCLERS = 10;
export const HEAVY_ENTRIES = 5000;
/** Event 1 has exactly this many participants at every size. */
export const BIG_EVENT_PARTICIPANTS = 5000;
/** The bench's redeemers: funded recyclers after the heavy ones, one open session each. */
export const REDEEMERS = 1500;

/** Staff ids by role (ids 1..200). */
export const STAFF_IDS = { superAdmin: 1, admin: 3, distributor: 13, business: 63, eventManager: 143, storeManager: 173 } as const;
/**
 * The business user the bench signs in as. Store g belongs to business 63 + g % 80, and a
 * return goes to store 1 + g % stores only when g % 10 < 7: business 63's stores (g % 80 = 0)
 * never get one, so its dashboard and queue would be measured empty. Business 64's 63 stores
 * (at 1M) hold returns and reports waiting like any other's.
 */
export const BENCH_BUSINESS = STAFF_IDS.business + 1;
const staffRole = (g: string) => `case when ${g} <= 2 then 'SUPER_ADMIN' when ${g} <= 12 then 'ADMIN' when ${g} <= 62 then 'DISTRIBUTOR'
  when ${g} <= 142 then 'BUSINESS_USER' when ${g} <= 172 then 'EVENT_MANAGER' else 'STORE_MANAGER' end`;

export interface Shape {
  recyclers: number;
  companies: number;
  coupons: number;
  ledger: number;
  redemptions: number;
  returns: number;
  pending: number;
  stores: number;
  events: number;
  participants: number;
  boxes: number;
}

/** The issue's proportions at 1M recyclers, scaled; the skewed few and event 1 stay as they are. */
export function shapeFor(recyclers: number): Shape {
  const f = recyclers / 1_000_000;
  const at = (n: number, min: number) => Math.max(min, Math.round(n * f));
  return {
    recyclers,
    companies: at(500, 5),
    coupons: at(10_000, 100),
    ledger: HEAVY_RECYCLERS * HEAVY_ENTRIES + at(4_950_000, 1000),
    redemptions: at(500_000, 100),
    returns: at(200_000, 100),
    pending: at(20_000, 10),
    stores: at(5000, 50),
    events: at(2000, 20),
    participants: BIG_EVENT_PARTICIPANTS + at(495_000, 100),
    boxes: recyclers * BOXES_PER_RECYCLER,
  };
}

export const firstRecycler = STAFF + 1;
export const heavyRecycler = (i = 0) => firstRecycler + i;
export const redeemerIds = () => Array.from({ length: REDEEMERS }, (_, i) => firstRecycler + HEAVY_RECYCLERS + i);
export const sessionOf = (userId: number) => `scale-${userId}`;

// A user's code: 8 letters of the real alphabet, from a bijection of the id (unique without a lookup).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeSql = (id: string) =>
  Array.from({ length: 8 }, (_, k) => `substr('${ALPHABET}', ((((${id})::bigint * 1000003) % 852891037441) / ${31 ** k}::bigint % 31)::int + 1, 1)`).join(' || ');
export function userCodeOf(id: number): string {
  let x = (BigInt(id) * 1000003n) % 852891037441n;
  let code = '';
  for (let k = 0; k < 8; k++) {
    code += ALPHABET[Number(x % 31n)];
    x /= 31n;
  }
  return code;
}

const FIRST = ['Ada', 'Mira', 'Jon', 'Lena', 'Omar', 'Ines', 'Tariq', 'Yuki', 'Sven', 'Nora', 'Pablo', 'Aisha', 'Karl', 'Zoe', 'Ravi', 'Elif', 'Hugo', 'Maya', 'Ivan', 'Lucia'];
const LAST = ['Hughes', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Silva', 'Novak', 'Haddad', 'Kowalski', 'Fischer', 'Rossi', 'Nguyen', 'Duarte', 'Keller', 'Varga', 'Byrne'];
const arr = (words: string[]) => `(array[${words.map((w) => `'${w}'`).join(',')}])`;
/** A recycler's name: first (20) x last (16) x a place (50): 16,000 names, so a name search finds a few dozen at 1M. */
const nameSql = (g: string) => `${arr(FIRST)}[1 + ${g} % ${FIRST.length}] || ' ' || ${arr(LAST)}[1 + (${g} / ${FIRST.length}) % ${LAST.length}] || '-' || (array['Alder','Birch','Cedar','Elm','Fir','Hazel','Lime','Oak','Pine','Yew'])[1 + (${g} / 320) % 10] || ((${g} / 3200) % 5 + 1)`;
export const recyclerName = (g: number) => {
  const places = ['Alder', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel', 'Lime', 'Oak', 'Pine', 'Yew'];
  return `${FIRST[g % FIRST.length]} ${LAST[Math.floor(g / FIRST.length) % LAST.length]}-${places[Math.floor(g / 320) % 10]}${(Math.floor(g / 3200) % 5) + 1}`;
};

function statements(s: Shape, hash: string): string[] {
  const N = s.recyclers;
  const R0 = firstRecycler;
  const lastUser = STAFF + N;
  const heavy = HEAVY_RECYCLERS * HEAVY_ENTRIES;
  const spread = s.ledger - heavy;
  const pendingStart = s.returns - s.pending;
  // Created over the last 3 years, evenly: a month holds about 1/36 of each table.
  const ago = (g: string, total: number) => `now() - ((${total} - ${g})::float8 / ${total} * 1095) * interval '1 day'`;
  // The users trigger (migration 0009) would count a million inserts one by one: off while
  // generating, and the counts taken once after.
  const trigger = (then: string, name = 'users_counted') => `do $$ begin if exists (select 1 from pg_trigger where tgname = '${name}') then ${then} end if; end $$`;
  return [
    trigger('alter table users disable trigger users_counted;'),
    // And the search text of each account (migration 0012): written once after, in one statement.
    trigger('alter table users disable trigger user_search_follow;', 'user_search_follow'),
    // Likewise each event's participants by status (migration 0011): counted once after.
    trigger('alter table participants disable trigger participants_counted;', 'participants_counted'),
    `insert into settings (id) values (1) on conflict do nothing`,
    `insert into users (id, name, email, password_hash, role, user_code, created_at)
     select g, 'Staff ' || g, 'staff-' || g || '@scale.test', '${hash}', ${staffRole('g')}, ${codeSql('g')}, now() - interval '4 years' + g * interval '1 hour'
     from generate_series(1, ${STAFF}) g`,
    `insert into users (id, name, email, password_hash, role, user_code, created_at)
     select ${STAFF} + g, ${nameSql('g')}, 'recycler-' || g || '@scale.test', '${hash}', 'NORMAL_USER', ${codeSql(`${STAFF} + g`)}, ${ago('g', N)}
     from generate_series(1, ${N}) g`,
    `select setval(pg_get_serial_sequence('users', 'id'), ${lastUser})`,
    trigger(`alter table users enable trigger users_counted; delete from user_counts;
      insert into user_counts (role, active, n) select role, active, count(*) from users where deleted_at is null group by role, active;`),
    trigger(
      `alter table users enable trigger user_search_follow;
      insert into user_search (user_id, search_text) select id, name || ' ' || email || ' ' || user_code from users
      on conflict (user_id) do update set search_text = excluded.search_text;`,
      'user_search_follow',
    ),
    `insert into coupon_companies (id, company_name) select g, 'Company ' || g from generate_series(1, ${s.companies}) g`,
    `select setval(pg_get_serial_sequence('coupon_companies', 'id'), ${s.companies})`,
    `insert into coupons (id, company_id, description, code, type, value, point_to_redeem, redeem_link)
     select g, 1 + g % ${s.companies}, 'Scale ' || (array['coffee','bike','grocery','home','garden','books','shoes'])[g % 7 + 1] || ' deal ' || g,
            'SCALE' || g, case when g % 2 = 0 then 'percentage' else 'dollar' end, 10, case when g = 1 then 50 else 50 + (g * 37) % 950 end, 'https://example.com/scale'
     from generate_series(1, ${s.coupons}) g`,
    `select setval(pg_get_serial_sequence('coupons', 'id'), ${s.coupons})`,
    // Stores: owned by the 80 business users in turn; each store manager assigned to one store.
    `insert into stores (id, owner_id, name, city) select g, ${STAFF_IDS.business} + g % 80, 'Store ' || g, 'City ' || (g % 97) from generate_series(1, ${s.stores}) g`,
    `select setval(pg_get_serial_sequence('stores', 'id'), ${s.stores})`,
    `insert into store_managers (store_id, user_id, assigned_by)
     select s, u, ${STAFF_IDS.business} + s % 80
     from (select u, 1 + ((u - ${STAFF_IDS.storeManager}) * 80) % ${s.stores} as s from generate_series(${STAFF_IDS.storeManager}, ${STAFF}) u) m`,
    // The ledger: the skewed few first (5,000 entries each), then the rest spread over everyone.
    `insert into points_ledger (user_id, delta, reason, source_type, note, created_at)
     select ${R0} + (g - 1) / ${HEAVY_ENTRIES}, case when g % 5 = 4 then -10 else 20 end, case when g % 5 = 4 then 'redeem' else 'return' end,
            case when g % 5 = 4 then 'redemption' else 'box_return' end, case when g % 5 = 4 then 'Coupon' else '2 boxes returned' end, ${ago(`((g - 1) % ${HEAVY_ENTRIES})`, HEAVY_ENTRIES)}
     from generate_series(1, ${heavy}) g`,
    `insert into points_ledger (user_id, delta, reason, source_type, note, actor_id, created_at)
     select ${R0} + g % ${N}, case when g / ${N} % 5 = 3 then -10 when g / ${N} % 5 = 2 then 30 else 20 end,
            case when g / ${N} % 5 = 3 then 'redeem' when g / ${N} % 5 = 2 then 'event' else 'return' end,
            case when g / ${N} % 5 = 3 then 'redemption' when g / ${N} % 5 = 2 then 'event' else 'box_return' end, '', ${STAFF_IDS.distributor} + g % 50, ${ago('g', spread)}
     from generate_series(1, ${spread}) g`,
    // The bench's redeemers get exactly 50 points (one cheap coupon) on top.
    `insert into points_ledger (user_id, delta, reason, source_type, note)
     select g, 50, 'adjustment', 'bench', 'scale bench funding' from generate_series(${R0 + HEAVY_RECYCLERS}, ${R0 + HEAVY_RECYCLERS + REDEEMERS - 1}) g`,
    `update users u set available_reward_points = t.total from (select user_id, sum(delta)::int as total from points_ledger group by user_id) t where t.user_id = u.id`,
    `insert into redemptions (user_id, coupon_id, code, points_spent, created_at)
     select ${R0} + (g * 7) % ${N}, 1 + g % ${s.coupons}, 'SCALE' || (1 + g % ${s.coupons}), 50 + g % 200, ${ago('g', s.redemptions)}
     from generate_series(1, ${s.redemptions}) g`,
    // And each store's returns (migration 0013): counted once after (each return's store owner,
    // migration 0014, is set as it is inserted).
    trigger('alter table box_returns disable trigger box_returns_counted;', 'box_returns_counted'),
    // And the boxes of all credits (migration 0017): summed once after.
    trigger('alter table box_returns disable trigger box_returns_boxes_counted;', 'box_returns_boxes_counted'),
    // Returns: the last `pending` ones are reports still waiting; 70% at a store.
    `insert into box_returns (user_id, boxes, status, store_id, location, points, reported_by, decided_by, created_at, decided_at)
     select ${R0} + (g * 13) % ${N}, 1 + g % 5, case when g > ${pendingStart} then 'pending' else 'confirmed' end,
            case when g % 10 < 7 then 1 + g % ${s.stores} end, 'Counter', case when g > ${pendingStart} then null else (1 + g % 5) * 10 end,
            case when g > ${pendingStart} then ${R0} + (g * 13) % ${N} else ${STAFF_IDS.distributor} + g % 50 end,
            case when g > ${pendingStart} then null else ${STAFF_IDS.distributor} + g % 50 end,
            ${ago('g', s.returns)}, case when g > ${pendingStart} then null else ${ago('g', s.returns)} end
     from generate_series(1, ${s.returns}) g`,
    trigger(
      `alter table box_returns enable trigger box_returns_counted;
      insert into store_return_counts (store_id, pending, boxes)
      select store_id, count(*) filter (where status = 'pending'), coalesce(sum(boxes) filter (where status = 'confirmed'), 0)
      from box_returns where store_id is not null and status in ('pending', 'confirmed') group by store_id;
      insert into store_return_months (store_id, month, returns, boxes, points)
      select store_id, date_trunc('month', decided_at at time zone 'UTC')::date, count(*), sum(boxes), coalesce(sum(points), 0)
      from box_returns where store_id is not null and status = 'confirmed' and decided_at is not null group by 1, 2;`,
      'box_returns_counted',
    ),
    trigger(
      `alter table box_returns enable trigger box_returns_boxes_counted; delete from confirmed_box_counts;
      insert into confirmed_box_counts (slot, boxes) select id % 8, sum(boxes) from box_returns where status = 'confirmed' group by 1;`,
      'box_returns_boxes_counted',
    ),
    `insert into events (id, title, description, location, starts_at, ends_at, capacity, points_reward, invite_id, created_by)
     select g, 'Clean-up ' || g, 'A scale event', 'Park ' || g, now() + ((g % 60) - 30) * interval '1 day', now() + ((g % 60) - 30) * interval '1 day' + interval '3 hours',
            null, 20, 'scale-invite-' || g, ${STAFF_IDS.eventManager} + g % 30
     from generate_series(1, ${s.events}) g`,
    `select setval(pg_get_serial_sequence('events', 'id'), ${s.events})`,
    `insert into participants (event_id, user_id, status, created_at)
     select 1, ${R0} + g - 1, 'joined', now() - interval '30 days' + g * interval '1 second' from generate_series(1, ${BIG_EVENT_PARTICIPANTS}) g`,
    // (g mod events-1, 7919 g mod N) never repeats a pair while g < N: unique without a check.
    `insert into participants (event_id, user_id, status, created_at)
     select 2 + g % ${s.events - 1}, ${R0} + (g::bigint * 7919 % ${N})::int, 'joined', now() - interval '30 days' + (g % 86400) * interval '1 second'
     from generate_series(1, ${s.participants - BIG_EVENT_PARTICIPANTS}) g`,
    trigger(
      `alter table participants enable trigger participants_counted;
      update events e set joined_count = c.joined, attended_count = c.attended, removed_count = c.removed
      from (select event_id, count(*) filter (where status = 'joined') as joined, count(*) filter (where status = 'attended') as attended,
              count(*) filter (where status = 'removed') as removed from participants group by event_id) c
      where c.event_id = e.id;`,
      'participants_counted',
    ),
    // The dashboards' rollups (migrations 0009, 0010) were taken on an empty database: again, on this data.
    `do $$ begin if exists (select 1 from pg_class where relname = 'ledger_daily') then delete from ledger_daily; end if; end $$`,
    `do $$ begin if exists (select 1 from pg_class where relname = 'coupon_redemption_totals') then
       delete from coupon_redemption_totals;
       insert into coupon_redemption_totals (coupon_id, n) select coupon_id, count(*) from redemptions where created_at < (select through from rollups where name = 'redemptions') group by coupon_id;
     end if; end $$`,
    // One open session per staff member and for the users the bench signs tokens for.
    `insert into sessions (id, user_id) select 'scale-' || id, id from users where id <= ${STAFF} or id < ${R0 + HEAVY_RECYCLERS + REDEEMERS}`,
    ...boxStatements(s, STAFF_IDS, R0),
  ];
}

export interface ScaleTarget {
  label: string;
  kind: 'postgres' | 'pglite';
  recyclers: number;
  /** PostgreSQL: the database's URL; PGlite: the data directory (DATA_DIR). */
  url?: string;
  dataDir: string;
  generatedIn: number | null;
}

const shapeKey = (s: Shape) => `v${SHAPE_VERSION}:${JSON.stringify(s)}`;

/** Opens (creating when missing) the size's database; generates the data unless it already has this shape. */
export async function prepareScaleData(kind: 'postgres' | 'pglite', recyclers: number, serverUrl: string, baseDir: string): Promise<ScaleTarget> {
  const shape = shapeFor(recyclers);
  const label = `${kind === 'pglite' ? 'PGlite ' : ''}${recyclers >= 1_000_000 ? `${recyclers / 1_000_000}M` : `${recyclers / 1000}k`}`;
  const suffix = label.toLowerCase().replace(/\s+/g, '_');
  const dataDir = path.join(baseDir, suffix);
  mkdirSync(dataDir, { recursive: true });
  let url: string | undefined;
  if (kind === 'postgres') {
    const { default: pg } = await import('pg');
    const name = `rebox_scale_${suffix}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    if (exists) {
      const probe = new pg.Client({ connectionString: url });
      await probe.connect();
      const shapeRow = await probe.query(`select shape from bench_scale_shape`).catch(() => ({ rows: [] as { shape: string }[] }));
      await probe.end();
      if (shapeRow.rows[0]?.shape === shapeKey(shape)) {
        await admin.end();
        return { label, kind, recyclers, url, dataDir, generatedIn: null };
      }
      await admin.query(`drop database ${name} with (force)`);
    }
    await admin.query(`create database ${name}`);
    await admin.end();
  } else if (existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    try {
      const rows = (await database.db.execute(sql.raw('select shape from bench_scale_shape')).catch(() => ({ rows: [] }))) as unknown as { rows: { shape: string }[] };
      if (rows.rows[0]?.shape === shapeKey(shape)) return { label, kind, recyclers, dataDir, generatedIn: null };
    } finally {
      await database.close();
    }
    throw new Error(`${pgliteDir(dataDir)} holds another shape: delete it to generate again`);
  }
  const started = performance.now();
  const database = kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: url! }) : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  try {
    const hash = await hashPassword(SCALE_PASSWORD);
    await withoutSecondaryIndexes(database.db, async () => {
      for (const statement of statements(shape, hash)) await database.db.execute(sql.raw(statement));
    });
    await database.db.execute(sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'vacuum analyze'));
    await database.db.execute(sql.raw(`create table bench_scale_shape (shape text not null)`));
    await database.db.execute(sql.raw(`insert into bench_scale_shape values ('${shapeKey(shape)}')`));
  } finally {
    await database.close();
  }
  return { label, kind, recyclers, url, dataDir, generatedIn: Math.round((performance.now() - started) / 1000) };
}
