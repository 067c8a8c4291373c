// "Forgot password?": asks for the email and always shows the server's one sentence,
// so the page never tells whether an email has an account. A limit (429) shows its own sentence.
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { errorSentence } from '@/client/lib/format/field-message';
import { Link } from 'wouter';
import { forgotPasswordBody } from '@/shared/contract/auth';
import { FormField } from '@/client/components/form/form-field';
import { forgotPassword } from '../api/forgot-password';
import { fieldErrors } from '../validation';
import { AuthCard, AuthSubmit } from './auth-card';
import { PATHS } from '@/shared/screen-paths';

export function ForgotPasswordPage() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);
  const { t } = useLingui();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { email: new FormData(event.currentTarget).get('email') };
    const parsed = forgotPasswordBody.safeParse(input);
    setServerError('');
    setSent('');
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, input));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      setSent(await forgotPassword(parsed.data));
    } catch (error) {
      setServerError(errorSentence(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={t`Forgot your password?`} intro={t`Give the email you log in with. We will mail you a link to choose a new password.`}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={sending}>
        <FormField label={t`Email`} name="email" type="email" autoComplete="username" inputMode="email" error={errors.email} required />
        <div aria-live="polite">
          {sent && (
            <p role="status" className="alert alert-success alert-soft text-sm" data-testid="reset-requested">
              {sent}
            </p>
          )}
        </div>
        <AuthSubmit error={serverError} busy={sending} busyLabel={t`Sending…`} label={t`Send me a link`} />
      </form>
      <p className="text-center text-sm">
        <Link href={PATHS.login} className="link link-primary inline-flex min-h-11 items-center">
          {t`Back to log in`}
        </Link>
      </p>
    </AuthCard>
  );
}
