// The login email (the name is the profile's). A new one needs the current password; the session takes the answer at once.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { errorSentence, humanize } from '@/client/lib/format/field-message';
import { useState, type FormEvent } from 'react';
import { emailSchema } from '@/shared/contract/auth';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { applyProfile } from '@/client/lib/session/profile-refresh';
import { currentUserAtom } from '@/client/lib/session/session';
import { toast } from '@/client/lib/toast';
import { FormField } from '@/client/components/form/form-field';
import { PasswordField } from '@/client/components/form/password-field';
import { updateAccount } from '../api/update-account';
import { AccountSection, FailureSentence } from './account-section';

export function AccountDetailsForm() {
  const { t } = useLingui();
  const store = useStore();
  const user = useAtomValue(currentUserAtom)!;
  const online = useAtomValue(onlineAtom);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; currentPassword?: string }>({});
  const [serverError, setServerError] = useState('');
  const [sending, setSending] = useState(false);

  // A new email needs the current password: a signed-in device alone cannot move the account.
  const emailChanging = email.trim().toLowerCase() !== user.email;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedEmail = emailSchema.safeParse(email);
    setServerError('');
    const passwordMissing = emailChanging && currentPassword === '';
    if (!parsedEmail.success || passwordMissing) {
      const emailProblem = parsedEmail.error?.issues[0]?.message;
      setErrors({
        email: emailProblem && humanize(emailProblem, 'email', t`Email`),
        currentPassword: passwordMissing ? t`Enter your current password to change your email.` : undefined,
      });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const body = { email: parsedEmail.data, currentPassword };
      const { user: updated, message } = await updateAccount(user.user_id, body);
      applyProfile(store, updated);
      setEmail(updated.email);
      setCurrentPassword('');
      toast.success(message);
    } catch (error) {
      setServerError(errorSentence(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountSection title={t`Login email`} description={t`You log in with this email.`}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={sending} aria-label={t`Login email`}>
        <FormField
          label={t`Email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        {emailChanging && (
          <PasswordField
            label={t`Current password`}
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            error={errors.currentPassword}
            hint={t`Your old email gets a message with a link that undoes the change for 7 days.`}
            required
          />
        )}
        <FailureSentence message={serverError} />
        {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
        <div>
          <button type="submit" className="btn btn-primary min-h-11" disabled={!emailChanging || sending || !online}>
            {sending ? t`Saving…` : t`Save email`}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
