// An admin's store of one business user, new or edited, in a dialog: the one store form.
import { useLingui } from '@lingui/react/macro';
import type { Store } from '@/shared/contract/stores';
import { Modal } from '@/client/components/modal';
import { StoreForm } from './store-form';

interface StoreFormDialogProps {
  /** The business user a new store is for; editing keeps the store's. */
  ownerId?: number;
  target: Store | 'new' | null;
  /** The business's stores on screen, to warn about a duplicate. */
  siblings?: readonly Store[];
  onClose: () => void;
  onSaved: () => void;
}

export function StoreFormDialog({ ownerId, target, siblings, onClose, onSaved }: StoreFormDialogProps) {
  const { t } = useLingui();
  const name = target === 'new' ? undefined : target?.name;
  const title = target === 'new' ? t`New store` : name ? t`Edit ${name}` : t`Edit store`;
  return (
    <Modal open={target !== null} onClose={onClose} title={title} boxClassName="max-w-2xl">
      {target && <StoreForm ownerId={ownerId} store={target === 'new' ? null : target} siblings={siblings} label={title} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
