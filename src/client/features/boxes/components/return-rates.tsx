// The return rate per client (the figure the service lives on), with the boxes each has out and
// those suspected lost; the whole service's first.
import { useLingui } from '@lingui/react/macro';
import type { ReturnRateRow, ReturnRates as Rates } from '@/shared/contract/boxes';
import { formatNumber, formatPercent } from '@/client/lib/format/format';

export function ReturnRates({ all, clients }: Pick<Rates, 'all' | 'clients'>) {
  const { t } = useLingui();
  const rate = (row: ReturnRateRow) => (row.returnRate === null ? '—' : formatPercent(row.returnRate));
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5" data-testid="return-rates">
        <caption className="sr-only">{t`Return rate per client`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Client`}</th>
            <th scope="col" className="text-end">
              {t`Return rate`}
            </th>
            {/* On a phone the rate and the lost boxes are what count: the boxes out fit on wider screens. */}
            <th scope="col" className="text-end max-sm:hidden">
              {t`Out`}
            </th>
            <th scope="col" className="text-end">
              {t`Suspected lost`}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="font-semibold">
            <th scope="row">{t`All clients`}</th>
            <td className="text-end tabular-nums">{rate(all)}</td>
            <td className="text-end tabular-nums max-sm:hidden">{formatNumber(all.out)}</td>
            <td className="text-end tabular-nums">{formatNumber(all.suspectedLost)}</td>
          </tr>
          {clients.map((c) => (
            <tr key={c.clientId}>
              <th scope="row" className="font-normal">
                {c.clientName}
              </th>
              <td className="text-end tabular-nums">{rate(c)}</td>
              <td className="text-end tabular-nums max-sm:hidden">{formatNumber(c.out)}</td>
              <td className="text-end tabular-nums">{formatNumber(c.suspectedLost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
