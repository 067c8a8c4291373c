// An invitation to an account someone else made: a business user's new clerk (who invited them,
// to which store) or an admin's new account, with the link that sets the password, in the
// language the inviter chose for them.
import type { Mail } from '@/server/lib/mailer';
import type { MailLocale } from '@/shared/contract/auth';
import { escapeHtml } from './reset-mail';

export interface Invitation {
  account: { name: string; email: string };
  /** Who made the account: the business's or the admin's name. */
  by: string;
  /** The store a clerk was invited to work at; none for an admin's account. */
  store?: string;
  link: string;
  days: number;
}

interface InviteWords {
  subject: (by: string) => string;
  hello: (name: string) => string;
  invited: (by: string, store: string) => string;
  madeAccount: (by: string) => string;
  openWithin: (days: number) => string;
  choose: string;
  login: (email: string) => string;
}

const WORDS: Record<MailLocale, InviteWords> = {
  en: {
    subject: (business) => `${business} invites you to Rebox`,
    hello: (name) => `Hello ${name},`,
    invited: (business, store) => `${business} invited you to record box returns at ${store} on Rebox.`,
    madeAccount: (by) => `${by} made you an account on Rebox.`,
    openWithin: (days) => `Open this link within ${days} days to choose your password:`,
    choose: 'Choose your password',
    login: (email) => `Afterwards you log in with your email, ${email}.`,
  },
  de: {
    subject: (business) => `${business} lädt dich zu Rebox ein`,
    hello: (name) => `Hallo ${name},`,
    invited: (business, store) => `${business} hat dich eingeladen, bei Rebox Boxrückgaben in ${store} zu erfassen.`,
    madeAccount: (by) => `${by} hat dir ein Konto bei Rebox angelegt.`,
    openWithin: (days) => `Öffne diesen Link innerhalb von ${days} Tagen, um dein Passwort zu wählen:`,
    choose: 'Passwort wählen',
    login: (email) => `Danach meldest du dich mit deiner E-Mail-Adresse an: ${email}.`,
  },
  ar: {
    subject: (business) => `${business} يدعوك إلى Rebox`,
    hello: (name) => `مرحبًا ${name}،`,
    invited: (business, store) => `دعاك ${business} لتسجيل إرجاع الصناديق في ${store} على Rebox.`,
    madeAccount: (by) => `أنشأ لك ${by} حسابًا على Rebox.`,
    openWithin: (days) => `افتح هذا الرابط خلال ${days} أيام لاختيار كلمة مرورك:`,
    choose: 'اختر كلمة مرورك',
    login: (email) => `بعد ذلك تسجّل الدخول ببريدك الإلكتروني: ${email}.`,
  },
};

export function inviteMail(invite: Invitation, locale: MailLocale = 'en'): Mail {
  const w = WORDS[locale];
  const { account, by, store, link, days } = invite;
  const why = store ? w.invited(by, store) : w.madeAccount(by);
  const text = [w.hello(account.name), '', why, w.openWithin(days), '', link, '', w.login(account.email), '', 'Rebox'].join('\n');
  const html = `<div lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<p>${escapeHtml(w.hello(account.name))}</p>
<p>${escapeHtml(why)}</p>
<p>${escapeHtml(w.openWithin(days))} <a href="${escapeHtml(link)}">${escapeHtml(w.choose)}</a></p>
<p>${escapeHtml(w.login(account.email))}</p>
<p>Rebox</p>
</div>`;
  return { to: account.email, subject: w.subject(by), text, html };
}
