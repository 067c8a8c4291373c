import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { errorSentence } from '@/client/lib/format/field-message';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { loginBody } from '@/shared/contract/auth';
import { isRedeemReturn, nextFromSearch } from '@/client/lib/navigation';
import { FormField } from '@/client/components/form/form-field';
import { PasswordField } from '@/client/components/form/password-field';
import { login } from '../api/login';
import { startSession } from '../start-session';
import { fieldErrors } from '../validation';
import { AuthCard, AuthSubmit } from './auth-card';
import { PATHS } from '@/shared/screen-paths';

export function LoginPage() {
  const store = useStore();
  const search = useSearch();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [sending, setSending] = useState(false);
  const { t } = useLingui();
  // Sent here by Redeem Now while signed out: say why, so the detour is not a surprise.
  const redeeming = isRedeemReturn(nextFromSearch(search));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { email: form.get('email'), password: form.get('password') };
    const parsed = loginBody.safeParse(input);
    setServerError('');
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, input));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await startSession(store, await login(parsed.data));
    } catch (error) {
      setServerError(errorSentence(error));
      setSending(false);
    }
  };

  return (
    <AuthCard title={t`Log in`} intro={t`Check your points and redeem coupons.`}>
      {redeeming && (
        <p role="status" className="alert alert-info alert-soft text-sm">
          {t`Log in to redeem this coupon. You come straight back to it afterwards.`}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={sending}>
        <FormField label={t`Email`} name="email" type="email" autoComplete="username" inputMode="email" error={errors.email} required />
        <PasswordField label={t`Password`} name="password" autoComplete="current-password" error={errors.password} required />
        <Link href={PATHS.forgotPassword} className="link link-primary -mt-1 inline-flex min-h-11 items-center self-start text-sm">
          {t`Forgot password?`}
        </Link>
        <AuthSubmit error={serverError} busy={sending} busyLabel={t`Logging in…`} label={t`Log in`} />
      </form>
      <p className="text-center text-sm">
        <Trans>
          New to Rebox?{' '}
          <Link href={search ? `${PATHS.register}?${search}` : PATHS.register} className="link link-primary">
            Create an account
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
