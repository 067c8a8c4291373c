// For the scale bench's report: index sizes, and EXPLAIN ANALYZE of the queries behind a missed
// budget (the statements the server runs for that request, written out here).
import { rolledUpBefore } from '@/server/modules/stats/ledger-rollup';
import { searchParts } from '@/server/modules/users/users.service';
import { BENCH_BUSINESS, heavyRecycler, recyclerName, STAFF_IDS, userCodeOf } from './scale-data';

async function withClient<T>(url: string, work: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

export function indexSizes(url: string): Promise<string> {
  return withClient(url, async (query) => {
    const rows = await query(`select c.relname as index, t.relname as table, pg_size_pretty(pg_relation_size(c.oid)) as size
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' order by pg_relation_size(c.oid) desc`);
    return rows.map((r) => `  ${String(r.table).padEnd(18)} ${String(r.index).padEnd(36)} ${String(r.size)}`).join('\n');
  });
}

/** A cursor page of a search (users.service.ts): first along the sort's own index (searchWalk)... */
const searchWalk = (term: string) =>
  `select id from users where deleted_at is null and id in (select w.id from (select id from users where deleted_at is null order by created_at desc, id desc limit 5000) w
   cross join lateral (select 1 from user_search s where s.user_id = w.id and s.search_text ilike '%${term}%' offset 0) found limit 21) order by created_at desc, id desc limit 21`;
/** ...and, when that does not fill the page, the trigram index, each word of the term its own condition, and the count. */
const searchConditions = (term: string) => searchParts(term).map((part) => `s.search_text ilike '%${part}%'`).join(' and ');
const searchIndex = (term: string) => [
  `select id from users where deleted_at is null and id in (select s.user_id from user_search s where ${searchConditions(term)}) order by created_at desc, id desc limit 21`,
  `select count(*) from (select 1 from user_search s cross join lateral (select 1 from users where id = s.user_id and deleted_at is null offset 0) live where ${searchConditions(term)} limit 10001) counted`,
];
const search = (term: string) => [searchWalk(term), ...searchIndex(term)];
const month = `date_trunc('month', now())`;
/** The redemptions' rollup mark as the server passes it: the start of yesterday (UTC), a value. */
const rollupMark = `'${rolledUpBefore(new Date()).toISOString()}'::timestamptz`;

// The statements behind each request as the server runs them now (see the services).
const QUERIES: Record<string, string[]> = {
  'users: search name substring': search(recyclerName(4321).slice(2, 14)),
  'users: search email substring': search('cycler-43210'),
  'users: search personal code': search(userCodeOf(heavyRecycler(7))),
  'dashboard: admin (figures + 30-day chart)': [
    `select role, sum(n) from user_counts group by role`,
    // redemption-rollup.ts reads the mark first and passes it as a value (a subquery in its place
    // hides it from the planner, which then reads every redemption): the same here.
    `select coupon_id, sum(n) from (select coupon_id, n from coupon_redemption_totals union all select coupon_id, count(*) from redemptions where created_at >= ${rollupMark} group by coupon_id) c group by coupon_id order by 2 desc limit 5`,
    `select count(*), coalesce(sum(boxes), 0), coalesce(sum(points), 0) from box_returns where status = 'confirmed' and decided_at >= ${month}`,
    `select count(*) from box_returns where status = 'pending'`,
  ],
  'dashboard: super admin': [
    `select (select coalesce(sum(n), 0) from coupon_redemption_totals) + (select count(*) from redemptions where created_at >= ${rollupMark})`,
    `select (select coalesce(sum(boxes), 0) from confirmed_box_counts), (select count(*) from events where deleted_at is null)`,
  ],
  'dashboard: business user': [
    `select s.id, coalesce(c.boxes, 0), coalesce(c.pending, 0), m.returns, m.boxes, m.points from stores s left join store_return_counts c on c.store_id = s.id
     left join lateral (select sum(returns) as returns, sum(boxes) as boxes, sum(points) as points from store_return_months where store_id = s.id and month >= ${month}::date) m on true
     where s.owner_id = ${BENCH_BUSINESS} order by s.name, s.id`,
  ],
  'pending returns: business user (63 stores)': [
    `select r.id, u.name, s.name from box_returns r join users u on u.id = r.user_id left join stores s on s.id = r.store_id
     where r.status = 'pending' and r.store_owner_id = ${BENCH_BUSINESS} order by r.created_at desc, r.id desc limit 21`,
    `select count(*) from box_returns where status = 'pending' and store_owner_id = ${BENCH_BUSINESS}`,
  ],
  'dashboard: event manager': [
    `select count(*), sum(joined_count + attended_count), sum(removed_count), sum(points_awarded) from events where created_by = ${STAFF_IDS.eventManager} and deleted_at is null`,
  ],
  'dashboard: distributor': [`select count(*), count(distinct user_id) from box_returns where decided_by = ${STAFF_IDS.distributor} and status = 'confirmed'`],
  'dashboard: store manager': [
    `select s.id, count(r.id) filter (where r.status = 'pending') from store_managers m join stores s on s.id = m.store_id left join box_returns r on r.store_id = s.id where m.user_id = ${STAFF_IDS.storeManager} group by s.id`,
  ],
};

export function explainMissed(url: string, names: string[]): Promise<string> {
  return withClient(url, async (query) => {
    const out: string[] = [];
    for (const name of names) {
      const statements = QUERIES[name];
      if (!statements) {
        out.push(`-- ${name}: no statement written out for it yet`);
        continue;
      }
      for (const statement of statements) {
        const plan = await query(`explain (analyze, buffers) ${statement}`);
        out.push(`-- ${name}\n${statement}\n${plan.map((r) => String(r['QUERY PLAN'])).join('\n')}`);
      }
    }
    return out.join('\n\n');
  });
}
