// CSV of every redemption in a date range (the admin's local days, both included), built in
// the browser from GET /coupon/redemptions. Checked by the shared redemptionReportQuery schema.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { redemptionReportQuery } from '@/shared/contract/redemption-report';
import { downloadCsv } from '@/client/lib/format/csv';
import { formatDate } from '@/client/lib/format/format';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { getRedemptions } from '../api/get-redemptions';
import { fetchAllRedemptions, localDay, rangeQuery, redemptionsCsv } from '../lib/redemptions-csv';

const PAGE_SIZE = 200;

function monthSoFar() {
  const now = new Date();
  return { from: localDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: localDay(now) };
}

export function RedemptionsExport() {
  const { t } = useLingui();
  const form = useZodForm({
    schema: redemptionReportQuery,
    initial: monthSoFar(),
    toInput: rangeQuery,
    onSubmit: async ({ from, to }, values) => {
      const rows = await fetchAllRedemptions((page) => getRedemptions(from, to, page, PAGE_SIZE));
      // The local days the admin chose, written as dates of the active language.
      const first = formatDate(`${values.from}T00:00`);
      const last = formatDate(`${values.to}T00:00`);
      if (rows.length === 0) throw new Error(t`No redemptions between ${first} and ${last}.`);
      downloadCsv(`rebox-redemptions-${values.from}-to-${values.to}.csv`, redemptionsCsv(rows));
      const count = rows.length;
      return t`${plural(count, { one: 'Exported # redemption', other: 'Exported # redemptions' })}`;
    },
  });
  return (
    <section aria-labelledby="export-redemptions" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <h2 id="export-redemptions" className="card-title text-lg">
          {t`Export redemptions`}
        </h2>
        <p className="text-sm opacity-75">
          {t`Every coupon redeemed in the chosen days (both included): who, which coupon, the code handed out and the points spent.`}
        </p>
        <FormFrame form={form} label={t`Export redemptions`} submitLabel={t`Download CSV`} pendingLabel={t`Preparing…`}>
          <div className="grid max-w-xl gap-4 sm:grid-cols-2">
            <TextField form={form} name="from" label={t`From`} type="date" />
            <TextField form={form} name="to" label={t`To`} type="date" />
          </div>
        </FormFrame>
      </div>
    </section>
  );
}
