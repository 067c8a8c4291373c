import { i18n } from '@lingui/core';
import { MAIL_LOCALES, type MailLocale } from '@/shared/contract/auth';

/** The language a mail is written in: the one the person reads the app in (English for the pseudo-locale). */
export const mailLocale = (): MailLocale => ((MAIL_LOCALES as readonly string[]).includes(i18n.locale) ? (i18n.locale as MailLocale) : 'en');
