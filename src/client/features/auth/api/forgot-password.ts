import { API_PATHS } from '@/shared/api-paths';
import type { ForgotPasswordBody } from '@/shared/contract/auth';
import { apiEnvelope } from '@/client/lib/api/api-client';
import { mailLocale } from '@/client/lib/i18n/mail-locale';

/** POST /auth/forgot-password: always the same sentence (whether or not the email has an account). */
export async function forgotPassword(body: Omit<ForgotPasswordBody, 'locale'>): Promise<string> {
  return (await apiEnvelope<null>(API_PATHS.auth.forgotPassword, { method: 'POST', body: { ...body, locale: mailLocale() } })).message;
}
