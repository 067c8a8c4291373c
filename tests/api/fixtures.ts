// Test data made directly in the test's own database, for states the demo seed lacks
// (a pool coupon, a user with an exact balance). Everything is then exercised over HTTP.
import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { couponCompanies, couponPoolCodes, coupons } from '@/server/db/schema';
import { applyPoints } from '@/server/modules/points/points-ledger.queries';
import type { LoginAnswer } from '@/shared/contract/auth';
import type { TestServer } from '../helpers/test-server';

export async function newUser(server: TestServer, points = 0): Promise<LoginAnswer> {
  const email = `t-${randomBytes(6).toString('hex')}@rebox.test`;
  const answer = await server.call<LoginAnswer>('POST', '/api/v1/auth/register', {
    body: { name: 'Test User', email, password: 'long-enough-password' },
  });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.body.message}`);
  if (points > 0) {
    await applyPoints(server.database.db, { userId: answer.body.data.user.user_id, delta: points, reason: 'adjustment', sourceType: 'test' });
  }
  return { ...answer.body.data, user: { ...answer.body.data.user, available_reward_points: points } };
}

export async function firstCompanyId(server: TestServer): Promise<number> {
  const [company] = await server.database.db.select({ id: couponCompanies.id }).from(couponCompanies).where(isNull(couponCompanies.deletedAt)).limit(1);
  return company!.id;
}

export async function newCoupon(
  server: TestServer,
  fields: Partial<typeof coupons.$inferInsert> = {},
  pool: string[] = [],
): Promise<typeof coupons.$inferSelect> {
  const [row] = await server.database.db
    .insert(coupons)
    .values({
      companyId: fields.companyId ?? (await firstCompanyId(server)),
      description: 'Test coupon',
      code: 'TESTCODE',
      type: 'percentage',
      value: 10,
      pointToRedeem: 10,
      redeemLink: 'https://example.com/redeem',
      ...fields,
    })
    .returning();
  if (pool.length > 0) await server.database.db.insert(couponPoolCodes).values(pool.map((code) => ({ couponId: row!.id, code })));
  return row!;
}

export async function couponRow(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}

/** A real PNG of the given size, drawn locally. */
export async function pngImage(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 160, b: 90 } } }).png().toBuffer();
}

export function imageBlob(bytes: Buffer, type = 'image/png'): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}
