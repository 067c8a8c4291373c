// Sends the list: ship (with an optional order reference kept on each box's journey), collect,
// or retire (with the reason, required). The fields' messages come from the shared schemas the
// server checks too; each code's outcome comes back to the depot page.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { retireBody, shipBody, type ScanAnswer } from '@/shared/contract/boxes';
import { FormFrame } from '@/client/components/form/form-frame';
import { TextField } from '@/client/components/form/form-field';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { collectBoxes } from '../api/collect-boxes';
import { retireBoxes } from '../api/retire-boxes';
import { shipBoxes } from '../api/ship-boxes';
import { MODE_LABEL, type DepotMode } from './depot-modes';

const SCHEMAS = {
  ship: z.object({ orderRef: shipBody.shape.orderRef }),
  collect: z.object({}),
  retire: z.object({ reason: retireBody.shape.reason }),
};

interface DepotSendFormProps {
  mode: DepotMode;
  codes: string[];
  onSent: (answer: ScanAnswer) => void;
}

export function DepotSendForm({ mode, codes, onSent }: DepotSendFormProps) {
  const { t } = useLingui();
  const count = codes.length;
  const form = useZodForm({
    schema: SCHEMAS[mode],
    initial: { orderRef: '', reason: '' },
    toInput: (values) => (mode === 'ship' ? { orderRef: values.orderRef } : mode === 'retire' ? { reason: values.reason } : {}),
    onSubmit: async (_data, values) => {
      if (count === 0) throw new Error(t`Scan at least one box first.`);
      const orderRef = values.orderRef.trim();
      const answer = mode === 'ship' ? await shipBoxes(codes, orderRef || undefined) : mode === 'collect' ? await collectBoxes(codes) : await retireBoxes(codes, values.reason.trim());
      onSent(answer);
      form.reset();
      const done = answer.done;
      if (mode === 'ship') return plural(done, { one: '# box shipped', other: '# boxes shipped' });
      if (mode === 'collect') return plural(done, { one: '# box collected', other: '# boxes collected' });
      return plural(done, { one: '# box retired', other: '# boxes retired' });
    },
  });
  const submitLabel =
    count === 0
      ? t(MODE_LABEL[mode])
      : mode === 'ship'
        ? plural(count, { one: 'Ship # box', other: 'Ship # boxes' })
        : mode === 'collect'
          ? plural(count, { one: 'Collect # box', other: 'Collect # boxes' })
          : plural(count, { one: 'Retire # box', other: 'Retire # boxes' });
  return (
    <FormFrame form={form} label={t`Send the scanned boxes`} submitLabel={submitLabel} pendingLabel={t`Sending…`}>
      {mode === 'ship' && <TextField form={form} name="orderRef" label={t`Order reference (optional)`} hint={t`Kept on each box’s journey, e.g. the customer’s order number.`} maxLength={100} autoComplete="off" />}
      {mode === 'retire' && <TextField form={form} name="reason" label={t`Reason`} hint={t`Why these boxes leave service, e.g. “crushed in transit”.`} maxLength={300} autoComplete="off" />}
      {count === 0 && <p className="text-sm opacity-75">{t`Refused codes are never sent. Scan boxes to send them.`}</p>}
    </FormFrame>
  );
}
