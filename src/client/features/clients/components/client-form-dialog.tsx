// Create or edit a client (name required; contact, email, phone, address optional), checked
// by the shared clientFields schema.
import { useLingui } from '@lingui/react/macro';
import { clientFields, type Client } from '@/shared/contract/clients';
import { Modal } from '@/client/components/modal';
import { TextAreaField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { createClient } from '../api/create-client';
import { updateClient } from '../api/update-client';

interface ClientFormDialogProps {
  /** 'new' to create, a client to edit, null when closed. */
  target: Client | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ClientFormDialog({ target, onClose, onSaved }: ClientFormDialogProps) {
  const { t } = useLingui();
  const name = target === 'new' ? undefined : target?.name;
  const title = target === 'new' ? t`New client` : name ? t`Edit ${name}` : t`Edit client`;
  return (
    <Modal open={target !== null} onClose={onClose} title={title} boxClassName="max-w-2xl">
      {target && <ClientForm client={target === 'new' ? null : target} label={title} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}

function ClientForm({ client, label, onSaved, onCancel }: { client: Client | null; label: string; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const form = useZodForm({
    schema: clientFields,
    initial: {
      name: client?.name ?? '',
      contactName: client?.contactName ?? '',
      email: client?.email ?? '',
      phone: client?.phone ?? '',
      address: client?.address ?? '',
    },
    onSubmit: async (data) => {
      const saved = client ? await updateClient(client.id, data) : await createClient(data);
      onSaved();
      const name = saved.name;
      return client ? t`${name} updated` : t`${name} created`;
    },
  });
  return (
    <FormFrame
      form={form}
      label={label}
      submitLabel={client ? t`Save client` : t`Create client`}
      actions={
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.pending}>
          {t`Cancel`}
        </button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label={t`Name`} autoComplete="organization" />
        <TextField form={form} name="contactName" label={t`Contact name`} autoComplete="name" />
        <TextField form={form} name="email" label={t`Email`} type="email" autoComplete="email" />
        <TextField form={form} name="phone" label={t`Phone`} type="tel" autoComplete="tel" />
      </div>
      <TextAreaField form={form} name="address" label={t`Address`} rows={2} />
    </FormFrame>
  );
}
