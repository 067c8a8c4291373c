import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '@/server/db/schema';
import type { Page } from '@/shared/contract/envelope';
import type { AttendanceAnswer, Event, InviteSummary, JoinedEvent, Participant } from '@/shared/contract/events';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newUser, pngImage } from './fixtures';
import { balanceOf, createEvent, demoLogins, eventForm, expectLedgerConsistent, newStaff, runningNow } from './resources-fixtures';

let server: TestServer;
let as: Awaited<ReturnType<typeof demoLogins>>;
let rival: { token: string; id: number };
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  as = await demoLogins(server);
  rival = await newStaff(server, 'EVENT_MANAGER');
});
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server.close();
});

const join = (token: string, inviteId: string) => server.call<JoinedEvent>('POST', `/api/v1/events/invite/${inviteId}/join`, { token });
const attend = (token: string, eventId: number, userId: number) =>
  server.call<AttendanceAnswer>('POST', `/api/v1/events/${eventId}/participants/${userId}/attended`, { token });

describe('events', () => {
  it('creates an event from a multipart form with a banner and a random URL-safe invite id', async () => {
    const event = await createEvent(server, as.events.token, { title: 'Beach clean-up', capacity: '' }, await pngImage(300, 100));
    expect(event).toMatchObject({ title: 'Beach clean-up', capacity: null, pointsReward: 25, createdBy: as.events.id, participantCount: 0 });
    expect(event.inviteId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const other = await createEvent(server, as.events.token);
    expect(other.inviteId).not.toBe(event.inviteId);
    const banner = await fetch(`${server.url}/uploads/images/${event.banner}`);
    expect(banner.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses an end before the start, a JSON body and a file that is not an image', async () => {
    const start = new Date(Date.now() + HOUR).toISOString();
    const backwards = await server.call('POST', '/api/v1/events', {
      token: as.events.token,
      body: eventForm({ title: 'x', startsAt: start, endsAt: start }),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('endsAt must be after startsAt');
    const json = await server.call('POST', '/api/v1/events', { token: as.events.token, body: { title: 'x' } });
    expect(json.status).toBe(415);
    const form = eventForm({ title: 'x', startsAt: start, endsAt: new Date(Date.now() + 2 * HOUR).toISOString() });
    form.append('banner', new Blob(['not an image at all']), 'banner.png');
    const notImage = await server.call('POST', '/api/v1/events', { token: as.events.token, body: form });
    expect(notImage.status).toBe(415);
  });

  it('lists a manager\'s own events; an admin sees every manager\'s', async () => {
    const mine = await createEvent(server, as.events.token, { title: 'Mine only' });
    const theirs = await createEvent(server, rival.token, { title: 'Rival meetup' });
    const own = await server.call<Page<Event>>('GET', '/api/v1/events?pageSize=200', { token: as.events.token });
    expect(own.body.data.items.map((e) => e.id)).toContain(mine.id);
    expect(own.body.data.items.map((e) => e.id)).not.toContain(theirs.id);
    const admin = await server.call<Page<Event>>('GET', '/api/v1/events?pageSize=200&search=rival', { token: as.admin.token });
    expect(admin.body.data.items.map((e) => e.id)).toEqual([theirs.id]);
    const past = await server.call<Page<Event>>('GET', '/api/v1/events?when=past', { token: as.events.token });
    expect(past.body.data.items.map((e) => e.title)).toEqual(['Winter Recycling Meetup']);
  });

  it('updates its own event and drops the replaced banner; another manager cannot touch it', async () => {
    const event = await createEvent(server, as.events.token, {}, await pngImage());
    const form = eventForm({ title: 'Renamed', pointsReward: 40 }, await pngImage(50, 50));
    const updated = await server.call<Event>('PUT', `/api/v1/events/${event.id}`, { token: as.events.token, body: form });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Renamed', pointsReward: 40, location: 'Park' });
    expect(updated.body.data.banner).not.toBe(event.banner);
    expect((await fetch(`${server.url}/uploads/images/${event.banner}`)).status).toBe(404);

    const backwards = await server.call('PUT', `/api/v1/events/${event.id}`, {
      token: as.events.token,
      body: eventForm({ endsAt: new Date(Date.now()).toISOString() }),
    });
    expect(backwards.status).toBe(400);

    const byRival = await server.call('PUT', `/api/v1/events/${event.id}`, { token: rival.token, body: eventForm({ title: 'Mine now' }) });
    expect(byRival.status).toBe(403);
    expect((await server.call('GET', `/api/v1/events/${event.id}`, { token: rival.token })).status).toBe(403);
    expect((await server.call('DELETE', `/api/v1/events/${event.id}`, { token: rival.token })).status).toBe(403);
    expect((await server.call('GET', `/api/v1/events/${event.id}`, { token: as.admin.token })).status).toBe(200);
  });

  it('deletes an event: its invite then answers not found', async () => {
    const event = await createEvent(server, as.events.token);
    expect((await server.call('DELETE', `/api/v1/events/${event.id}`, { token: as.events.token })).status).toBe(200);
    expect((await server.call('GET', `/api/v1/events/invite/${event.inviteId}`)).status).toBe(404);
    expect((await server.call('GET', `/api/v1/events/${event.id}`, { token: as.events.token })).status).toBe(404);
  });
});

describe('invites and participants', () => {
  it('shows the public invite summary, and the visitor\'s own status when signed in', async () => {
    const anonymous = await server.call<InviteSummary>('GET', '/api/v1/events/invite/spring-drive');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({ title: 'Spring Box Return Drive', location: 'Springfield Central Park', pointsReward: 50, full: false, past: false, myStatus: null });
    const recycler = await newUser(server);
    expect((await join(recycler.token, 'spring-drive')).status).toBe(201);
    const signedIn = await server.call<InviteSummary>('GET', '/api/v1/events/invite/spring-drive', { token: recycler.token });
    expect(signedIn.body.data).toMatchObject({ myStatus: 'joined', participantCount: anonymous.body.data.participantCount + 1 });
  });

  it('answers an unknown invite with a clear sentence', async () => {
    const unknown = await server.call('GET', '/api/v1/events/invite/no-such-invite');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This invite link does not match any event. Ask the organiser for a new link.');
    const recycler = await newUser(server);
    expect((await join(recycler.token, 'no-such-invite')).status).toBe(404);
  });

  it('join: joined, already joined, full, past; signed out is refused', async () => {
    const event = await createEvent(server, as.events.token, { capacity: 1, ...runningNow() });
    const first = await newUser(server);
    const second = await newUser(server);
    const joined = await join(first.token, event.inviteId);
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({ eventId: event.id, status: 'joined', inviteId: event.inviteId });
    const again = await join(first.token, event.inviteId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already joined this event.');
    const full = await join(second.token, event.inviteId);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This event is full.');
    const summary = await server.call<InviteSummary>('GET', `/api/v1/events/invite/${event.inviteId}`);
    expect(summary.body.data).toMatchObject({ full: true, participantCount: 1, capacity: 1 });

    const past = await createEvent(server, as.events.token, {
      startsAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      endsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    const late = await join(second.token, past.inviteId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This event has already ended.');
    expect((await server.call<InviteSummary>('GET', `/api/v1/events/invite/${past.inviteId}`)).body.data.past).toBe(true);
    expect((await server.call('POST', `/api/v1/events/invite/${event.inviteId}/join`)).status).toBe(401);
  });

  it('lets exactly one of many racing joiners take the last place', async () => {
    const event = await createEvent(server, as.events.token, { capacity: 1, ...runningNow() });
    const people = await Promise.all(Array.from({ length: 6 }, () => newUser(server)));
    const answers = await Promise.all(people.map((p) => join(p.token, event.inviteId)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
  });

  it('shows participants to the owner and admins only', async () => {
    const event = await createEvent(server, as.events.token);
    const recycler = await newUser(server);
    await join(recycler.token, event.inviteId);
    const list = await server.call<Participant[]>('GET', `/api/v1/events/${event.id}/participants`, { token: as.events.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ userId: recycler.user.user_id, status: 'joined', userCode: recycler.user.user_code })]);
    expect((await server.call('GET', `/api/v1/events/${event.id}/participants`, { token: rival.token })).status).toBe(403);
    expect((await server.call('GET', `/api/v1/events/${event.id}/participants`, { token: as.admin.token })).status).toBe(200);
    expect((await attend(rival.token, event.id, recycler.user.user_id)).status).toBe(403);
  });

  it('marking attended credits the reward once, visible in the ledger and the joined list', async () => {
    const event = await createEvent(server, as.events.token, { pointsReward: 35, ...runningNow() });
    const recycler = await newUser(server);
    await join(recycler.token, event.inviteId);
    const first = await attend(as.events.token, event.id, recycler.user.user_id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ pointsCredited: 35, alreadyAttended: false, participant: { status: 'attended' } });
    const second = await attend(as.admin.token, event.id, recycler.user.user_id);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ pointsCredited: 0, alreadyAttended: true });
    expect(await balanceOf(server, recycler.user.user_id)).toBe(35);
    const entries = await server.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, recycler.user.user_id), eq(pointsLedger.reason, 'event')));
    expect(entries).toEqual([expect.objectContaining({ delta: 35, sourceType: 'event', sourceId: event.id, actorId: as.events.id })]);
    const joined = await server.call<JoinedEvent[]>('GET', '/api/v1/events/joined', { token: recycler.token });
    expect(joined.body.data).toEqual([expect.objectContaining({ eventId: event.id, status: 'attended' })]);
    const stranger = await newUser(server);
    expect((await attend(as.events.token, event.id, stranger.user.user_id)).status).toBe(404);
    const counted = await server.call<Event>('GET', `/api/v1/events/${event.id}`, { token: as.events.token });
    expect(counted.body.data).toMatchObject({ participantCount: 1, attendedCount: 1 });
  });

  it('racing attendance marks credit once', async () => {
    const event = await createEvent(server, as.events.token, { pointsReward: 15, ...runningNow() });
    const recycler = await newUser(server);
    await join(recycler.token, event.inviteId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => attend(as.events.token, event.id, recycler.user.user_id)));
    expect(answers.map((a) => a.body.data.pointsCredited).sort()).toEqual([0, 0, 0, 0, 15]);
    expect(await balanceOf(server, recycler.user.user_id)).toBe(15);
  });

  it('removing frees the place and bars rejoining; an attended participant stays', async () => {
    const event = await createEvent(server, as.events.token, { capacity: 1, ...runningNow() });
    const [first, second] = await Promise.all([newUser(server), newUser(server)]);
    await join(first.token, event.inviteId);
    const removed = await server.call<Participant>('DELETE', `/api/v1/events/${event.id}/participants/${first.user.user_id}`, { token: as.events.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.status).toBe('removed');
    expect((await join(first.token, event.inviteId)).body.message).toBe('The organiser removed you from this event.');
    expect((await attend(as.events.token, event.id, first.user.user_id)).status).toBe(409);
    expect((await join(second.token, event.inviteId)).status).toBe(201);
    await attend(as.events.token, event.id, second.user.user_id);
    const keep = await server.call('DELETE', `/api/v1/events/${event.id}/participants/${second.user.user_id}`, { token: as.events.token });
    expect(keep.status).toBe(409);
    expect(await balanceOf(server, second.user.user_id)).toBe(25);
  });
});
