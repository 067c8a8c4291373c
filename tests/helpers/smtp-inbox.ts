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
