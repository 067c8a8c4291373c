import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { errorSentence } from '@/client/lib/format/field-message';
import { onLanguage } from '@/client/lib/on-language';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { PASSWORD_MIN_LENGTH, registerBody } from '@/shared/contract/auth';
import { FormField } from '@/client/components/form/form-field';
import { PasswordField } from '@/client/components/form/password-field';
import { register } from '../api/register';
import { startSession } from '../start-session';
import { fieldErrors } from '../validation';
import { AuthCard, AuthSubmit } from './auth-card';
import { PATHS } from '@/shared/screen-paths';

/** The unticked terms' message in the active language (see lib/on-language.ts). */
export let TERMS_REQUIRED = '';
onLanguage(() => {
  TERMS_REQUIRED = i18n._(msg`Please accept the terms and the privacy notice to create an account.`);
});

export function RegisterPage() {
  const store = useStore();
  const search = useSearch();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [sending, setSending] = useState(false);
  const { t } = useLingui();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { name: form.get('name'), email: form.get('email'), password: form.get('password') };
    const parsed = registerBody.safeParse(input);
    setServerError('');
    // The acceptance is the page's own check: the register API body stays { name, email, password }.
    const accepted = form.get('acceptTerms') === 'on';
    if (!parsed.success || !accepted) {
      setErrors({ ...(parsed.success ? {} : fieldErrors(parsed.error, input)), ...(accepted ? {} : { acceptTerms: TERMS_REQUIRED }) });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { answer, message } = await register(parsed.data);
      await startSession(store, answer, message);
    } catch (error) {
      setServerError(errorSentence(error));
      setSending(false);
    }
  };

  return (
    <AuthCard title={t`Create an account`} intro={t`Return boxes, earn points, spend them on coupons.`}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={sending}>
        <FormField label={t`Name`} name="name" autoComplete="name" error={errors.name} required />
        <FormField label={t`Email`} name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} required />
        <PasswordField label={t`Password (at least ${PASSWORD_MIN_LENGTH} characters)`} name="password" autoComplete="new-password" error={errors.password} required />
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="acceptTerms"
              className={`checkbox mt-0.5 ${errors.acceptTerms ? 'checkbox-error' : ''}`}
              required
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
            />
            <span>
              <Trans>
                I accept the{' '}
                <Link href={PATHS.terms} className="link link-primary">
                  terms of use
                </Link>{' '}
                and the{' '}
                <Link href={PATHS.privacy} className="link link-primary">
                  privacy notice
                </Link>
                .
              </Trans>
            </span>
          </label>
          {errors.acceptTerms && (
            <p id="accept-terms-error" className="text-sm text-error">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        <AuthSubmit error={serverError} busy={sending} busyLabel={t`Creating your account…`} label={t`Create account`} />
      </form>
      <p className="text-center text-sm">
        <Trans>
          Already have an account?{' '}
          <Link href={search ? `${PATHS.login}?${search}` : PATHS.login} className="link link-primary">
            Log in
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
