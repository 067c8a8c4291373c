// The figures the service lives on, for the whole service or one client: boxes by state, the
// return rate (trips shipped at least the return window ago that came back within it), the
// median days a box is out, trips per box, and boxes out so long they are suspected lost.
import { sql } from 'drizzle-orm';
import type { BoxStats } from '@/shared/contract/boxes';
import type { Settings } from '@/shared/contract/settings';
import { queryRows, type Tx } from '@/server/db/client';

export async function boxStats(tx: Tx, clientId: number | null, settings: Pick<Settings, 'returnWindowDays' | 'lostAfterDays'>): Promise<BoxStats> {
  const scope = sql`(${clientId}::int is null or b.client_id = ${clientId}::int)`;
  const window = sql`make_interval(days => ${settings.returnWindowDays}::int)`;
  const [states, [trips], histogram, [lost]] = await Promise.all([
    queryRows<{ state: string; n: string | number }>(tx, sql`select state, count(*) as n from boxes b where ${scope} group by state`),
    queryRows<{ due: string | number; back_in_time: string | number; median_days: number | null }>(
      tx,
      sql`with trips as (
            select s.at as shipped_at,
                   (select min(e.at) from box_events e where e.box_id = s.box_id and e.trip = s.trip and e.kind in ('returned', 'collected')) as back_at
            from box_events s join boxes b on b.id = s.box_id
            where s.kind = 'shipped' and ${scope}
          )
          select count(*) filter (where shipped_at <= now() - ${window}) as due,
                 count(*) filter (where shipped_at <= now() - ${window} and back_at <= shipped_at + ${window}) as back_in_time,
                 percentile_cont(0.5) within group (order by extract(epoch from back_at - shipped_at) / 86400) filter (where back_at is not null) as median_days
          from trips`,
    ),
    queryRows<{ trips: number; boxes: string | number }>(tx, sql`select trip as trips, count(*) as boxes from boxes b where ${scope} group by trip order by trip`),
    queryRows<{ n: string | number }>(tx, sql`select count(*) as n from boxes b where ${scope} and state = 'out' and shipped_at < now() - make_interval(days => ${settings.lostAfterDays}::int)`),
  ]);
  const byState = { in_stock: 0, out: 0, returned: 0, retired: 0 };
  for (const row of states) if (row.state in byState) byState[row.state as keyof typeof byState] = Number(row.n);
  const due = Number(trips?.due ?? 0);
  return {
    byState,
    returnRate: due > 0 ? Number(trips!.back_in_time) / due : null,
    returnWindowDays: settings.returnWindowDays,
    medianDaysOut: trips?.median_days == null ? null : Math.round(Number(trips.median_days) * 10) / 10,
    tripsPerBox: histogram.map((h) => ({ trips: Number(h.trips), boxes: Number(h.boxes) })),
    suspectedLost: Number(lost?.n ?? 0),
    lostAfterDays: settings.lostAfterDays,
  };
}
