import { z } from 'zod';
import { paging } from './envelope';

export const PARTICIPANT_STATUSES = ['joined', 'attended', 'removed'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** An event as its manager sees it (product.md, "Event"). */
export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int().nullable(),
  pointsReward: z.number().int(),
  banner: z.string().nullable(),
  inviteId: z.string(),
  createdBy: z.number().int(),
  createdByName: z.string(),
  /** Joined or attended (removed people do not hold a place). */
  participantCount: z.number().int(),
  attendedCount: z.number().int(),
  createdAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

/** An event that starts sooner than this after it was made has its attendance confirmed by an admin. */
export const QUICK_START_MINUTES = 60;

/** Whether attendance of `event` credits only once an admin confirms it: dates an admin set are vouched for. */
export function attendanceNeedsAdmin(event: Pick<Event, 'startsAt' | 'createdAt'>, datesSetByAdmin: boolean): boolean {
  return !datesSetByAdmin && new Date(event.startsAt).getTime() - new Date(event.createdAt).getTime() < QUICK_START_MINUTES * 60_000;
}

/** What anyone holding the invite link sees (the `/invite/{id}` screen). */
export const inviteSummarySchema = z.object({
  inviteId: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  pointsReward: z.number().int(),
  banner: z.string().nullable(),
  capacity: z.number().int().nullable(),
  participantCount: z.number().int(),
  full: z.boolean(),
  past: z.boolean(),
  /** The signed-in visitor's own status, null when signed out or not joined. */
  myStatus: z.enum(PARTICIPANT_STATUSES).nullable(),
});
export type InviteSummary = z.infer<typeof inviteSummarySchema>;

export const participantSchema = z.object({
  eventId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  userCode: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  joinedAt: z.string(),
  attendedAt: z.string().nullable(),
  /** Attended, its reward waiting for an admin: the event started within an hour of its creation. */
  awaitingConfirmation: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

export const attendanceAnswerSchema = z.object({
  participant: participantSchema,
  /** The reward credited by this call: 0 when attendance was already marked. */
  pointsCredited: z.number().int(),
  alreadyAttended: z.boolean(),
});
export type AttendanceAnswer = z.infer<typeof attendanceAnswerSchema>;

/** One of the caller's events (GET /events/joined). */
export const joinedEventSchema = z.object({
  eventId: z.number().int(),
  inviteId: z.string(),
  title: z.string(),
  location: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  pointsReward: z.number().int(),
  banner: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  joinedAt: z.string(),
  attendedAt: z.string().nullable(),
  /** Attended, its reward waiting for an admin: the event started within an hour of its creation. */
  awaitingConfirmation: z.boolean(),
});
export type JoinedEvent = z.infer<typeof joinedEventSchema>;

const dateTime = (field: string) => z.iso.datetime({ offset: true, message: `${field} must be a date-time like 2030-05-01T10:00:00Z` });
// Multipart sends every field as text: an empty capacity means "no limit".
const capacity = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : v),
  z.coerce.number({ message: 'capacity must be a number' }).int('capacity must be a whole number').min(1, 'capacity must be at least 1').max(100_000, 'capacity must be at most 100000').nullable(),
);
const pointsReward = z.coerce
  .number({ message: 'pointsReward must be a number' })
  .int('pointsReward must be a whole number')
  .min(0, 'pointsReward must be 0 or more')
  .max(10_000, 'pointsReward must be at most 10000');

const eventText = {
  title: z.string({ message: 'title is required' }).trim().min(1, 'title is required').max(150, 'title is too long'),
  description: z.string({ message: 'description must be text' }).trim().max(5000, 'description is too long'),
  location: z.string({ message: 'location must be text' }).trim().max(200, 'location is too long'),
};

/** Text fields of the multipart create form (the banner is a file part named `banner`). */
export const createEventFields = z
  .object({
    title: eventText.title,
    description: eventText.description.default(''),
    location: eventText.location.default(''),
    startsAt: dateTime('startsAt'),
    endsAt: dateTime('endsAt'),
    capacity: capacity.optional(),
    pointsReward: pointsReward.default(0),
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] });
export type CreateEventFields = z.infer<typeof createEventFields>;

/** Text fields of the multipart update form; the service checks the merged dates. */
export const updateEventFields = z.object({
  title: eventText.title.optional(),
  description: eventText.description.optional(),
  location: eventText.location.optional(),
  startsAt: dateTime('startsAt').optional(),
  endsAt: dateTime('endsAt').optional(),
  capacity: capacity.optional(),
  pointsReward: pointsReward.optional(),
});
export type UpdateEventFields = z.infer<typeof updateEventFields>;

export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;

export const listEventsQuery = paging.extend({
  search: z.string().trim().max(100, 'search is too long').optional(),
  when: z.enum(EVENT_WHEN, { message: `when must be one of ${EVENT_WHEN.join(', ')}` }).default('all'),
});
export type ListEventsQuery = z.infer<typeof listEventsQuery>;

export const inviteParam = z.object({
  inviteId: z.string().trim().min(1, 'inviteId is required').max(100, 'inviteId is too long'),
});

/**
 * An event's participants: all of them (the spec's call), or a keyset page of pageSize in
 * joining order after the cursor the previous page's X-Next-Cursor header gave.
 */
export const participantsQuery = z.object({
  pageSize: z.coerce.number({ message: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be at least 1').max(5000, 'pageSize must be at most 5000').optional(),
  after: z.string({ message: 'after must be text' }).min(1, 'after must not be empty').max(400, 'after is too long').optional(),
});
export type ParticipantsQuery = z.infer<typeof participantsQuery>;

export const participantParams = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int('id must be a whole number').positive('id must be positive'),
  userId: z.coerce.number({ message: 'userId must be a number' }).int('userId must be a whole number').positive('userId must be positive'),
});

/** Attendance is marked while the event runs or up to this many days after its end (product.md). */
export const ATTENDANCE_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why attendance cannot be marked now, or null when it can: the server refuses with this
 * sentence and the participants screen shows it beside the disabled button.
 */
export function attendanceClosedReason(event: { startsAt: string; endsAt: string }, now = new Date()): string | null {
  if (now.getTime() < new Date(event.startsAt).getTime()) return 'Attendance opens when the event starts.';
  if (now.getTime() > new Date(event.endsAt).getTime() + ATTENDANCE_GRACE_DAYS * DAY_MS) {
    return `Attendance closed ${ATTENDANCE_GRACE_DAYS} days after the event ended.`;
  }
  return null;
}
