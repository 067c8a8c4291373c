// The link mailed to the old address after an email change (/undo-email-change?token=…). It acts
// only on a tap: mail scanners open links on their own, and this one signs every device out.
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { showAlert } from '@/client/lib/alerts';
import { errorSentence } from '@/client/lib/format/field-message';
import { logout } from '@/client/lib/session/logout';
import { LOGIN_PATH, goTo } from '@/client/lib/navigation';
import { sessionAtom } from '@/client/lib/session/session';
import { undoEmailChange } from '../api/undo-email-change';
import { AuthCard, AuthSubmit } from './auth-card';
import { PATHS } from '@/shared/screen-paths';

export function UndoEmailChangePage() {
  const store = useStore();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { t } = useLingui();
  const noToken = t`This link has no code. Open the link from the email again.`;
  const [serverError, setServerError] = useState(token ? '' : noToken);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setServerError('');
    setSending(true);
    try {
      const { message } = await undoEmailChange({ token });
      // The server ended every session, this device's too.
      if (store.get(sessionAtom)) await logout(store, { endOnServer: false, message });
      else {
        showAlert(store, 'success', message);
        goTo(LOGIN_PATH);
      }
    } catch (error) {
      setServerError(errorSentence(error));
      setSending(false);
    }
  };

  return (
    <AuthCard title={t`Undo the email change`} intro={t`This puts your old email back on your Rebox account and signs out every device.`}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={sending}>
        <AuthSubmit error={serverError} busy={sending} busyLabel={t`Putting it back…`} label={t`Put my old email back`} />
      </form>
      <p className="text-center text-sm">
        <Link href={PATHS.forgotPassword} className="link link-primary inline-flex min-h-11 items-center">
          {t`Choose a new password`}
        </Link>
      </p>
    </AuthCard>
  );
}
