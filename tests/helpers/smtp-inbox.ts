// A real SMTP server in the test process: every mail the app sends lands in `inbox`.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpInbox {
  url: string;
  inbox: ReceivedMail[];
  /** The first mail to `email` after `since` mails, waiting up to 5 s. */
  mailTo(email: string, since: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    async mailTo(email, since) {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const found = inbox.slice(since).find((m) => m.to.includes(email));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${email}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

/** The mail's text with quoted-printable soft breaks and `=3D` undone. */
export const plainText = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The token of the first `<origin><path>?token=` link in the mail. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = plainText(mail).match(new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`no ${path} link in:\n${mail.raw}`);
  return decodeURIComponent(match[1]!);
}

/** The Subject header, its encoded words (RFC 2047, as nodemailer writes non-ASCII) decoded. */
export function subjectOf(mail: ReceivedMail): string {
  const header = mail.raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)![1]!.replace(/\r?\n[ \t]/g, ' ');
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    );
}

/** The HTML part as sent, its transfer encoding (base64 or quoted-printable) undone. */
export function htmlOf(mail: ReceivedMail): string {
  const part = mail.raw.split(/Content-Type: text\/html[^\n]*\n/)[1]!;
  const [headers, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').split(/\r?\n--/)[0]!;
  if (/base64/i.test(headers!)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}
