// The return rate of the whole service and of each of the first clients by name, from the
// rollups (migration 0023) in three statements whatever the number of clients: the admin
// dashboard's table asked once per client before.
import { sql, type SQL } from 'drizzle-orm';
import { RETURN_RATES_CLIENTS, type ReturnRateRow, type ReturnRates } from '@/shared/contract/boxes';
import type { Settings } from '@/shared/contract/settings';
import { queryRows, type Tx } from '@/server/db/client';

const STILL_OUT = -1;

type Sums = { due: string | number | null; back_in_time: string | number | null; lost: string | number | null; out: string | number | null };

const rowOf = (sums: Sums | undefined): ReturnRateRow => {
  const due = Number(sums?.due ?? 0);
  return { returnRate: due > 0 ? Number(sums!.back_in_time ?? 0) / due : null, out: Number(sums?.out ?? 0), suspectedLost: Number(sums?.lost ?? 0) };
};

export async function returnRates(tx: Tx, settings: Pick<Settings, 'returnWindowDays' | 'lostAfterDays'>): Promise<ReturnRates> {
  const today = sql`(now() at time zone 'UTC')::date`;
  const window = sql`${settings.returnWindowDays}::int`;
  // The same sums as box-stats.ts, over the rows `scope` keeps (a table alias: d or s).
  const sums = (scope: (alias: 'd' | 's') => SQL) => sql`
    (select sum(n) from box_trip_days d where ${scope('d')} and shipped_on <= ${today} - ${window}) as due,
    (select sum(n) from box_trip_days d where ${scope('d')} and shipped_on <= ${today} - ${window} and days_back between 0 and ${window} - 1) as back_in_time,
    (select sum(n) from box_trip_days d where ${scope('d')} and days_back = ${STILL_OUT} and shipped_on < ${today} - ${settings.lostAfterDays}::int) as lost,
    (select sum(n) from box_state_counts s where ${scope('s')} and state = 'out') as out`;
  const [everyone, listed, [total]] = await Promise.all([
    queryRows<Sums>(tx, sql`select ${sums(() => sql`true`)}`),
    queryRows<Sums & { client_id: number; name: string }>(
      tx,
      sql`select c.id as client_id, c.name, ${sums((alias) => sql.raw(`${alias}.client_id = c.id`))}
          from (select id, name from clients where deleted_at is null order by name, id limit ${RETURN_RATES_CLIENTS}) c
          order by c.name, c.id`,
    ),
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from clients where deleted_at is null`),
  ]);
  return {
    all: rowOf(everyone[0]),
    clients: listed.map((row) => ({ clientId: Number(row.client_id), clientName: row.name, ...rowOf(row) })),
    totalClients: Number(total?.n ?? 0),
    returnWindowDays: settings.returnWindowDays,
    lostAfterDays: settings.lostAfterDays,
  };
}
