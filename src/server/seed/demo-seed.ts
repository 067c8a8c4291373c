// Demo data of product.md, written on the first start of an empty database.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@/shared/roles';
import { storeImage } from '@/server/lib/images';
import { hashPassword } from '@/server/lib/auth/passwords';
import { queryRows, type Db } from '@/server/db/client';
import { clients, couponCompanies, coupons, events, settings, storeManagers, stores, users } from '@/server/db/schema';
import { seedDemoActivity } from './demo-activity';
import { demoBanner } from './demo-images';
import { seedAccount, seedCredit } from './seed-writes';

export const DEMO_PASSWORD = 'rebox-demo';

const FIRST_ACCOUNTS: { role: Role; email: string; name: string }[] = [
  { role: 'SUPER_ADMIN', email: 'superadmin@rebox.test', name: 'Sam Super' },
  { role: 'ADMIN', email: 'admin@rebox.test', name: 'Ada Admin' },
  { role: 'BUSINESS_USER', email: 'business@rebox.test', name: 'Bea Business' },
  { role: 'DISTRIBUTOR', email: 'distributor@rebox.test', name: 'Dan Distributor' },
  { role: 'EVENT_MANAGER', email: 'events@rebox.test', name: 'Eve Events' },
  // The clerk of the business's first store (assigned below), so the counter's screens open at once.
  { role: 'STORE_MANAGER', email: 'store@rebox.test', name: 'Sally Store' },
  { role: 'NORMAL_USER', email: 'user@rebox.test', name: 'Uma User' },
  { role: 'NORMAL_USER', email: 'user2@rebox.test', name: 'Ulf User' },
];

// South Parcel Co's people, so the second client's screens open with content too (product.md:
// two clients with distributors and stores). Written after everything else: the first
// client's rows keep the ids they always had.
export const SOUTH_ACCOUNTS: { role: Role; email: string; name: string }[] = [
  { role: 'DISTRIBUTOR', email: 'distributor2@rebox.test', name: 'Dora Distributor' },
  { role: 'BUSINESS_USER', email: 'business2@rebox.test', name: 'Ben Business' },
  { role: 'STORE_MANAGER', email: 'store2@rebox.test', name: 'Stu Store' },
];

/** Every demo login; the first account of each role is the documented one. */
export const DEMO_ACCOUNTS = [...FIRST_ACCOUNTS, ...SOUTH_ACCOUNTS];

const COMPANIES = ['GreenGrocer', 'CycleWorks', 'Bean & Leaf Café', 'HomeNest'];
const OFFERS: [string, 'percentage' | 'dollar', number][] = [
  ['off your next order', 'percentage', 10],
  ['off orders over $50', 'dollar', 5],
  ['off everything in store', 'percentage', 15],
  ['gift voucher', 'dollar', 10],
  ['off a yearly membership', 'percentage', 20],
  ['off your first online order', 'dollar', 25],
];
const POINT_COSTS = [50, 80, 100, 120, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 700, 750, 800, 850, 900, 950, 980, 1000, 60];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return Number(row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db): Promise<void> {
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const accounts: Record<string, number> = {};
  // One hash for every demo account: argon2 is slow on purpose, and they share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of FIRST_ACCOUNTS) {
    const row = await seedAccount(db, { ...account, passwordHash });
    accounts[account.email] = row.id;
  }
  await seedCredit(db, {
    userId: accounts['user@rebox.test']!,
    delta: 500,
    reason: 'adjustment',
    sourceType: 'welcome',
    note: 'Welcome bonus',
  });

  for (const [companyIndex, companyName] of COMPANIES.entries()) {
    const banner = await storeImage(db, await demoBanner(companyIndex));
    const [company] = await db.insert(couponCompanies).values({ companyName, banner }).returning();
    for (let i = 0; i < 6; i++) {
      const [offer, type, value] = OFFERS[(companyIndex + i) % OFFERS.length]!;
      const n = companyIndex * 6 + i;
      const couponBanner = await storeImage(db, await demoBanner(n + 4));
      await db.insert(coupons).values({
        companyId: company!.id,
        description: `${type === 'percentage' ? `${value}%` : `$${value}`} ${offer} at ${companyName}`,
        code: `${companyName.replace(/[^A-Za-z]/g, '').slice(0, 5).toUpperCase()}${value}${String.fromCharCode(65 + i)}`,
        type,
        value,
        bannerImage: couponBanner,
        pointToRedeem: POINT_COSTS[n]!,
        redeemLink: `https://example.com/${companyName.toLowerCase().replace(/[^a-z]/g, '')}/redeem`,
      });
    }
  }

  const [northClient, southClient] = await db
    .insert(clients)
    .values([
      { name: 'North Logistics', contactName: 'Nora North', email: 'nora@north.example', phone: '+1 555 0100', address: '1 Harbour Road' },
      { name: 'South Parcel Co', contactName: 'Sid South', email: 'sid@south.example', phone: '+1 555 0200', address: '9 Market Street' },
    ])
    .returning();
  await db
    .update(users)
    .set({ clientId: northClient!.id, serviceArea: 'North district' })
    .where(sql`${users.id} in (${accounts['distributor@rebox.test']!}, ${accounts['business@rebox.test']!})`);
  const [cornerShop] = await db.insert(stores).values([
    { ownerId: accounts['business@rebox.test']!, name: 'Rebox Corner Shop', address: '12 Elm Street', city: 'Springfield', phone: '+1 555 0111', openingHours: 'Mon-Sat 9:00-18:00', latitude: 39.7817, longitude: -89.6501 },
    { ownerId: accounts['business@rebox.test']!, name: 'Rebox Station Kiosk', address: 'Central Station', city: 'Springfield', phone: '+1 555 0112', openingHours: 'Daily 7:00-21:00', latitude: 39.8017, longitude: -89.6436 },
  ]).returning({ id: stores.id });
  await db.insert(storeManagers).values({ storeId: cornerShop!.id, userId: accounts['store@rebox.test']!, assignedBy: accounts['business@rebox.test']! });
  await db.update(users).set({ employerId: accounts['business@rebox.test']! }).where(eq(users.id, accounts['store@rebox.test']!));

  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const eventBanner = await storeImage(db, await demoBanner(11));
  await db.insert(events).values([
    {
      title: 'Spring Box Return Drive',
      description: 'Bring your used Rebox boxes to the park and earn bonus points.',
      location: 'Springfield Central Park',
      startsAt: new Date(now + 14 * day),
      endsAt: new Date(now + 14 * day + 4 * 60 * 60 * 1000),
      capacity: 100,
      pointsReward: 50,
      banner: eventBanner,
      inviteId: 'spring-drive',
      createdBy: accounts['events@rebox.test']!,
    },
    {
      title: 'Winter Recycling Meetup',
      description: 'Our first community meetup.',
      location: 'Town Hall',
      startsAt: new Date(now - 30 * day),
      endsAt: new Date(now - 30 * day + 2 * 60 * 60 * 1000),
      capacity: 40,
      pointsReward: 30,
      inviteId: randomBytes(6).toString('base64url'),
      createdBy: accounts['events@rebox.test']!,
    },
  ]);

  await seedDemoActivity(db, accounts, passwordHash);
  await seedSouthClient(db, southClient!.id, passwordHash);
}

/** South Parcel Co: a distributor, a business user with a store, and that store's clerk. */
async function seedSouthClient(db: Db, clientId: number, passwordHash: string): Promise<void> {
  const south: Record<string, number> = {};
  for (const account of SOUTH_ACCOUNTS) south[account.email] = (await seedAccount(db, { ...account, passwordHash })).id;
  const business = south['business2@rebox.test']!;
  await db
    .update(users)
    .set({ clientId, serviceArea: 'South district' })
    .where(sql`${users.id} in (${south['distributor2@rebox.test']!}, ${business})`);
  const [marketStall] = await db
    .insert(stores)
    .values({ ownerId: business, name: 'Rebox Market Stall', address: '9 Market Street', city: 'Springfield', phone: '+1 555 0211', openingHours: 'Tue-Sun 8:00-14:00', latitude: 39.7617, longitude: -89.6541 })
    .returning({ id: stores.id });
  await db.insert(storeManagers).values({ storeId: marketStall!.id, userId: south['store2@rebox.test']!, assignedBy: business });
  await db.update(users).set({ employerId: business }).where(eq(users.id, south['store2@rebox.test']!));
}
