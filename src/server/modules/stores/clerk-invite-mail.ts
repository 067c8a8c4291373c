// The invitation a business user sends a new clerk: who invited them, to which store, and the
// link that sets their password, in the language the business user chose for them.
import type { Mail } from '@/server/lib/mailer';
import type { MailLocale } from '@/shared/contract/auth';
import { escapeHtml } from '@/server/modules/auth/reset-mail';

export interface ClerkInvite {
  clerk: { name: string; email: string };
  business: string;
  store: string;
  link: string;
  days: number;
}

interface InviteWords {
  subject: (business: string) => string;
  hello: (name: string) => string;
  invited: (business: string, store: string) => string;
  openWithin: (days: number) => string;
  choose: string;
  login: (email: string) => string;
}

const WORDS: Record<MailLocale, InviteWords> = {
  en: {
    subject: (business) => `${business} invites you to Rebox`,
    hello: (name) => `Hello ${name},`,
    invited: (business, store) => `${business} invited you to record box returns at ${store} on Rebox.`,
    openWithin: (days) => `Open this link within ${days} days to choose your password:`,
    choose: 'Choose your password',
    login: (email) => `Afterwards you log in with your email, ${email}.`,
  },
  de: {
    subject: (business) => `${business} lädt dich zu Rebox ein`,
    hello: (name) => `Hallo ${name},`,
    invited: (business, store) => `${business} hat dich eingeladen, bei Rebox Boxrückgaben in ${store} zu erfassen.`,
    openWithin: (days) => `Öffne diesen Link innerhalb von ${days} Tagen, um dein Passwort zu wählen:`,
    choose: 'Passwort wählen',
    login: (email) => `Danach meldest du dich mit deiner E-Mail-Adresse an: ${email}.`,
  },
  ar: {
    subject: (business) => `${business} يدعوك إلى Rebox`,
    hello: (name) => `مرحبًا ${name}،`,
    invited: (business, store) => `دعاك ${business} لتسجيل إرجاع الصناديق في ${store} على Rebox.`,
    openWithin: (days) => `افتح هذا الرابط خلال ${days} أيام لاختيار كلمة مرورك:`,
    choose: 'اختر كلمة مرورك',
    login: (email) => `بعد ذلك تسجّل الدخول ببريدك الإلكتروني: ${email}.`,
  },
};

export function clerkInviteMail(invite: ClerkInvite, locale: MailLocale = 'en'): Mail {
  const w = WORDS[locale];
  const { clerk, business, store, link, days } = invite;
  const text = [w.hello(clerk.name), '', w.invited(business, store), w.openWithin(days), '', link, '', w.login(clerk.email), '', 'Rebox'].join('\n');
  const html = `<div lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<p>${escapeHtml(w.hello(clerk.name))}</p>
<p>${escapeHtml(w.invited(business, store))}</p>
<p>${escapeHtml(w.openWithin(days))} <a href="${escapeHtml(link)}">${escapeHtml(w.choose)}</a></p>
<p>${escapeHtml(w.login(clerk.email))}</p>
<p>Rebox</p>
</div>`;
  return { to: clerk.email, subject: w.subject(business), text, html };
}
