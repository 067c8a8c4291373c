// A new batch of boxes for one client: how many (1 to 10,000), checked with the shared schema
// the server uses; the answer shows the batch with its labels to download.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createBatchBody, MAX_BATCH, type Batch } from '@/shared/contract/boxes';
import { FormFrame } from '@/client/components/form/form-frame';
import { SelectField, TextField } from '@/client/components/form/form-field';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { formatNumber } from '@/client/lib/format/format';
import { createBatch } from '../api/create-batch';

export interface ClientChoice {
  id: number;
  name: string;
}

const wholeNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function CreateBatchForm({ clients, onCreated }: { clients: ClientChoice[]; onCreated: (batch: Batch, clientName: string) => void }) {
  const { t } = useLingui();
  const form = useZodForm({
    schema: createBatchBody,
    initial: { clientId: '', count: '' },
    toInput: (values) => ({ clientId: wholeNumber(values.clientId), count: wholeNumber(values.count) }),
    validate: (values) => ({
      clientId: values.clientId === '' ? t`Choose the client these boxes are for.` : undefined,
      count: values.count.trim() === '' ? t`Say how many boxes to make.` : undefined,
    }),
    onSubmit: async (data) => {
      const batch = await createBatch(data);
      const clientName = clients.find((c) => c.id === data.clientId)?.name ?? '';
      onCreated(batch, clientName);
      form.reset();
      const made = batch.count;
      return plural(made, { one: '# box made', other: '# boxes made' });
    },
  });
  const most = formatNumber(MAX_BATCH);
  return (
    <FormFrame form={form} label={t`New batch of boxes`} submitLabel={t`Make the boxes`} pendingLabel={t`Making the boxes…`}>
      <SelectField form={form} name="clientId" label={t`Client`} options={[{ value: '', label: t`Choose a client` }, ...clients.map((c) => ({ value: String(c.id), label: c.name }))]} />
      <TextField form={form} name="count" label={t`Number of boxes`} hint={t`From 1 to ${most}; each gets its own code and label.`} inputMode="numeric" autoComplete="off" />
    </FormFrame>
  );
}
