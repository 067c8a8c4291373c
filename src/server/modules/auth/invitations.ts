// Accounts someone else made (a business user's clerk, an admin's new user) start without a
// password anybody knows: the invitation mails a one-time link, the reset machinery's, that
// chooses the first one. Sending again ends the older link.
import type { MailLocale } from '@/shared/contract/auth';
import type { Db } from '@/server/db/client';
import type { Mailer } from '@/server/lib/mailer';
import { inviteMail } from './invite-mail';
import { newPasswordLink, passwordLinkUrl } from './password-reset.service';

/** An invitation's link gives a week to choose the password. */
export const INVITE_LINK_DAYS = 7;

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL, for the link. */
  publicUrl: string;
  onMailError(error: unknown): void;
}

export function createInvitations({ db, mailer, publicUrl, onMailError }: InvitationDeps) {
  return {
    /** Writes a new link and mails it: false when the mail could not be sent (the link stays valid). */
    async send(account: { id: number; name: string; email: string }, about: { by: string; store?: string }, locale?: MailLocale): Promise<boolean> {
      const token = await db.transaction((tx) => newPasswordLink(tx, account.id, INVITE_LINK_DAYS * 24 * 60));
      const link = passwordLinkUrl(publicUrl, { token, welcome: '1' });
      try {
        await mailer.send(inviteMail({ account, ...about, link, days: INVITE_LINK_DAYS }, locale));
        return true;
      } catch (error) {
        onMailError(error);
        return false;
      }
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
