// The figures the service lives on, for the whole service or one client: boxes by state, the
// return rate (trips shipped at least the return window ago that came back within it), the
// median days a box is out, trips per box, and boxes out so long they are suspected lost. Read
// from the rollups the boxes' triggers keep (migration 0023): a few rows at any number of boxes.
import { sql, type SQL } from 'drizzle-orm';
import type { BoxStats } from '@/shared/contract/boxes';
import type { Settings } from '@/shared/contract/settings';
import { queryRows, type Tx } from '@/server/db/client';

const STILL_OUT = -1;

export type TripSums = { due: string | number | null; back_in_time: string | number | null; lost: string | number | null };

/** Over rows of box_trip_days: trips due back (shipped a return window ago), those back within it, and those out so long they are suspected lost. */
export function tripSums(settings: Pick<Settings, 'returnWindowDays' | 'lostAfterDays'>): SQL {
  const today = sql`(now() at time zone 'UTC')::date`;
  const window = sql`${settings.returnWindowDays}::int`;
  return sql`sum(n) filter (where shipped_on <= ${today} - ${window}) as due,
    sum(n) filter (where shipped_on <= ${today} - ${window} and days_back between 0 and ${window} - 1) as back_in_time,
    sum(n) filter (where days_back = ${STILL_OUT} and shipped_on < ${today} - ${settings.lostAfterDays}::int) as lost`;
}

export async function boxStats(tx: Tx, clientId: number | null, settings: Pick<Settings, 'returnWindowDays' | 'lostAfterDays'>): Promise<BoxStats> {
  const scope = sql`(${clientId}::int is null or client_id = ${clientId}::int)`;
  const [counts, [trips], backAfter] = await Promise.all([
    queryRows<{ state: string; trips: number; n: string | number }>(tx, sql`select state, trips, sum(n) as n from box_state_counts where ${scope} group by 1, 2`),
    queryRows<TripSums>(tx, sql`select ${tripSums(settings)} from box_trip_days where ${scope}`),
    queryRows<{ days: number; n: string | number }>(tx, sql`select days_back as days, sum(n) as n from box_trip_days where ${scope} and days_back >= 0 group by 1 order by 1`),
  ]);
  const byState = { in_stock: 0, out: 0, returned: 0, retired: 0 };
  const perTrips = new Map<number, number>();
  for (const row of counts) {
    const n = Number(row.n);
    if (n === 0) continue;
    if (row.state in byState) byState[row.state as keyof typeof byState] += n;
    perTrips.set(Number(row.trips), (perTrips.get(Number(row.trips)) ?? 0) + n);
  }
  const due = Number(trips?.due ?? 0);
  return {
    byState,
    returnRate: due > 0 ? Number(trips!.back_in_time ?? 0) / due : null,
    returnWindowDays: settings.returnWindowDays,
    medianDaysOut: median(backAfter.map((row) => ({ value: Number(row.days), n: Number(row.n) }))),
    tripsPerBox: [...perTrips].sort(([a], [b]) => a - b).map(([trips, boxes]) => ({ trips, boxes })),
    suspectedLost: Number(trips?.lost ?? 0),
    lostAfterDays: settings.lostAfterDays,
  };
}

/** The median of a histogram in ascending order (the mean of the two middle values for an even count), or null when empty. */
export function median(histogram: { value: number; n: number }[]): number | null {
  const total = histogram.reduce((sum, bucket) => sum + bucket.n, 0);
  if (total === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (const bucket of histogram) {
      seen += bucket.n;
      if (rank < seen) return bucket.value;
    }
    return histogram.at(-1)!.value;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}
