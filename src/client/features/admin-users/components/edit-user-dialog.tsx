// Edit an account's name, email, role and whether it may log in, checked by the shared
// updateUserBody schema.
import { updateUserBody, type User } from '@/shared/contract/users';
import type { Role } from '@/shared/roles';
import { Modal } from '@/client/components/modal';
import { CheckboxField, SelectField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { updateUser } from '../api/update-user';
import { ROLE_LABELS, roleOptions } from '../lib/role-labels';
import { dataOf } from '@/client/lib/api/user-call';

interface EditUserDialogProps {
  user: User | null;
  callerRole: Role | undefined;
  onClose: () => void;
  onSaved: () => void;
}

export function EditUserDialog({ user, callerRole, onClose, onSaved }: EditUserDialogProps) {
  return (
    <Modal open={user !== null} onClose={onClose} title={`Edit ${user?.name ?? 'user'}`}>
      {user && <EditUserForm user={user} callerRole={callerRole} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, callerRole, onSaved, onCancel }: { user: User; callerRole: Role | undefined; onSaved: () => void; onCancel: () => void }) {
  const form = useZodForm({
    schema: updateUserBody,
    initial: { name: user.name, email: user.email, role: user.role as string, active: user.active },
    toInput: (values) => ({ id: user.user_id, ...values }),
    onSubmit: async (data) => {
      const saved = dataOf(await updateUser(data));
      onSaved();
      return `${saved.name} updated`;
    },
  });
  // A role the caller cannot give stays visible as the current one (the row's Edit is offered
  // only for accounts the caller manages, so this is a safety net, not a way round the rule).
  const options = roleOptions(callerRole);
  if (!options.some((o) => o.value === user.role)) options.unshift({ value: user.role, label: ROLE_LABELS[user.role] });

  return (
    <FormFrame
      form={form}
      label={`Edit ${user.name}`}
      submitLabel="Save changes"
      actions={
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.pending}>
          Cancel
        </button>
      }
    >
      <TextField form={form} name="name" label="Name" autoComplete="off" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="off" />
      <SelectField form={form} name="role" label="Role" options={options} />
      <CheckboxField form={form} name="active" label="Active (may log in)" />
    </FormFrame>
  );
}
