// The mail to the old address after an email change: what changed, and the link that undoes it.
// Plain text and simple HTML like the reset mail, in the language the change was made in.
import type { MailLocale } from '@/shared/contract/auth';
import type { Mail } from '@/server/lib/mailer';
import { escapeHtml } from './reset-mail';

interface ChangeWords {
  subject: string;
  hello: (name: string) => string;
  changed: (email: string) => string;
  undo: (days: number) => string;
  undoLink: string;
  ifYou: string;
}

const WORDS: Record<MailLocale, ChangeWords> = {
  en: {
    subject: 'Your Rebox email was changed',
    hello: (name) => `Hello ${name},`,
    changed: (email) => `The email of your Rebox account was changed to ${email}.`,
    undo: (days) => `If you did not do this, open this link within ${days} days: it puts this address back and signs out every device.`,
    undoLink: 'Undo the change',
    ifYou: 'If it was you, there is nothing to do.',
  },
  de: {
    subject: 'Deine Rebox-E-Mail-Adresse wurde geändert',
    hello: (name) => `Hallo ${name},`,
    changed: (email) => `Die E-Mail-Adresse deines Rebox-Kontos wurde in ${email} geändert.`,
    undo: (days) => `Wenn du das nicht warst, öffne diesen Link innerhalb von ${days} Tagen: Er stellt diese Adresse wieder her und meldet alle Geräte ab.`,
    undoLink: 'Änderung rückgängig machen',
    ifYou: 'Wenn du es warst, musst du nichts tun.',
  },
  ar: {
    subject: 'تم تغيير بريدك الإلكتروني في Rebox',
    hello: (name) => `مرحبًا ${name}،`,
    changed: (email) => `تم تغيير البريد الإلكتروني لحسابك في Rebox إلى ${email}.`,
    undo: (days) => `إن لم تفعل ذلك، فافتح هذا الرابط خلال ${days} أيام: يعيد هذا العنوان ويسجّل الخروج من كل الأجهزة.`,
    undoLink: 'التراجع عن التغيير',
    ifYou: 'إن كنت أنت، فلا داعي لأي إجراء.',
  },
};

export function emailChangeMail(account: { name: string; oldEmail: string; newEmail: string }, link: string, days: number, locale: MailLocale = 'en'): Mail {
  const w = WORDS[locale];
  const text = [w.hello(account.name), '', w.changed(account.newEmail), w.undo(days), '', link, '', w.ifYou, '', 'Rebox'].join('\n');
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<div lang="${locale}" dir="${dir}">
<p>${escapeHtml(w.hello(account.name))}</p>
<p>${escapeHtml(w.changed(account.newEmail))}</p>
<p>${escapeHtml(w.undo(days))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.undoLink)}</a></p>
<p>${escapeHtml(w.ifYou)}</p>
<p>Rebox</p>
</div>`;
  return { to: account.oldEmail, subject: w.subject, text, html };
}
