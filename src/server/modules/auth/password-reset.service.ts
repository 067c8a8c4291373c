// Forgotten passwords: a one-time link mailed to the account's email (a clerk's invitation sends
// one too, valid longer). Only the token's SHA-256 is stored; a link works once, for 30 minutes, and a newer request, a successful reset, a new
// password or email and "sign out everywhere" end the older ones. Every request is answered the
// same way after the same work, so the answer tells nobody whether an account exists.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginAnswer, MailLocale, ResetPasswordBody } from '@/shared/contract/auth';
import type { Db, Tx } from '@/server/db/client';
import { passwordResets, users } from '@/server/db/schema';
import { badRequest } from '@/server/lib/http/http-error';
import type { Mailer } from '@/server/lib/mailer';
import { hashPassword } from '@/server/lib/auth/passwords';
import { endSessionsOf } from './sessions';
import { resetMail } from './reset-mail';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import { PATHS, withQuery } from '@/shared/screen-paths';

export const RESET_LINK_MINUTES = 30;
const NOT_VALID = M.resetLinkInvalid;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Every outstanding link of the account stops working: a new password, a new email, "sign out everywhere". */
export async function endResetLinksOf(tx: Tx, userId: number): Promise<void> {
  await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** A new one-time link that sets the account's password, ending the older ones: the token for its URL. */
export async function newPasswordLink(tx: Tx, userId: number, minutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await endResetLinksOf(tx, userId);
  await tx.insert(passwordResets).values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + minutes * 60_000) });
  return token;
}

/** The link's address in a mail: on PUBLIC_URL, never the request's Host. */
export const passwordLinkUrl = (publicUrl: string, query: Record<string, string>) => `${publicUrl.replace(/\/$/, '')}${withQuery(PATHS.resetPassword, query)}`;

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
  /** Where the app is reached, for the link in the mail (PUBLIC_URL; never the request's Host). */
  publicUrl: string;
  /** Signs the person in after a reset: a new session and the login answer. */
  signIn(row: typeof users.$inferSelect): Promise<LoginAnswer>;
  onMailError(error: unknown): void;
}

/** How long a reset request waits in the queue: its work runs on a timer, not behind the request that asked. */
const RESET_QUEUE_DELAY_MS = 200;

export function createPasswordResetService({ db, mailer, publicUrl, signIn, onMailError }: PasswordResetDeps) {
  /** The link written and mailed, for an email that has a live account; nothing else for one that has not. */
  async function send(email: string, locale?: MailLocale): Promise<void> {
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email, active: users.active })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (!row?.active) return;
    const token = await db.transaction((tx) => newPasswordLink(tx, row.id, RESET_LINK_MINUTES));
    await mailer.send(resetMail(row, passwordLinkUrl(publicUrl, { token }), RESET_LINK_MINUTES, locale));
  }

  // Known and unknown emails are answered after the same work (queueing), and the lookup, the
  // link and the mail run later on a timer, so neither the answer nor the next request's timing
  // says which emails have an account.
  const queue: { email: string; locale?: MailLocale }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> = Promise.resolve();
  const drain = () => {
    timer = undefined;
    draining = draining.then(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await send(next.email, next.locale).catch(onMailError);
    });
  };

  return {
    request(email: string, locale?: MailLocale): void {
      queue.push({ email, locale });
      timer ??= setTimeout(drain, RESET_QUEUE_DELAY_MS);
    },

    /** Sends what is queued now (at shutdown, so no asked-for link is lost). */
    async flush(): Promise<void> {
      if (timer) {
        clearTimeout(timer);
        drain();
      }
      await draining;
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
        await endResetLinksOf(tx, account.id);
        // Whoever knew the old password is signed out everywhere.
        await endSessionsOf(tx, account.id);
        return updated!;
      });
      return signIn(row);
    },
  };
}
