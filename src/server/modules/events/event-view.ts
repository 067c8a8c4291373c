import { eq, sql } from 'drizzle-orm';
import type { Event } from '@/shared/contract/events';
import { events, users } from '@/server/db/schema';

// Removed participants give their place back: only joined and attended count. Read from the
// event's own counters (migration 0011, kept by a trigger on participants) instead of counting
// an event's rows: 5,000 participants cost the same as 5.
export const participantCount = sql<number>`(${events.joinedCount} + ${events.attendedCount})`;
const attendedCount = sql<number>`${events.attendedCount}`;

export const eventColumns = { event: events, createdByName: users.name, participantCount, attendedCount };
export const creatorJoin = eq(users.id, events.createdBy);

type EventRow = { event: typeof events.$inferSelect; createdByName: string; participantCount: number; attendedCount: number };

export function toEvent({ event, createdByName, participantCount, attendedCount }: EventRow): Event {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    capacity: event.capacity,
    pointsReward: event.pointsReward,
    banner: event.banner,
    inviteId: event.inviteId,
    createdBy: event.createdBy,
    createdByName,
    participantCount: Number(participantCount),
    attendedCount: Number(attendedCount),
    createdAt: event.createdAt.toISOString(),
  };
}

export function isFull(capacity: number | null, taken: number): boolean {
  return capacity !== null && taken >= capacity;
}
