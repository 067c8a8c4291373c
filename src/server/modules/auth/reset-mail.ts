// The reset mail: plain text and simple HTML with the product name, no tracking, no images, in
// the language the person used the app in when they asked. The server has no
// catalogue runtime, so the mail's few sentences are here, one block per language.
import type { Mail } from '@/server/lib/mailer';
import type { MailLocale } from '@/shared/contract/auth';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface ResetWords {
  subject: string;
  hello: (name: string) => string;
  asked: string;
  openWithin: (minutes: number) => string;
  choose: string;
  worksFor: (minutes: number) => string;
  notYou: string;
}

const WORDS: Record<MailLocale, ResetWords> = {
  en: {
    subject: 'Choose a new Rebox password',
    hello: (name) => `Hello ${name},`,
    asked: 'Someone (hopefully you) asked to choose a new password for your Rebox account.',
    openWithin: (minutes) => `Open this link within ${minutes} minutes to choose it:`,
    choose: 'Choose a new password',
    worksFor: (minutes) => `(the link works for ${minutes} minutes)`,
    notYou: 'If you did not ask, ignore this mail: your password stays as it is.',
  },
  de: {
    subject: 'Wähle ein neues Rebox-Passwort',
    hello: (name) => `Hallo ${name},`,
    asked: 'Jemand (hoffentlich du) möchte ein neues Passwort für dein Rebox-Konto festlegen.',
    openWithin: (minutes) => `Öffne diesen Link innerhalb von ${minutes} Minuten, um es zu wählen:`,
    choose: 'Neues Passwort wählen',
    worksFor: (minutes) => `(der Link gilt ${minutes} Minuten)`,
    notYou: 'Wenn du das nicht warst, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.',
  },
  ar: {
    subject: 'اختر كلمة مرور جديدة لحساب Rebox',
    hello: (name) => `مرحبًا ${name}،`,
    asked: 'طلب أحدهم (نأمل أن تكون أنت) اختيار كلمة مرور جديدة لحسابك في Rebox.',
    openWithin: (minutes) => `افتح هذا الرابط خلال ${minutes} دقيقة لاختيارها:`,
    choose: 'اختر كلمة مرور جديدة',
    worksFor: (minutes) => `(يعمل الرابط لمدة ${minutes} دقيقة)`,
    notYou: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  },
};

export function resetMail(account: { name: string; email: string }, link: string, minutes: number, locale: MailLocale = 'en'): Mail {
  const w = WORDS[locale];
  const text = [w.hello(account.name), '', w.asked, w.openWithin(minutes), '', link, '', w.notYou, '', 'Rebox'].join('\n');
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<div lang="${locale}" dir="${dir}">
<p>${escapeHtml(w.hello(account.name))}</p>
<p>${escapeHtml(w.asked)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.choose)}</a> ${escapeHtml(w.worksFor(minutes))}.</p>
<p>${escapeHtml(w.notYou)}</p>
<p>Rebox</p>
</div>`;
  return { to: account.email, subject: w.subject, text, html };
}
