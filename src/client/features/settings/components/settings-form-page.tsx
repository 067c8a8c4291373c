// /super-admin/form: the numbers the earning side runs on. Points per box decide what every
// recorded return credits; CO₂ per box is the factor behind every impact figure; the cap on
// an event's reward and the crediting limits bound what any staff account can hand out.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDateTime, formatPoints } from '@/client/lib/format/format';
import { formatCo2 } from '@/client/lib/format/format-co2';
import { updateSettingsBody, type Settings } from '@/shared/contract/settings';
import { EmptyState, PageHeading } from '@/client/components/empty-state';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { getSettings } from '@/client/lib/api/get-settings';
import { updateSettings } from '../api/update-settings';
import { RetryAlert } from '@/client/components/retry-alert';

export function SettingsFormPage() {
  const { t } = useLingui();
  const settings = useAsync(() => getSettings(), []);
  return (
    <section aria-labelledby="page-title" className="max-w-lg">
      <PageHeading title={t`Settings`} />
      {settings.error && (
        <RetryAlert message={settings.error} onRetry={settings.reload} />
      )}
      {settings.status === 'loading' && <div className="skeleton h-56 w-full" aria-busy="true" />}
      {settings.data && <SettingsForm initial={settings.data} />}
      {settings.status === 'ready' && !settings.data && <EmptyState message={t`No settings were found.`} />}
    </section>
  );
}

// Inputs hold text; an empty box becomes NaN so the schema says "must be a number".
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function SettingsForm({ initial }: { initial: Settings }) {
  const [saved, setSaved] = useState(initial);
  const { t } = useLingui();
  const form = useZodForm({
    schema: updateSettingsBody,
    initial: {
      pointsPerBox: String(initial.pointsPerBox),
      co2GramsPerBox: String(initial.co2GramsPerBox),
      maxEventReward: String(initial.maxEventReward),
      maxBoxesPerReturn: String(initial.maxBoxesPerReturn),
      maxStaffPointsPerDay: String(initial.maxStaffPointsPerDay),
      maxRecyclerReturnPointsPerDay: String(initial.maxRecyclerReturnPointsPerDay),
    },
    toInput: (v) => ({
      pointsPerBox: toNumber(v.pointsPerBox),
      co2GramsPerBox: toNumber(v.co2GramsPerBox),
      maxEventReward: toNumber(v.maxEventReward),
      maxBoxesPerReturn: toNumber(v.maxBoxesPerReturn),
      maxStaffPointsPerDay: toNumber(v.maxStaffPointsPerDay),
      maxRecyclerReturnPointsPerDay: toNumber(v.maxRecyclerReturnPointsPerDay),
    }),
    onSubmit: async (body) => {
      setSaved(await updateSettings(body));
      return t`Settings saved`;
    },
  });
  const changedAt = formatDateTime(saved.updatedAt);
  const points = formatPoints(saved.pointsPerBox);
  const co2 = formatCo2(saved.co2GramsPerBox);
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <p className="text-sm text-base-content/80">
          {t`They apply to returns recorded from now on; points already credited stay as they are.`}
        </p>
        <FormFrame form={form} label={t`Settings`} submitLabel={t`Save settings`}>
          <TextField form={form} name="pointsPerBox" label={t`Points per box returned`} type="number" inputMode="numeric" min={1} />
          <TextField
            form={form}
            name="co2GramsPerBox"
            label={t`CO₂ saved per box (grams)`}
            type="number"
            inputMode="numeric"
            min={0}
            hint={t`Used for the impact figures users see: boxes returned × this factor.`}
          />
          <TextField
            form={form}
            name="maxEventReward"
            label={t`Most points an event may give`}
            type="number"
            inputMode="numeric"
            min={0}
            hint={t`Event managers cannot set a higher reward for attending; attendance never credits more.`}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-medium">{t`Limits on crediting`}</legend>
            <TextField form={form} name="maxBoxesPerReturn" label={t`Most boxes in one return`} type="number" inputMode="numeric" min={1} />
            <TextField
              form={form}
              name="maxStaffPointsPerDay"
              label={t`Most points one staff account may credit a day`}
              type="number"
              inputMode="numeric"
              min={1}
              hint={t`Counts returns, confirmed reports and attendance; admins' own adjustments are not counted.`}
            />
            <TextField
              form={form}
              name="maxRecyclerReturnPointsPerDay"
              label={t`Most points one recycler may get from returns a day`}
              type="number"
              inputMode="numeric"
              min={1}
            />
          </fieldset>
        </FormFrame>
        <p className="text-xs text-base-content/70" data-testid="settings-updated">
          {t`Last changed ${changedAt}: ${points} and ${co2} CO₂ per box.`}
        </p>
      </div>
    </div>
  );
}
