// Email changes: the old address is told, with a link that puts it back for 7 days and ends
// every session and reset link, so a stolen session cannot keep the account by moving its email.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { MailLocale } from '@/shared/contract/auth';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import type { Db, Tx } from '@/server/db/client';
import { emailChanges, users } from '@/server/db/schema';
import type { CallerCache } from '@/server/lib/auth/authorization';
import { badRequest, conflict } from '@/server/lib/http/http-error';
import type { Mailer } from '@/server/lib/mailer';
import { emailChangeMail } from './email-change-mail';
import { endResetLinksOf } from './password-reset.service';
import { endSessionsOf } from './sessions';
import { PATHS, withQuery } from '@/shared/screen-paths';

export const EMAIL_UNDO_DAYS = 7;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EmailChangeDeps {
  db: Db;
  mailer: Mailer;
  callers: CallerCache;
  /** The origin of the link in the mail (PUBLIC_URL). */
  publicUrl: string;
  onMailError(error: unknown): void;
}

export interface EmailChange {
  userId: number;
  name: string;
  oldEmail: string;
  newEmail: string;
}

export function createEmailChangeService({ db, mailer, callers, publicUrl, onMailError }: EmailChangeDeps) {
  return {
    /** Kept in the change's transaction; `mail` sends the link once it committed. */
    async record(tx: Tx, change: EmailChange, locale?: MailLocale): Promise<{ mail(): void }> {
      const token = randomBytes(32).toString('base64url');
      await tx.insert(emailChanges).values({
        userId: change.userId,
        oldEmail: change.oldEmail,
        newEmail: change.newEmail,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + EMAIL_UNDO_DAYS * 24 * 60 * 60_000),
      });
      const link = `${publicUrl.replace(/\/$/, '')}${withQuery(PATHS.undoEmailChange, { token })}`;
      return { mail: () => void mailer.send(emailChangeMail(change, link, EMAIL_UNDO_DAYS, locale)).catch(onMailError) };
    },

    /** Puts the old email back, and ends every session and reset link of the account. */
    async undo(token: string): Promise<{ email: string }> {
      const email = await db.transaction(async (tx) => {
        const [change] = await tx
          .select()
          .from(emailChanges)
          .where(and(eq(emailChanges.tokenHash, sha256(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
          .for('update');
        if (!change) throw badRequest(M.emailUndoLinkInvalid);
        const [account] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, change.userId), isNull(users.deletedAt)));
        if (!account) throw badRequest(M.emailUndoLinkInvalid);
        const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, change.oldEmail), ne(users.id, account.id)));
        if (taken) throw conflict(M.emailUndoAddressTaken, { email: change.oldEmail });
        await tx.update(users).set({ email: change.oldEmail }).where(eq(users.id, account.id));
        await tx.update(emailChanges).set({ usedAt: new Date() }).where(eq(emailChanges.id, change.id));
        await endSessionsOf(tx, account.id);
        await endResetLinksOf(tx, account.id);
        return change.oldEmail;
      });
      callers.invalidate();
      return { email };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
