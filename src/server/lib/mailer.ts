// Mail for people (password reset links): nodemailer over SMTP when SMTP_URL is set. Without
// it the message, link included, is written to the server's log, so the operator of a demo
// can still reset a password; the start says so.
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** One line for the start-up output: where mail goes. */
  describe: string;
}

export interface MailConfig {
  smtpUrl?: string;
  from?: string;
}

interface Log {
  info(object: object, message: string): void;
}

export const DEFAULT_MAIL_FROM = 'Rebox <no-reply@rebox.local>';

export function createMailer(config: MailConfig, log: Log): Mailer {
  const from = config.from ?? DEFAULT_MAIL_FROM;
  if (!config.smtpUrl) {
    return {
      describe: 'no SMTP_URL set: mails (password reset links) are written to this log',
      send: async (mail) => log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail not sent (no SMTP_URL): its text follows'),
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  const host = new URL(config.smtpUrl).host;
  return {
    describe: `mail through SMTP at ${host}, from ${from}`,
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
