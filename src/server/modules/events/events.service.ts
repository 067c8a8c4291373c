import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/shared/contract/envelope';
import type { CreateEventFields, Event, InviteSummary, ListEventsQuery, ParticipantStatus, UpdateEventFields } from '@/shared/contract/events';
import { isAdmin } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { events, participants, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { badRequest, forbidden, notFound } from '@/server/lib/http/http-error';
import { deleteImage, prepareImage, storeImage } from '@/server/lib/images';
import { containsPattern } from '../clients/clients.service';
import type { Tx } from '@/server/db/client';
import { readSettings } from '../settings/settings.service';
import { creatorJoin, eventColumns, isFull, participantCount, toEvent } from './event-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

/** 72 random bits, URL-safe: an invite link cannot be guessed from another. */
export function newInviteId(): string {
  return randomBytes(9).toString('base64url');
}

export const unknownInvite = () => notFound(M.unknownInvite);

/** A start a minute ago is "now" typed slowly, or a phone's clock a little behind. */
const START_GRACE_MS = 60_000;

async function selectEvents(tx: Tx, where: SQL | undefined, order: SQL[], limit: number, offset = 0): Promise<Event[]> {
  const rows = await tx
    .select(eventColumns)
    .from(events)
    .innerJoin(users, creatorJoin)
    .where(and(isNull(events.deletedAt), where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(toEvent);
}

/** The event if the caller may manage it: the event manager who created it, or an admin. */
export async function ownedEvent(tx: Tx, caller: Caller, id: number): Promise<Event> {
  const [event] = await selectEvents(tx, eq(events.id, id), [], 1);
  if (!event) throw notFound(M.noEventWithId, { id });
  if (!isAdmin(caller.role) && event.createdBy !== caller.userId) throw forbidden(M.eventOfOtherManager);
  return event;
}

/** An event's reward stays within the super admin's cap (settings.maxEventReward). */
async function checkReward(tx: Tx, pointsReward: number | undefined): Promise<void> {
  if (pointsReward === undefined) return;
  const { maxEventReward } = await readSettings(tx);
  if (pointsReward > maxEventReward) {
    throw badRequest(M.eventRewardTooHigh, { max: maxEventReward });
  }
}

export function createEventService(db: Db) {
  return {
    get: (caller: Caller, id: number) => ownedEvent(db, caller, id),

    async list(caller: Caller, query: ListEventsQuery): Promise<Page<Event>> {
      const now = new Date();
      const pattern = query.search ? containsPattern(query.search) : null;
      const where = and(
        isAdmin(caller.role) ? undefined : eq(events.createdBy, caller.userId),
        query.when === 'upcoming' ? gt(events.endsAt, now) : query.when === 'past' ? lte(events.endsAt, now) : undefined,
        pattern ? or(ilike(events.title, pattern), ilike(events.location, pattern)) : undefined,
      );
      // Upcoming reads soonest first; past and all read newest first.
      const order = query.when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
      const [items, [total]] = await Promise.all([
        selectEvents(db, where, order, query.pageSize, (query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(events).where(and(isNull(events.deletedAt), where)),
      ]);
      return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async create(caller: Caller, fields: CreateEventFields, banner: Buffer | null): Promise<Event> {
      // Decode and re-encode before the transaction: a bad image fails without holding a connection.
      const image = banner ? await prepareImage(banner, 'banner') : null;
      // Admins may record an event after the fact; their dates are theirs to vouch for.
      const admin = isAdmin(caller.role);
      if (!admin && new Date(fields.startsAt).getTime() < Date.now() - START_GRACE_MS) throw badRequest(M.eventStartsInPast);
      const id = await db.transaction(async (tx) => {
        await checkReward(tx, fields.pointsReward);
        const bannerName = image ? await storeImage(tx, image) : null;
        const [row] = await tx
          .insert(events)
          .values({
            title: fields.title,
            description: fields.description,
            location: fields.location,
            startsAt: new Date(fields.startsAt),
            endsAt: new Date(fields.endsAt),
            capacity: fields.capacity ?? null,
            pointsReward: fields.pointsReward,
            banner: bannerName,
            inviteId: newInviteId(),
            createdBy: caller.userId,
            datesSetBy: admin ? caller.userId : null,
          })
          .returning({ id: events.id });
        return row!.id;
      });
      return ownedEvent(db, caller, id);
    },

    async update(caller: Caller, id: number, fields: UpdateEventFields, banner: Buffer | null): Promise<Event> {
      const image = banner ? await prepareImage(banner, 'banner') : null;
      await db.transaction(async (tx) => {
        const current = await ownedEvent(tx, caller, id);
        await checkReward(tx, fields.pointsReward);
        const startsAt = new Date(fields.startsAt ?? current.startsAt);
        const endsAt = new Date(fields.endsAt ?? current.endsAt);
        const moved = startsAt.getTime() !== new Date(current.startsAt).getTime() || endsAt.getTime() !== new Date(current.endsAt).getTime();
        const admin = isAdmin(caller.role);
        // Moved by its manager, it may not move into the past (the way around the rule at creation).
        if (moved && !admin && startsAt.getTime() !== new Date(current.startsAt).getTime() && startsAt.getTime() < Date.now() - START_GRACE_MS) throw badRequest(M.eventStartsInPast);
        if (endsAt <= startsAt) throw badRequest(M.eventEndsBeforeStart);
        if (fields.capacity != null && fields.capacity < current.participantCount) {
          throw badRequest(M.capacityBelowJoined, { count: current.participantCount });
        }
        const bannerName = image ? await storeImage(tx, image) : undefined;
        await tx
          .update(events)
          .set({
            ...(fields.title !== undefined && { title: fields.title }),
            ...(fields.description !== undefined && { description: fields.description }),
            ...(fields.location !== undefined && { location: fields.location }),
            ...(fields.capacity !== undefined && { capacity: fields.capacity }),
            ...(fields.pointsReward !== undefined && { pointsReward: fields.pointsReward }),
            ...(bannerName !== undefined && { banner: bannerName }),
            startsAt,
            endsAt,
            // Dates an admin set are vouched for; dates its manager moves are not any more.
            ...(moved && { datesSetBy: admin ? caller.userId : null }),
          })
          .where(eq(events.id, id));
        // The replaced banner goes with the change, in the same transaction.
        if (bannerName !== undefined) await deleteImage(tx, current.banner);
      });
      return ownedEvent(db, caller, id);
    },

    /** Soft delete: participants and credited rewards stay on record; the invite stops working. */
    async remove(caller: Caller, id: number): Promise<void> {
      await ownedEvent(db, caller, id);
      await db.update(events).set({ deletedAt: sql`now()` }).where(eq(events.id, id));
    },

    async invite(inviteId: string, caller: Caller | null): Promise<InviteSummary> {
      const [row] = await db
        .select({ event: events, taken: participantCount })
        .from(events)
        .where(and(eq(events.inviteId, inviteId), isNull(events.deletedAt)));
      if (!row) throw unknownInvite();
      const { event } = row;
      let myStatus: ParticipantStatus | null = null;
      if (caller) {
        const [mine] = await db
          .select({ status: participants.status })
          .from(participants)
          .where(and(eq(participants.eventId, event.id), eq(participants.userId, caller.userId)));
        myStatus = (mine?.status as ParticipantStatus | undefined) ?? null;
      }
      const taken = Number(row.taken);
      return {
        inviteId: event.inviteId,
        title: event.title,
        description: event.description,
        location: event.location,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        pointsReward: event.pointsReward,
        banner: event.banner,
        capacity: event.capacity,
        participantCount: taken,
        full: isFull(event.capacity, taken),
        past: event.endsAt.getTime() <= Date.now(),
        myStatus,
      };
    },
  };
}
