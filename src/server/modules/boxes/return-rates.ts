// The return rate of the whole service and of each of the first clients by name, from the
// rollups (migration 0023) with the sums of box-stats.ts, in a few statements whatever the number
// of clients: the admin dashboard's table asked once per client before.
import { sql } from 'drizzle-orm';
import { RETURN_RATES_CLIENTS, type ReturnRateRow, type ReturnRates } from '@/shared/contract/boxes';
import type { Settings } from '@/shared/contract/settings';
import { queryRows, type Tx } from '@/server/db/client';
import { tripSums, type TripSums } from './box-stats';

type Sums = TripSums & { out?: string | number | null };

const rowOf = (sums: Sums | undefined): ReturnRateRow => {
  const due = Number(sums?.due ?? 0);
  return { returnRate: due > 0 ? Number(sums!.back_in_time ?? 0) / due : null, out: Number(sums?.out ?? 0), suspectedLost: Number(sums?.lost ?? 0) };
};

export async function returnRates(tx: Tx, settings: Pick<Settings, 'returnWindowDays' | 'lostAfterDays'>): Promise<ReturnRates> {
  const listed = sql`(select id from clients where deleted_at is null order by name, id limit ${RETURN_RATES_CLIENTS})`;
  const [clients, everyone, trips, outs, [total]] = await Promise.all([
    queryRows<{ id: number; name: string }>(tx, sql`select id, name from clients where deleted_at is null order by name, id limit ${RETURN_RATES_CLIENTS}`),
    queryRows<Sums>(tx, sql`select ${tripSums(settings)}, (select sum(n) from box_state_counts where state = 'out') as out from box_trip_days`),
    queryRows<TripSums & { client_id: number }>(tx, sql`select client_id, ${tripSums(settings)} from box_trip_days where client_id in ${listed} group by client_id`),
    queryRows<{ client_id: number; out: string | number }>(tx, sql`select client_id, sum(n) as out from box_state_counts where state = 'out' and client_id in ${listed} group by client_id`),
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from clients where deleted_at is null`),
  ]);
  const tripsOf = new Map(trips.map((row) => [Number(row.client_id), row]));
  const outOf = new Map(outs.map((row) => [Number(row.client_id), row.out]));
  return {
    all: rowOf(everyone[0]),
    clients: clients.map((c) => ({ clientId: Number(c.id), clientName: c.name, ...rowOf({ due: null, back_in_time: null, lost: null, ...tripsOf.get(Number(c.id)), out: outOf.get(Number(c.id)) ?? 0 }) })),
    totalClients: Number(total?.n ?? 0),
    returnWindowDays: settings.returnWindowDays,
    lostAfterDays: settings.lostAfterDays,
  };
}
