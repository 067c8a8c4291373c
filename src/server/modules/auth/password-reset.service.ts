// Forgotten passwords: a one-time link mailed to the account's email. Only the token's SHA-256
// is stored; a link works once, for 30 minutes, and a newer request or a successful reset ends
// the older ones. Unknown emails get the same answer after the same database work, so the
// answer tells nobody whether an account exists.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginAnswer, MailLocale, ResetPasswordBody } from '@/shared/contract/auth';
import type { Db } from '@/server/db/client';
import { passwordResets, users } from '@/server/db/schema';
import { badRequest } from '@/server/lib/http-error';
import type { Mailer } from '@/server/lib/mailer';
import { hashPassword } from '@/server/lib/passwords';
import { endSessionsOf } from './sessions';
import { resetMail } from './reset-mail';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export const RESET_LINK_MINUTES = 30;
const NOT_VALID = M.resetLinkInvalid;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
  /** Where the app is reached, for the link in the mail (PUBLIC_URL; never the request's Host). */
  publicUrl: string;
  /** Signs the person in after a reset: a new session and the login answer. */
  signIn(row: typeof users.$inferSelect): Promise<LoginAnswer>;
  onMailError(error: unknown): void;
}

export function createPasswordResetService({ db, mailer, publicUrl, signIn, onMailError }: PasswordResetDeps) {
  return {
    async request(email: string, locale?: MailLocale): Promise<void> {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, active: users.active })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      const token = randomBytes(32).toString('base64url');
      const userId = row?.active ? row.id : -1;
      await db.transaction(async (tx) => {
        // A newer link ends the older ones (for an unknown email this touches nothing).
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        if (userId > 0) {
          await tx.insert(passwordResets).values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
        }
      });
      if (!row?.active) return;
      const link = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: a slow mail server must not make known emails answer slower than unknown ones.
      mailer.send(resetMail(row, link, RESET_LINK_MINUTES, locale)).catch(onMailError);
    },

    async reset(body: ResetPasswordBody): Promise<LoginAnswer> {
      const row = await db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(passwordResets)
          .where(and(eq(passwordResets.tokenHash, sha256(body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .for('update');
        if (!link) throw badRequest(NOT_VALID);
        const [account] = await tx.select().from(users).where(and(eq(users.id, link.userId), isNull(users.deletedAt)));
        if (!account || !account.active) throw badRequest(NOT_VALID);
        if (body.password.toLowerCase() === account.email) throw badRequest(M.passwordIsEmail);
        const [updated] = await tx.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, account.id)).returning();
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt)));
        // Whoever knew the old password is signed out everywhere.
        await endSessionsOf(tx, account.id);
        return updated!;
      });
      return signIn(row);
    },
  };
}
