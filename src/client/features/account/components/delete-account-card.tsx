// Deleting one's account asks for the password in a dialog. The server anonymises the account
// and ends its sessions; the device is then cleared like a logout and the catalogue says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { errorSentence, humanize } from '@/client/lib/format/field-message';
import { useState, type FormEvent } from 'react';
import { deleteAccountBody } from '@/shared/contract/auth';
import { logout } from '@/client/lib/session/logout';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { currentUserAtom } from '@/client/lib/session/session';
import { PasswordField } from '@/client/components/form/password-field';
import { Modal } from '@/client/components/modal';
import { OnlineButton } from '@/client/components/online-button';
import { deleteAccount } from '../api/delete-account';
import { AccountSection, FailureSentence } from './account-section';

export function DeleteAccountCard() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      title={t`Delete my account`}
      tone="danger"
      description={t`Your name, email and picture are removed and you can no longer log in. Unused points and saved coupons are lost.`}
    >
      <div>
        <OnlineButton className="btn btn-error btn-outline min-h-11" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t`Delete my account`}
        </OnlineButton>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={t`Delete your account?`} testId="delete-account-dialog">
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </Modal>
    </AccountSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const store = useStore();
  const user = useAtomValue(currentUserAtom);
  const email = user?.email;
  const online = useAtomValue(onlineAtom);
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = deleteAccountBody.safeParse({ password: new FormData(event.currentTarget).get('password') });
    setError('');
    if (!parsed.success) {
      setFieldError(humanize(parsed.error.issues[0]?.message ?? 'password is required', 'password', t`Password`));
      return;
    }
    setFieldError('');
    setPending(true);
    try {
      const message = await deleteAccount(parsed.data);
      await logout(store, { endOnServer: false, message, to: '/' });
    } catch (failure) {
      setError(errorSentence(failure));
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={pending}>
      <p>
        <Trans>
          This cannot be undone. Enter the password of <strong>{email}</strong> to confirm.
        </Trans>
      </p>
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <PasswordField label={t`Password`} name="password" autoComplete="current-password" error={fieldError} required data-autofocus />
      <FailureSentence message={error} />
      {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      <div className="modal-action flex-wrap">
        <button type="button" className="btn min-h-11" onClick={onCancel} disabled={pending}>
          {t`Cancel`}
        </button>
        <button type="submit" className="btn btn-error min-h-11" disabled={pending || !online} aria-busy={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t`Delete my account`}
        </button>
      </div>
    </form>
  );
}
