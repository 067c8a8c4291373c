import { useStore } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { PASSWORD_MIN_LENGTH, registerBody } from '@/shared/contract/auth';
import { errorMessage } from '@/client/lib/api/api-client';
import { FormField } from '@/client/components/form/form-field';
import { register } from '../api/register';
import { startSession } from '../start-session';
import { fieldErrors } from '../validation';
import { AuthCard } from './auth-card';

export function RegisterPage() {
  const store = useStore();
  const search = useSearch();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = registerBody.safeParse({ name: form.get('name'), email: form.get('email'), password: form.get('password') });
    setServerError('');
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { answer, message } = await register(parsed.data);
      await startSession(store, answer, message);
    } catch (error) {
      setServerError(errorMessage(error));
      setSending(false);
    }
  };

  return (
    <AuthCard title="Create an account" intro="Return boxes, earn points, spend them on coupons.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={sending}>
        <FormField label="Name" name="name" autoComplete="name" error={errors.name} required />
        <FormField label="Email" name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} required />
        <FormField
          label={`Password (at least ${PASSWORD_MIN_LENGTH} characters)`}
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          required
        />
        {serverError && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {serverError}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block min-h-12" disabled={sending}>
          {sending ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link href={`/login${search ? `?${search}` : ''}`} className="link link-primary">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
