// Create a store for a business user, or edit one, checked by the shared store schemas.
import { useLingui } from '@lingui/react/macro';
import { createStoreBody, type Store } from '@/shared/contract/stores';
import { Modal } from '@/client/components/modal';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { createStore } from '@/client/lib/api/create-store';
import { updateStore } from '@/client/lib/api/update-store';

interface StoreFormDialogProps {
  ownerId: number;
  target: Store | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export function StoreFormDialog({ ownerId, target, onClose, onSaved }: StoreFormDialogProps) {
  const { t } = useLingui();
  const name = target === 'new' ? undefined : target?.name;
  const title = target === 'new' ? t`New store` : name ? t`Edit ${name}` : t`Edit store`;
  return (
    <Modal open={target !== null} onClose={onClose} title={title} boxClassName="max-w-2xl">
      {target && <StoreForm ownerId={ownerId} store={target === 'new' ? null : target} label={title} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}

function StoreForm({ ownerId, store, label, onSaved, onCancel }: { ownerId: number; store: Store | null; label: string; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const form = useZodForm({
    schema: createStoreBody,
    initial: {
      name: store?.name ?? '',
      address: store?.address ?? '',
      city: store?.city ?? '',
      phone: store?.phone ?? '',
      openingHours: store?.openingHours ?? '',
    },
    toInput: (values) => ({ ...values, ownerId }),
    onSubmit: async ({ ownerId: _owner, ...fields }) => {
      const saved = store ? await updateStore(store.id, fields) : await createStore({ ...fields, ownerId });
      onSaved();
      const name = saved.name;
      return store ? t`${name} updated` : t`${name} created`;
    },
  });
  return (
    <FormFrame
      form={form}
      label={label}
      submitLabel={store ? t`Save store` : t`Create store`}
      actions={
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.pending}>
          {t`Cancel`}
        </button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label={t`Name`} />
        <TextField form={form} name="city" label={t`City`} />
        <TextField form={form} name="address" label={t`Address`} className="sm:col-span-2" />
        <TextField form={form} name="phone" label={t`Phone`} type="tel" />
        <TextField form={form} name="openingHours" label={t`Opening hours`} placeholder={t`Mon–Fri 9–18`} />
      </div>
    </FormFrame>
  );
}
