// /super-admin/form: the numbers the earning side runs on. Points per box decide what every
// recorded return credits; CO2 per box is the factor behind every impact figure; the cap on
// an event's reward bounds what an event manager can hand out.
import { useState } from 'react';
import { updateSettingsBody, type Settings } from '@/shared/contract/settings';
import { EmptyState, PageHeading } from '@/client/components/empty-state';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useAsync } from '@/client/lib/use-async';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { getSettings } from '@/client/lib/api/get-settings';
import { updateSettings } from '../api/update-settings';
import { RetryAlert } from '@/client/components/retry-alert';

export function SettingsFormPage() {
  const settings = useAsync(() => getSettings(), []);
  return (
    <section aria-labelledby="page-title" className="max-w-lg">
      <PageHeading title="Settings" />
      {settings.error && (
        <RetryAlert message={settings.error} onRetry={settings.reload} />
      )}
      {settings.status === 'loading' && <div className="skeleton h-56 w-full" aria-busy="true" />}
      {settings.data && <SettingsForm initial={settings.data} />}
      {settings.status === 'ready' && !settings.data && <EmptyState message="No settings were found." />}
    </section>
  );
}

// Inputs hold text; an empty box becomes NaN so the schema says "must be a number".
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function SettingsForm({ initial }: { initial: Settings }) {
  const [saved, setSaved] = useState(initial);
  const form = useZodForm({
    schema: updateSettingsBody,
    initial: {
      pointsPerBox: String(initial.pointsPerBox),
      co2GramsPerBox: String(initial.co2GramsPerBox),
      maxEventReward: String(initial.maxEventReward),
    },
    toInput: (v) => ({
      pointsPerBox: toNumber(v.pointsPerBox),
      co2GramsPerBox: toNumber(v.co2GramsPerBox),
      maxEventReward: toNumber(v.maxEventReward),
    }),
    onSubmit: async (body) => {
      setSaved(await updateSettings(body));
      return 'Settings saved';
    },
  });
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <p className="text-sm text-base-content/80">
          They apply to returns recorded from now on; points already credited stay as they are.
        </p>
        <FormFrame form={form} label="Settings" submitLabel="Save settings">
          <TextField form={form} name="pointsPerBox" label="Points per box returned" type="number" inputMode="numeric" min={1} />
          <TextField
            form={form}
            name="co2GramsPerBox"
            label="CO2 saved per box (grams)"
            type="number"
            inputMode="numeric"
            min={0}
            hint="Used for the impact figures users see: boxes returned × this factor."
          />
          <TextField
            form={form}
            name="maxEventReward"
            label="Most points an event may give"
            type="number"
            inputMode="numeric"
            min={0}
            hint="Event managers cannot set a higher reward for attending; attendance never credits more."
          />
        </FormFrame>
        <p className="text-xs text-base-content/70" data-testid="settings-updated">
          Last changed {new Date(saved.updatedAt).toLocaleString()}: {saved.pointsPerBox} points and {saved.co2GramsPerBox} g CO2 per box.
        </p>
      </div>
    </div>
  );
}
