import type { User } from '@/shared/contract/users';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { deleteUser } from '../api/delete-user';
import { dataOf } from '@/client/lib/api/user-call';

export function DeleteUserDialog({ user, onClose, onDeleted }: { user: User | null; onClose: () => void; onDeleted: () => void }) {
  return (
    <ConfirmDialog
      open={user !== null}
      title={`Delete ${user?.name ?? 'this user'}?`}
      confirmLabel="Delete user"
      onClose={onClose}
      onConfirm={async () => {
        dataOf(await deleteUser(user!.user_id));
        onDeleted();
        return `${user!.name} deleted`;
      }}
    >
      <p>
        <strong>{user?.name}</strong> ({user?.email}) will no longer be able to log in, and the account leaves this list. Their points
        history and redeemed coupons are kept for the records.
      </p>
    </ConfirmDialog>
  );
}
