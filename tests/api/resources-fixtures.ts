// Shared steps of the resources suites (clients, stores, returns, events, settings, stats).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events, users } from '@/server/db/schema';
import { findBalanceMismatches } from '@/server/modules/points/points-ledger.queries';
import type { Event } from '@/shared/contract/events';
import type { TestServer } from '../helpers/test-server';
import { imageBlob, newUser } from './fixtures';

export const DEMO = {
  superAdmin: 'superadmin@rebox.test',
  admin: 'admin@rebox.test',
  business: 'business@rebox.test',
  distributor: 'distributor@rebox.test',
  events: 'events@rebox.test',
  user: 'user@rebox.test',
  user2: 'user2@rebox.test',
} as const;

export type DemoRole = keyof typeof DEMO;

/** Logs every demo account in once: tokens and user ids by role. */
export async function demoLogins(server: TestServer): Promise<Record<DemoRole, { token: string; id: number; code: string }>> {
  const entries = await Promise.all(
    (Object.entries(DEMO) as [DemoRole, string][]).map(async ([role, email]) => {
      const { token, user } = await server.login(email);
      return [role, { token, id: user.user_id, code: user.user_code }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DemoRole, { token: string; id: number; code: string }>;
}

export async function balanceOf(server: TestServer, userId: number): Promise<number> {
  const [row] = await server.database.db.select({ points: users.availableRewardPoints }).from(users).where(eq(users.id, userId));
  return row!.points;
}

/** Every cached balance equals the sum of its ledger entries. */
export async function expectLedgerConsistent(server: TestServer): Promise<void> {
  expect(await findBalanceMismatches(server.database.db)).toEqual([]);
}

const HOUR = 60 * 60 * 1000;

export function eventForm(fields: Record<string, string | number | null>, banner?: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  if (banner) form.append('banner', imageBlob(banner), 'banner.png');
  return form;
}

/** Dates of an event under way now: attendance can be marked only while it runs (or a week after). */
export function runningNow(): { startsAt: string; endsAt: string } {
  return { startsAt: new Date(Date.now() - HOUR).toISOString(), endsAt: new Date(Date.now() + HOUR).toISOString() };
}

/** Moves an event to dates in the past in the database, as if time had passed; made a day before it starts. */
export async function moveEvent(server: TestServer, id: number, startsAt: Date, endsAt: Date): Promise<Pick<Event, 'startsAt' | 'endsAt' | 'createdAt'>> {
  const createdAt = new Date(startsAt.getTime() - 24 * HOUR);
  await server.database.db.update(events).set({ startsAt, endsAt, createdAt }).where(eq(events.id, id));
  return { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), createdAt: createdAt.toISOString() };
}

/**
 * An event made over HTTP by `token`; starts in a day unless told otherwise. One told to start in
 * the past is made ahead of time as the API requires (a day before it starts), then moved to its
 * dates in the database, as if time had passed.
 */
export async function createEvent(
  server: TestServer,
  token: string,
  fields: Record<string, string | number | null> = {},
  banner?: Buffer,
): Promise<Event> {
  const wanted = typeof fields.startsAt === 'string' ? new Date(fields.startsAt) : null;
  if (wanted && wanted.getTime() < Date.now()) {
    const ahead = new Date(Date.now() + 24 * HOUR);
    const length = typeof fields.endsAt === 'string' ? new Date(fields.endsAt).getTime() - wanted.getTime() : 2 * HOUR;
    const made = await createEvent(server, token, { ...fields, startsAt: ahead.toISOString(), endsAt: new Date(ahead.getTime() + length).toISOString() }, banner);
    return { ...made, ...(await moveEvent(server, made.id, wanted, new Date(wanted.getTime() + length))) };
  }
  const startsAt = new Date(Date.now() + 24 * HOUR);
  const answer = await server.call<Event>('POST', '/api/v1/events', {
    token,
    body: eventForm(
      {
        title: 'Test drive',
        description: 'Bring boxes',
        location: 'Park',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
        capacity: 10,
        pointsReward: 25,
        ...fields,
      },
      banner,
    ),
  });
  if (answer.status !== 201) throw new Error(`create event failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data;
}

/** A fresh account of a staff role: registered over HTTP, then given the role in the database. */
export async function newStaff(server: TestServer, role: 'BUSINESS_USER' | 'DISTRIBUTOR' | 'EVENT_MANAGER'): Promise<{ token: string; id: number }> {
  const { user } = await newUser(server);
  await server.database.db.update(users).set({ role }).where(eq(users.id, user.user_id));
  // The token carries the role, so log in again after the change.
  const fresh = await server.call<{ token: string }>('POST', '/api/v1/auth/login', { body: { email: user.email, password: 'long-enough-password' } });
  return { token: fresh.body.data.token, id: user.user_id };
}
