// A person's own data: everything Rebox holds about them as JSON (and the ledger as CSV), and
// deleting their account. Deletion anonymises the person (name, email, picture) while the
// ledger and the redemptions stay for the books; the email becomes free again.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { boxReturns, notifications, pointsLedger, pushSubscriptions, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { badRequest, notFound } from '@/server/lib/http/http-error';
import { deleteImage } from '@/server/lib/images';
import { verifyPassword } from '@/server/lib/auth/passwords';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { endSessionsOf } from '../auth/sessions';
import { createRedemptionService } from '../coupons/redemption.service';
import { createParticipantService } from '../participants/participants.service';
import type { Outbox } from '../notifications/outbox';
import { forgetNotifications, withdrawPendingReports } from '../users/account-closure';
import { toUser } from '../users/user-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

const csvCell = (value: unknown) => {
  if (typeof value === 'number') return String(value);
  const text = value === null || value === undefined ? '' : String(value);
  // Quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function createAccountService(db: Db, caches: ReadCaches, outbox: Outbox) {
  const redemptions = createRedemptionService(db, caches);
  const participants = createParticipantService(db, caches, outbox);

  async function ledgerOf(userId: number) {
    const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id));
    return rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), delta: r.delta, reason: r.reason, note: r.note, source: { type: r.sourceType, id: r.sourceId } }));
  }

  return {
    async exportData(caller: Caller) {
      const [row] = await db.select().from(users).where(and(eq(users.id, caller.userId), isNull(users.deletedAt)));
      if (!row) throw notFound(M.noSuchAccount);
      const reports = await db
        .select()
        .from(boxReturns)
        .where(or(eq(boxReturns.userId, caller.userId), eq(boxReturns.reportedBy, caller.userId)))
        .orderBy(asc(boxReturns.createdAt), asc(boxReturns.id));
      return {
        exportedAt: new Date().toISOString(),
        profile: toUser(row),
        pointsLedger: await ledgerOf(caller.userId),
        redemptions: await redemptions.mine(caller),
        returns: reports.map((r) => ({
          id: r.id,
          at: r.createdAt.toISOString(),
          boxes: r.boxes,
          status: r.status,
          location: r.location,
          points: r.points,
          reportedByMe: r.reportedBy === caller.userId,
        })),
        events: await participants.joined(caller),
        notifications: (await db.select().from(notifications).where(eq(notifications.userId, caller.userId)).orderBy(asc(notifications.id))).map((n) => ({
          id: n.id,
          at: n.createdAt.toISOString(),
          kind: n.kind,
          title: n.title,
          body: n.body,
          readAt: n.readAt?.toISOString() ?? null,
        })),
        pushDevices: (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, caller.userId)).orderBy(asc(pushSubscriptions.id))).map((d) => ({
          pushService: new URL(d.endpoint).origin,
          since: d.createdAt.toISOString(),
        })),
      };
    },

    async ledgerCsv(caller: Caller): Promise<string> {
      const header = ['date', 'points', 'reason', 'note', 'source_type', 'source_id'];
      const lines = (await ledgerOf(caller.userId)).map((e) => [e.at, e.delta, e.reason, e.note, e.source.type, e.source.id].map(csvCell).join(','));
      return [header.join(','), ...lines].join('\r\n') + '\r\n';
    },

    async deleteAccount(caller: Caller, password: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(and(eq(users.id, caller.userId), isNull(users.deletedAt))).for('update');
        if (!row) throw notFound(M.noSuchAccount);
        if (!(await verifyPassword(row.passwordHash, password))) throw badRequest(M.passwordNotCurrent);
        await tx
          .update(users)
          .set({ name: 'Deleted account', email: `deleted-${row.id}@deleted.rebox.invalid`, profileImage: null, active: false, deletedAt: new Date() })
          .where(eq(users.id, row.id));
        await deleteImage(tx, row.profileImage);
        await endSessionsOf(tx, row.id);
        await withdrawPendingReports(tx, row.id);
        await forgetNotifications(tx, row.id);
      });
      caches.callers.invalidate();
    },
  };
}
