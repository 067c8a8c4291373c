// Add or remove points with a required reason: one ledger entry, shown in the user's
// history with the reason. The new balance is worked out as the admin types.
import { Trans, useLingui } from '@lingui/react/macro';
import { updateUserBody, type User } from '@/shared/contract/users';
import { Modal } from '@/client/components/modal';
import { TextAreaField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { updateUser } from '../api/update-user';
import { dataOf } from '@/client/lib/api/user-call';
import { formatPoints } from '@/client/lib/format/format';

export function AdjustPointsDialog({ user, onClose, onSaved }: { user: User | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const name = user?.name;
  return (
    <Modal open={user !== null} onClose={onClose} title={name ? t`Adjust points of ${name}` : t`Adjust points`}>
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
  const { t } = useLingui();
  const name = user.name;
  const balance = user.available_reward_points;
  const form = useZodForm({
    schema: updateUserBody,
    initial: { pointsAdjustment: '', reason: '' },
    toInput: (values) => ({ id: user.user_id, pointsAdjustment: parseAdjustment(values.pointsAdjustment) ?? undefined, reason: values.reason }),
    validate: (values) => {
      const amount = parseAdjustment(values.pointsAdjustment);
      if (amount === null) return { pointsAdjustment: t`Enter a whole number of points: 50 adds, -20 removes` };
      if (user.available_reward_points + amount < 0) {
        const points = formatPoints(balance);
        return { pointsAdjustment: t`This would take the balance below zero: ${name} has ${points}.` };
      }
      return {};
    },
    onSubmit: async (data) => {
      const saved = dataOf(await updateUser(data));
      onSaved();
      const savedName = saved.name;
      const points = formatPoints(saved.available_reward_points);
      return t`${savedName} now has ${points}`;
    },
  });
  const amount = parseAdjustment(form.values.pointsAdjustment);
  const after = balance + (amount ?? 0);

  return (
    <FormFrame
      form={form}
      label={t`Adjust points of ${name}`}
      submitLabel={t`Adjust points`}
      actions={
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.pending}>
          {t`Cancel`}
        </button>
      }
    >
      <p className="text-sm">
        <Trans>
          Points now: <strong data-testid="balance-now">{balance}</strong>
        </Trans>
        {amount !== null && amount !== 0 && (
          <>
            {' '}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>{' '}
            <Trans>
              after: <strong data-testid="balance-after">{after}</strong>
            </Trans>
          </>
        )}
      </p>
      <TextField form={form} name="pointsAdjustment" label={t`Points to add or remove`} inputMode="numeric" placeholder={t`e.g. 50 or -20`} />
      <TextAreaField form={form} name="reason" label={t`Reason`} rows={2} hint={t`Shown to the user in their points history.`} />
    </FormFrame>
  );
}
