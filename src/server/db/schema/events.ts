// Events and their participants.
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    pointsReward: integer('points_reward').notNull().default(0),
    banner: text('banner'),
    inviteId: text('invite_id').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The admin who set the event's dates (made or moved it): its timing is theirs to vouch for,
    // so its attendance is not held however soon after its creation it began.
    datesSetBy: integer('dates_set_by').references(() => users.id),
    // Participants by status and the points the event awarded (ledger entries of reason and
    // source 'event', undos included), kept by triggers on participants and points_ledger
    // (migration 0011): the event manager's dashboard sums a row per event, not its people.
    joinedCount: integer('joined_count').notNull().default(0),
    attendedCount: integer('attended_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    pointsAwarded: bigint('points_awarded', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('events_invite_unique').on(t.inviteId), index('events_creator_idx').on(t.createdBy)],
);

export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // joined, attended, removed
    status: text('status').notNull(),
    joinedAt: createdAt(),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    // Attended, its reward held for an admin: the event started within an hour of its creation.
    awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(false),
  },
  // The unique index serves an event's list; the second serves a user's joined events.
  (t) => [
    uniqueIndex('participants_unique').on(t.eventId, t.userId),
    index('participants_user_idx').on(t.userId),
    // An event's list in joining order, paged by keyset.
    index('participants_event_joined_idx').on(t.eventId, t.joinedAt, t.userId),
  ],
);
