import { i18n } from '@lingui/core';
import { API_PATHS } from '@/shared/api-paths';
import { MAIL_LOCALES, type ForgotPasswordBody, type MailLocale } from '@/shared/contract/auth';
import { apiEnvelope } from '@/client/lib/api/api-client';

/** The language the mail is written in: the one the person reads the app in (English for the pseudo-locale). */
const mailLocale = (): MailLocale => ((MAIL_LOCALES as readonly string[]).includes(i18n.locale) ? (i18n.locale as MailLocale) : 'en');

/** POST /auth/forgot-password: always the same sentence (whether or not the email has an account). */
export async function forgotPassword(body: Omit<ForgotPasswordBody, 'locale'>): Promise<string> {
  return (await apiEnvelope<null>(API_PATHS.auth.forgotPassword, { method: 'POST', body: { ...body, locale: mailLocale() } })).message;
}
