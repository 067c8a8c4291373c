import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { ATTENDANCE_GRACE_DAYS, attendanceClosedReason, attendanceNeedsAdmin, type AttendanceAnswer, type Event, type JoinedEvent, type Participant, type ParticipantsQuery, type ParticipantStatus } from '@/shared/contract/events';
import { UNDO_WINDOW_MINUTES, withinUndoWindow } from '@/shared/contract/returns';
import { isAdmin, type Role } from '@/shared/roles';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import type { Db } from '@/server/db/client';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { events, participants, pointsLedger, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { conflict, forbidden, HttpError, notFound } from '@/server/lib/http/http-error';
import { beyond, cursorValue, decodeCursor, encodeCursor, keysetWindow, type Key } from '@/server/lib/http/keyset';
import { isFull } from '../events/event-view';
import { ownedEvent, unknownInvite } from '../events/events.service';
import type { Outbox } from '../notifications/outbox';
import { applyPoints } from '../points/points-ledger.queries';
import type { Tx } from '@/server/db/client';
import { chargeCredit } from '../points/credit-limits';
import { readSettings } from '../settings/settings.service';
import { assertMayCredit } from '../users/account-rules';

/** Joining order, then the user: the keyset key of an event's list. */
const JOINED_KEY: Key = { column: participants.joinedAt, type: 'timestamptz', tieBreaker: participants.userId, descending: false };

const participantColumns = {
  eventId: participants.eventId,
  userId: participants.userId,
  name: users.name,
  email: users.email,
  userCode: users.userCode,
  status: participants.status,
  joinedAt: participants.joinedAt,
  attendedAt: participants.attendedAt,
  awaitingConfirmation: participants.awaitingConfirmation,
};

interface ParticipantRow {
  eventId: number;
  userId: number;
  name: string;
  email: string;
  userCode: string;
  status: string;
  joinedAt: Date;
  attendedAt: Date | null;
  awaitingConfirmation: boolean;
}

function toParticipant(row: ParticipantRow): Participant {
  return {
    ...row,
    status: row.status as ParticipantStatus,
    joinedAt: row.joinedAt.toISOString(),
    attendedAt: row.attendedAt?.toISOString() ?? null,
  };
}

async function findParticipant(tx: Tx, eventId: number, userId: number): Promise<Participant> {
  const [row] = await tx
    .select(participantColumns)
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)));
  if (!row) throw notFound(M.notJoined, { userId });
  return toParticipant(row);
}

const attendedStays = (name: string) => conflict(M.attendedStays, { name });

/** The event's reward, within the super admin's cap and the crediting limits, as a ledger entry. */
async function creditAttendance(tx: Tx, caller: Caller, event: Event, account: { id: number; name: string }, outbox: Outbox): Promise<number> {
  const settings = await readSettings(tx);
  const reward = Math.min(event.pointsReward, settings.maxEventReward);
  await chargeCredit(tx, { caller, recyclerId: account.id, recyclerName: account.name, points: reward, fromReturn: false }, settings);
  if (reward > 0) {
    await applyPoints(tx, {
      userId: account.id,
      delta: reward,
      reason: 'event',
      sourceType: 'event',
      sourceId: event.id,
      note: `Attended ${event.title}`,
      actorId: caller.userId,
    });
    await outbox.announce(tx, account.id, { kind: 'points_credited', points: reward, reason: 'attendance' });
  }
  return reward;
}

export function createParticipantService(db: Db, caches: ReadCaches, outbox: Outbox) {
  async function joinedEvents(userId: number, eventId?: number): Promise<JoinedEvent[]> {
    const rows = await db
      .select({ p: participants, e: events })
      .from(participants)
      .innerJoin(events, eq(events.id, participants.eventId))
      .where(and(eq(participants.userId, userId), isNull(events.deletedAt), eventId ? eq(events.id, eventId) : undefined))
      .orderBy(desc(events.startsAt), desc(events.id));
    return rows.map(({ p, e }) => ({
      eventId: e.id,
      inviteId: e.inviteId,
      title: e.title,
      location: e.location,
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
      pointsReward: e.pointsReward,
      banner: e.banner,
      status: p.status as ParticipantStatus,
      joinedAt: p.joinedAt.toISOString(),
      attendedAt: p.attendedAt?.toISOString() ?? null,
      awaitingConfirmation: p.awaitingConfirmation,
    }));
  }

  return {
    joined: (caller: Caller) => joinedEvents(caller.userId),

    /** Joins by invite. The event row is locked so two last-place joins cannot both get in. */
    async join(caller: Caller, inviteId: string): Promise<JoinedEvent> {
      const eventId = await db.transaction(async (tx) => {
        const [event] = await tx
          .select()
          .from(events)
          .where(and(eq(events.inviteId, inviteId), isNull(events.deletedAt)))
          .for('update');
        if (!event) throw unknownInvite();
        const [mine] = await tx
          .select({ status: participants.status })
          .from(participants)
          .where(and(eq(participants.eventId, event.id), eq(participants.userId, caller.userId)));
        if (mine?.status === 'removed') throw conflict(M.removedYou);
        if (mine) throw conflict(M.alreadyJoined);
        if (event.endsAt.getTime() <= Date.now()) throw conflict(M.eventEnded);
        // The event's counters (migration 0011), read under the row's lock: every change of a
        // participant updates them through a trigger, so it waits for this lock too.
        if (isFull(event.capacity, event.joinedCount + event.attendedCount)) throw conflict(M.eventFull);
        await tx.insert(participants).values({ eventId: event.id, userId: caller.userId, status: 'joined' });
        return event.id;
      });
      return (await joinedEvents(caller.userId, eventId))[0]!;
    },

    /** All participants, or a keyset page after a cursor (read from participants_event_joined_idx). */
    async list(caller: Caller, eventId: number, paging: ParticipantsQuery = {}): Promise<{ items: Participant[]; next: string | null }> {
      await ownedEvent(db, caller, eventId);
      const bound = paging.after ? beyond(JOINED_KEY, decodeCursor(paging.after, 'after', JOINED_KEY.type), 'after') : undefined;
      const size = paging.pageSize ?? (paging.after ? 50 : null);
      const query = db
        .select({ ...participantColumns, cursor: cursorValue(JOINED_KEY) })
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(and(eq(participants.eventId, eventId), bound))
        .orderBy(asc(participants.joinedAt), asc(participants.userId));
      const rows = size === null ? await query : await query.limit(size + 1);
      const window = keysetWindow(rows, size ?? rows.length, { direction: 'after', from: paging.after ? 'cursor' : 'edge' }, (r) => encodeCursor(r.cursor, r.userId), ({ cursor: _, ...row }) => toParticipant(row));
      return { items: window.items, next: window.next };
    },

    /**
     * Marks attendance and credits the reward in one transaction; a second call credits nothing.
     * Only a recycler other than the caller is credited, only while the event runs or shortly
     * after, and never more than the super admin's cap (an event made before a lower cap).
     */
    async attended(caller: Caller, eventId: number, userId: number): Promise<AttendanceAnswer> {
      return afterWrite(db.transaction(async (tx) => {
        const event = await ownedEvent(tx, caller, eventId);
        const now = new Date();
        if (attendanceClosedReason(event, now)) {
          // The shared reason in English, as its sentence with an id: not open yet, or closed.
          throw now.getTime() < new Date(event.startsAt).getTime() ? conflict(M.attendanceNotOpen) : conflict(M.attendanceClosed, { days: ATTENDANCE_GRACE_DAYS });
        }
        const [account] = await tx
          .select({ id: users.id, role: users.role, name: users.name, active: users.active, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId));
        if (!account) throw notFound(M.notJoined, { userId });
        assertMayCredit(caller, { ...account, role: account.role as Role });
        const [marked] = await tx
          .update(participants)
          .set({ status: 'attended', attendedAt: sql`now()` })
          .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId), eq(participants.status, 'joined')))
          .returning({ id: participants.id });
        if (!marked) {
          const current = await findParticipant(tx, eventId, userId);
          if (current.status === 'removed') throw conflict(M.participantRemoved, { name: current.name });
          return { participant: current, pointsCredited: 0, alreadyAttended: true };
        }
        // An event made to start at once is how points were minted: an admin confirms its attendance.
        const [dates] = await tx.select({ setBy: events.datesSetBy }).from(events).where(eq(events.id, eventId));
        if (!isAdmin(caller.role) && attendanceNeedsAdmin(event, dates?.setBy != null)) {
          await tx.update(participants).set({ awaitingConfirmation: true }).where(eq(participants.id, marked.id));
          return { participant: await findParticipant(tx, eventId, userId), pointsCredited: 0, alreadyAttended: false };
        }
        const reward = await creditAttendance(tx, caller, event, account, outbox);
        return { participant: await findParticipant(tx, eventId, userId), pointsCredited: reward, alreadyAttended: false };
      }), caches.callers);
    },

    /** An admin credits an attendance held for confirmation (attendanceNeedsAdmin). */
    async confirmAttendance(caller: Caller, eventId: number, userId: number): Promise<AttendanceAnswer> {
      return afterWrite(db.transaction(async (tx) => {
        const event = await ownedEvent(tx, caller, eventId);
        const [held] = await tx
          .update(participants)
          .set({ awaitingConfirmation: false })
          .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId), eq(participants.status, 'attended'), eq(participants.awaitingConfirmation, true)))
          .returning({ id: participants.id });
        if (!held) {
          const current = await findParticipant(tx, eventId, userId);
          throw conflict(M.attendanceNotHeld, { name: current.name });
        }
        const [account] = await tx
          .select({ id: users.id, role: users.role, name: users.name, active: users.active, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId));
        assertMayCredit(caller, { ...account!, role: account!.role as Role });
        const reward = await creditAttendance(tx, caller, event, account!, outbox);
        return { participant: await findParticipant(tx, eventId, userId), pointsCredited: reward, alreadyAttended: false };
      }), caches.callers);
    },

    /**
     * Undoes an attendance marked by mistake: only by the person who marked it, within
     * UNDO_WINDOW_MINUTES. The participant is `joined` again and a reversing ledger entry
     * with the reason takes back what was credited; spent points cannot be taken back.
     */
    async undoAttended(caller: Caller, eventId: number, userId: number, reason: string): Promise<Participant> {
      return afterWrite(db.transaction(async (tx) => {
        await ownedEvent(tx, caller, eventId);
        const current = await findParticipant(tx, eventId, userId);
        if (current.status !== 'attended') throw conflict(M.notAttended, { name: current.name });
        if (current.awaitingConfirmation) {
          // Nothing was credited yet: the mark alone goes.
          await tx.update(participants).set({ status: 'joined', attendedAt: null, awaitingConfirmation: false }).where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)));
          return findParticipant(tx, eventId, userId);
        }
        const [credit] = await tx
          .select({ delta: pointsLedger.delta, actorId: pointsLedger.actorId })
          .from(pointsLedger)
          .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'event'), eq(pointsLedger.sourceId, eventId)))
          .orderBy(desc(pointsLedger.id))
          .limit(1);
        const markedBy = credit?.actorId ?? null;
        if (markedBy !== caller.userId) throw forbidden(M.attendanceUndoNotYours);
        if (!withinUndoWindow(current.attendedAt)) {
          throw conflict(M.undoTooLate, { minutes: UNDO_WINDOW_MINUTES });
        }
        const [reverted] = await tx
          .update(participants)
          .set({ status: 'joined', attendedAt: null })
          .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId), eq(participants.status, 'attended')))
          .returning({ id: participants.id });
        if (!reverted) throw conflict(M.notAttended, { name: current.name });
        if (credit && credit.delta > 0) {
          try {
            await applyPoints(tx, { userId, delta: -credit.delta, reason: 'event', sourceType: 'event', sourceId: eventId, note: `Undone: ${reason}`, actorId: caller.userId });
            await outbox.announce(tx, userId, { kind: 'credit_undone', points: credit.delta, reason, returnId: null });
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 409) throw conflict(M.attendancePointsSpent, { name: current.name });
            throw error;
          }
        }
        return findParticipant(tx, eventId, userId);
      }), caches.callers);
    },

    /** Gives the place back. Attendance already credited stays on record, so it cannot be removed. */
    async remove(caller: Caller, eventId: number, userId: number): Promise<Participant> {
      return db.transaction(async (tx) => {
        await ownedEvent(tx, caller, eventId);
        const current = await findParticipant(tx, eventId, userId);
        if (current.status === 'attended') throw attendedStays(current.name);
        // Conditional on the status read: an attendance marked meanwhile wins (it committed
        // first and credited), and this removal is refused rather than undoing its record.
        const [removed] = await tx
          .update(participants)
          .set({ status: 'removed' })
          .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId), eq(participants.status, current.status)))
          .returning({ id: participants.id });
        if (!removed) {
          const now = await findParticipant(tx, eventId, userId);
          if (now.status === 'attended') throw attendedStays(now.name);
        }
        return { ...current, status: 'removed' };
      });
    },
  };
}
