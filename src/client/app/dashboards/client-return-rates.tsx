// The admin dashboard's return rate per client: the whole service's and each of the first
// clients' by name, in one answer (the boxes feature's).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { AsyncBlock } from '@/client/components/async-block';
import { FigureCard } from '@/client/features/stats/components/figure-card';
import { getReturnRates } from '@/client/features/boxes/api/get-return-rates';
import { ReturnRates } from '@/client/features/boxes/components/return-rates';
import { useAsync } from '@/client/lib/hooks/use-async';
import type { ReturnRates as Rates } from '@/shared/contract/boxes';
import { PATHS } from '@/shared/screen-paths';

/** What the table asks for: one read. */
export const RETURN_RATES_FIRST_READS = [getReturnRates];

export function ClientReturnRates() {
  const { t } = useLingui();
  const rates = useAsync(getReturnRates, []);
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

function RatesBlock({ all, clients, totalClients: total, returnWindowDays: days }: Rates) {
  const { t } = useLingui();
  const shown = clients.length;
  const window = plural(days, { one: '# day', other: '# days' });
  const noneDue = [all, ...clients].some((row) => row.returnRate === null);
  return (
    <>
      <p className="text-sm opacity-75">{t`Return window: ${window}.`}</p>
      <ReturnRates all={all} clients={clients} />
      {noneDue && <p className="text-xs opacity-70">{t`A dash: no box was shipped a full return window ago yet.`}</p>}
      {total > shown && <p className="text-xs opacity-70">{t`The first ${shown} clients of ${total}, by name.`}</p>}
    </>
  );
}
