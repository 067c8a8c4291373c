// The admin dashboard's return rate per client: the clients (the clients feature) and each
// one's box figures (the boxes feature), a few requests at a time so a long client list does
// not flood the server.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { AsyncBlock } from '@/client/components/async-block';
import { FigureCard } from '@/client/features/admin-dashboard/components/figure-card';
import { listClients } from '@/client/features/admin-clients/api/list-clients';
import { getBoxStats } from '@/client/features/boxes/api/get-box-stats';
import { ReturnRates, type ClientBoxStats } from '@/client/features/boxes/components/return-rates';
import { useAsync } from '@/client/lib/hooks/use-async';
import { PATHS } from '@/shared/screen-paths';

const CLIENTS_SHOWN = 50;
const AT_ONCE = 4;

const allClientsRead = () => getBoxStats();
const clientsRead = () => listClients({ page: 1, pageSize: CLIENTS_SHOWN });

/** What the table asks for first (each client's figures follow from the clients' answer). */
export const RETURN_RATES_FIRST_READS = [allClientsRead, clientsRead];

async function loadReturnRates() {
  const [all, clients] = await Promise.all([allClientsRead(), clientsRead()]);
  const rows: ClientBoxStats[] = [];
  for (let i = 0; i < clients.items.length; i += AT_ONCE) {
    const some = clients.items.slice(i, i + AT_ONCE);
    rows.push(...(await Promise.all(some.map(async (c) => ({ clientId: c.id, clientName: c.name, stats: await getBoxStats(c.id) })))));
  }
  return { all, rows, total: clients.total };
}

export function ClientReturnRates() {
  const { t } = useLingui();
  const rates = useAsync(loadReturnRates, []);
  return (
    <FigureCard title={t`Return rate per client`} explains={t`Of the boxes each client shipped at least the return window ago, the share that came back within it.`}>
      <AsyncBlock state={rates} skeleton={<div className="skeleton h-32 w-full" aria-busy="true" />}>
        {(figures) => <RatesBlock {...figures} />}
      </AsyncBlock>
      <Link href={PATHS.admin.boxes} className="link link-primary inline-flex min-h-11 items-center text-sm">
        {t`Open boxes`}
      </Link>
    </FigureCard>
  );
}

function RatesBlock({ all, rows, total }: Awaited<ReturnType<typeof loadReturnRates>>) {
  const { t } = useLingui();
  const shown = rows.length;
  const days = all.returnWindowDays;
  const window = plural(days, { one: '# day', other: '# days' });
  const noneDue = [all, ...rows.map((r) => r.stats)].some((s) => s.returnRate === null);
  return (
    <>
      <p className="text-sm opacity-75">{t`Return window: ${window}.`}</p>
      <ReturnRates all={all} clients={rows} />
      {noneDue && <p className="text-xs opacity-70">{t`A dash: no box was shipped a full return window ago yet.`}</p>}
      {total > shown && <p className="text-xs opacity-70">{t`The first ${shown} clients of ${total}, by name.`}</p>}
    </>
  );
}
