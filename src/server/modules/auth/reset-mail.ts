// The reset mail: plain text and simple HTML with the product name, no tracking, no images.
import type { Mail } from '@/server/lib/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetMail(account: { name: string; email: string }, link: string, minutes: number): Mail {
  const text = [
    `Hello ${account.name},`,
    '',
    'Someone (hopefully you) asked to choose a new password for your Rebox account.',
    `Open this link within ${minutes} minutes to choose it:`,
    '',
    link,
    '',
    'If you did not ask, ignore this mail: your password stays as it is.',
    '',
    'Rebox',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(account.name)},</p>
<p>Someone (hopefully you) asked to choose a new password for your Rebox account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for ${minutes} minutes).</p>
<p>If you did not ask, ignore this mail: your password stays as it is.</p>
<p>Rebox</p>`;
  return { to: account.email, subject: 'Choose a new Rebox password', text, html };
}
