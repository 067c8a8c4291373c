// Add or remove points with a required reason: one ledger entry, shown in the user's
// history with the reason. The new balance is worked out as the admin types.
import { updateUserBody, type User } from '@/shared/contract/users';
import { Modal } from '@/client/components/modal';
import { TextAreaField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { updateUser } from '../api/update-user';
import { dataOf } from '@/client/lib/api/user-call';

export function AdjustPointsDialog({ user, onClose, onSaved }: { user: User | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title={`Adjust points of ${user?.name ?? 'user'}`}>
      {user && <AdjustPointsForm user={user} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}

/** The typed amount as a whole number, or null when it is not one. */
export function parseAdjustment(text: string): number | null {
  const trimmed = text.trim().replace(/^\+/, '');
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function AdjustPointsForm({ user, onSaved, onCancel }: { user: User; onSaved: () => void; onCancel: () => void }) {
  const form = useZodForm({
    schema: updateUserBody,
    initial: { pointsAdjustment: '', reason: '' },
    toInput: (values) => ({ id: user.user_id, pointsAdjustment: parseAdjustment(values.pointsAdjustment) ?? undefined, reason: values.reason }),
    validate: (values) => {
      const amount = parseAdjustment(values.pointsAdjustment);
      if (amount === null) return { pointsAdjustment: 'Enter a whole number of points: 50 adds, -20 removes' };
      if (user.available_reward_points + amount < 0) {
        return { pointsAdjustment: `This would take the balance below zero: ${user.name} has ${user.available_reward_points} points.` };
      }
      return {};
    },
    onSubmit: async (data) => {
      const saved = dataOf(await updateUser(data));
      onSaved();
      return `${saved.name} now has ${saved.available_reward_points} points`;
    },
  });
  const amount = parseAdjustment(form.values.pointsAdjustment);

  return (
    <FormFrame
      form={form}
      label={`Adjust points of ${user.name}`}
      submitLabel="Adjust points"
      actions={
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.pending}>
          Cancel
        </button>
      }
    >
      <p className="text-sm">
        Balance now: <strong data-testid="balance-now">{user.available_reward_points}</strong> points
        {amount !== null && amount !== 0 && (
          <>
            {' '}
            → after: <strong data-testid="balance-after">{user.available_reward_points + amount}</strong>
          </>
        )}
      </p>
      <TextField form={form} name="pointsAdjustment" label="Points to add or remove" inputMode="numeric" placeholder="e.g. 50 or -20" />
      <TextAreaField form={form} name="reason" label="Reason" rows={2} hint="Shown to the user in their points history." />
    </FormFrame>
  );
}
