// Some history for the demo dashboards: returns recorded by the distributor and at the
// business user's store, a pending report, and people at both events. It uses two extra
// recyclers so the documented demo accounts keep their documented balances and histories.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { boxReturns, events, participants, settings, stores } from '@/server/db/schema';
import { seedAccount, seedCredit } from './seed-writes';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_RECYCLERS = [
  { email: 'rita@rebox.test', name: 'Rita Recycler' },
  { email: 'rob@rebox.test', name: 'Rob Recycler' },
];

/** A confirmed return and its ledger entry, both dated `daysAgo` so the charts have a past. */
async function creditReturn(tx: Tx, input: { userId: number; boxes: number; by: number; storeId: number | null; place: string; daysAgo: number; pointsPerBox: number }) {
  const at = new Date(Date.now() - input.daysAgo * DAY);
  const points = input.boxes * input.pointsPerBox;
  const [row] = await tx
    .insert(boxReturns)
    .values({ userId: input.userId, boxes: input.boxes, status: 'confirmed', storeId: input.storeId, location: input.place, points, reportedBy: input.by, decidedBy: input.by, createdAt: at, decidedAt: at })
    .returning({ id: boxReturns.id });
  await seedCredit(tx, { userId: input.userId, delta: points, reason: 'return', sourceType: 'box_return', sourceId: row!.id, note: `${input.boxes} boxes returned at ${input.place}`, actorId: input.by, at });
}

export async function seedDemoActivity(db: Db, accounts: Record<string, number>, passwordHash: string): Promise<void> {
  const [rita, rob] = await Promise.all(DEMO_RECYCLERS.map((r) => seedAccount(db, { ...r, passwordHash, role: 'NORMAL_USER' })));
  const distributor = accounts['distributor@rebox.test']!;
  const business = accounts['business@rebox.test']!;
  await db.transaction(async (tx) => {
    const [{ pointsPerBox }] = (await tx.select({ pointsPerBox: settings.pointsPerBox }).from(settings)) as [{ pointsPerBox: number }];
    const [corner, kiosk] = await tx.select().from(stores).where(eq(stores.ownerId, business)).orderBy(stores.id);
    const depot = 'North district depot';
    await creditReturn(tx, { userId: rita!.id, boxes: 4, by: distributor, storeId: null, place: depot, daysAgo: 0, pointsPerBox });
    await creditReturn(tx, { userId: rita!.id, boxes: 2, by: distributor, storeId: null, place: depot, daysAgo: 3, pointsPerBox });
    await creditReturn(tx, { userId: rob!.id, boxes: 5, by: distributor, storeId: null, place: depot, daysAgo: 9, pointsPerBox });
    await creditReturn(tx, { userId: rob!.id, boxes: 3, by: business, storeId: corner!.id, place: corner!.name, daysAgo: 1, pointsPerBox });
    await tx.insert(boxReturns).values({ userId: rob!.id, boxes: 2, status: 'pending', storeId: kiosk!.id, location: kiosk!.name, reportedBy: rob!.id });

    const [upcoming, past] = await tx.select().from(events).orderBy(sql`${events.startsAt} desc`);
    await tx.insert(participants).values([
      { eventId: upcoming!.id, userId: rita!.id, status: 'joined' },
      { eventId: upcoming!.id, userId: rob!.id, status: 'joined' },
      { eventId: past!.id, userId: rob!.id, status: 'joined', joinedAt: new Date(past!.startsAt.getTime() - 7 * DAY) },
      { eventId: past!.id, userId: rita!.id, status: 'attended', joinedAt: new Date(past!.startsAt.getTime() - 7 * DAY), attendedAt: past!.startsAt },
    ]);
    await seedCredit(tx, { userId: rita!.id, delta: past!.pointsReward, reason: 'event', sourceType: 'event', sourceId: past!.id, note: `Attended ${past!.title}`, actorId: past!.createdBy, at: past!.startsAt });
  });
}
