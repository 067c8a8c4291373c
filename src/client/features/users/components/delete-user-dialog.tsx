import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@/shared/contract/users';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { deleteUser } from '../api/delete-user';
import { dataOf } from '@/client/lib/api/user-call';

export function DeleteUserDialog({ user, onClose, onDeleted }: { user: User | null; onClose: () => void; onDeleted: () => void }) {
  const { t } = useLingui();
  const name = user?.name ?? '';
  const email = user?.email ?? '';
  return (
    <ConfirmDialog
      open={user !== null}
      title={name ? t`Delete ${name}?` : t`Delete this user?`}
      confirmLabel={t`Delete user`}
      onClose={onClose}
      onConfirm={async () => {
        dataOf(await deleteUser(user!.user_id));
        onDeleted();
        return t`${name} deleted`;
      }}
    >
      <p>
        <Trans>
          <strong>{name}</strong> ({email}) will no longer be able to log in, and the account leaves this list. Their points history and redeemed
          coupons are kept for the records.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
