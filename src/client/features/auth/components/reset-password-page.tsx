// The mailed link's page (/reset-password?token=…): a new password, then signed in exactly as
// the login page signs in (startSession); the guest guard then sends the person to their dashboard.
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { errorSentence } from '@/client/lib/format/field-message';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { PASSWORD_MIN_LENGTH, resetPasswordBody } from '@/shared/contract/auth';
import { PasswordField } from '@/client/components/form/password-field';
import { resetPassword } from '../api/reset-password';
import { startSession } from '../start-session';
import { fieldErrors } from '../validation';
import { AuthCard, AuthSubmit } from './auth-card';
import { PATHS } from '@/shared/screen-paths';

export function ResetPasswordPage() {
  const store = useStore();
  const search = new URLSearchParams(useSearch());
  const token = search.get('token') ?? '';
  // A clerk's invitation links here too: their first password, not a new one.
  const welcome = search.get('welcome') === '1';
  const { t } = useLingui();
  const noResetToken = t`This link has no reset code. Open the link from the email again, or ask for a new one.`;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState(token ? '' : noResetToken);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { token, password: new FormData(event.currentTarget).get('password') };
    const parsed = resetPasswordBody.safeParse(input);
    setServerError('');
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, input);
      if (found.token) setServerError(noResetToken);
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { answer, message } = await resetPassword(parsed.data);
      await startSession(store, answer, message);
    } catch (error) {
      setServerError(errorSentence(error));
      setSending(false);
    }
  };

  return (
    <AuthCard
      title={welcome ? t`Choose your password` : t`Choose a new password`}
      intro={welcome ? t`Your Rebox account is ready: choose a password, then you are logged in.` : t`Every device signed in with the old password is signed out.`}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={sending}>
        <PasswordField
          label={t`New password (at least ${PASSWORD_MIN_LENGTH} characters)`}
          name="password"
          autoComplete="new-password"
          error={errors.password}
          required
        />
        <AuthSubmit error={serverError} busy={sending} busyLabel={t`Saving…`} label={t`Set password and log in`} />
      </form>
      <p className="text-center text-sm">
        <Link href={PATHS.forgotPassword} className="link link-primary inline-flex min-h-11 items-center">
          {t`Ask for a new link`}
        </Link>
      </p>
    </AuthCard>
  );
}
