// A new password needs the current one (the server checks it again) and follows the
// registration policy (the shared passwordSchema). The server then ends every other session.
import { t } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { errorSentence, humanize } from '@/client/lib/format/field-message';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '@/shared/contract/auth';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { currentUserAtom } from '@/client/lib/session/session';
import { toast } from '@/client/lib/toast';
import { PasswordField } from '@/client/components/form/password-field';
import { updateAccount } from '../api/update-account';
import { AccountSection, FailureSentence } from './account-section';

// Made when the form is sent, so its messages are in the language of that moment.
const changePasswordInput = () =>
  z.object({
    currentPassword: z.string().min(1, t`Enter your current password.`).max(200, 'currentPassword is too long'),
    password: passwordSchema,
  });

export function ChangePasswordForm() {
  const user = useAtomValue(currentUserAtom)!;
  const online = useAtomValue(onlineAtom);
  const [errors, setErrors] = useState<{ currentPassword?: string; password?: string }>({});
  const [serverError, setServerError] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = changePasswordInput().safeParse({ currentPassword: form.get('currentPassword'), password: form.get('password') });
    setServerError('');
    if (!parsed.success) {
      const found: Record<string, string> = {};
      const labels: Record<string, string> = { currentPassword: t`Current password`, password: t`New password` };
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= humanize(issue.message, field, labels[field] ?? field);
      }
      setErrors(found);
      return;
    }
    if (parsed.data.password.toLowerCase() === user.email.toLowerCase()) {
      setErrors({ password: humanize('password must not be your email', 'password', t`New password`) });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await updateAccount(user.user_id, parsed.data);
      formElement.reset();
      toast.success(t`Your password was changed. Other devices are signed out.`);
    } catch (error) {
      setServerError(errorSentence(error));
    } finally {
      setSending(false);
    }
  };

  const minLength = PASSWORD_MIN_LENGTH;
  return (
    <AccountSection title={t`Password`} description={t`Changing it signs you out on every other device.`}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={sending} aria-label={t`Change password`}>
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField label={t`Current password`} name="currentPassword" autoComplete="current-password" error={errors.currentPassword} required />
        <PasswordField
          label={t`New password (at least ${minLength} characters)`}
          name="password"
          autoComplete="new-password"
          error={errors.password}
          required
        />
        <FailureSentence message={serverError} />
        {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
        <div>
          <button type="submit" className="btn btn-primary min-h-11" disabled={sending || !online}>
            {sending ? t`Saving…` : t`Change password`}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
