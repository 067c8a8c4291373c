// Edit an account's name, email, role and whether it may log in, checked by the shared
// updateUserBody schema.
import { useLingui } from '@lingui/react/macro';
import { updateUserBody, type User } from '@/shared/contract/users';
import type { Role } from '@/shared/roles';
import { Modal } from '@/client/components/modal';
import { CheckboxField, SelectField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { updateUser } from '../api/update-user';
import { roleLabel, roleOptions } from '../lib/role-labels';
import { dataOf } from '@/client/lib/api/user-call';

interface EditUserDialogProps {
  user: User | null;
  callerRole: Role | undefined;
  onClose: () => void;
  onSaved: () => void;
}

export function EditUserDialog({ user, callerRole, onClose, onSaved }: EditUserDialogProps) {
  const { t } = useLingui();
  const name = user?.name;
  return (
    <Modal open={user !== null} onClose={onClose} title={name ? t`Edit ${name}` : t`Edit user`}>
      {user && <EditUserForm user={user} callerRole={callerRole} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, callerRole, onSaved, onCancel }: { user: User; callerRole: Role | undefined; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const name = user.name;
  const form = useZodForm({
    schema: updateUserBody,
    initial: { name: user.name, email: user.email, role: user.role as string, active: user.active },
    toInput: (values) => ({ id: user.user_id, ...values }),
    onSubmit: async (data) => {
      const saved = dataOf(await updateUser(data));
      onSaved();
      const savedName = saved.name;
      return t`${savedName} updated`;
    },
  });
  // A role the caller cannot give stays visible as the current one (the row's Edit is offered
  // only for accounts the caller manages, so this is a safety net, not a way round the rule).
  const options = roleOptions(callerRole);
  if (!options.some((o) => o.value === user.role)) options.unshift({ value: user.role, label: roleLabel(user.role) });

  return (
    <FormFrame
      form={form}
      label={t`Edit ${name}`}
      submitLabel={t`Save changes`}
      actions={
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.pending}>
          {t`Cancel`}
        </button>
      }
    >
      <TextField form={form} name="name" label={t`Name`} autoComplete="off" />
      <TextField form={form} name="email" label={t`Email`} type="email" autoComplete="off" />
      <SelectField form={form} name="role" label={t`Role`} options={options} />
      <CheckboxField form={form} name="active" label={t`Active (may log in)`} />
    </FormFrame>
  );
}
